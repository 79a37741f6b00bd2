import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { Input } from '../input';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  SHEET_SIDES,
  type SheetContentProps,
} from './Sheet';

type SheetStoryArgs = React.ComponentProps<typeof Sheet> & Pick<SheetContentProps, 'side'>;

function FiltersSheet({ side, ...args }: SheetStoryArgs) {
  return (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Filter sitters</SheetTitle>
          <SheetDescription>Narrow the results to sitters near you.</SheetDescription>
        </SheetHeader>
        <div className="pp:px-4">
          <FormField label="Suburb">
            <Input placeholder="e.g. Surry Hills" />
          </FormField>
        </div>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Show sitters</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Layout/Sheet',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-sheet',
  component: Sheet,
  args: { onOpenChange: fn() },
  render: (args) => <FiltersSheet {...args} side="right" />,
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await body.findByRole('dialog', { name: 'Filter sitters' });
    await expect(dialog).toHaveAccessibleDescription('Narrow the results to sitters near you.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show sitters' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Filter sitters' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  render: (args) => <FiltersSheet {...args} side="left" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await body.findByRole('dialog', { name: 'Filter sitters' });
    await expect(dialog).toHaveAttribute('data-side', 'left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  render: (args) => <FiltersSheet {...args} side="bottom" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await expect(await body.findByRole('dialog', { name: 'Filter sitters' })).toHaveAttribute('data-side', 'bottom');
  },
};

/** Each side rendered open inside its own frame (non-modal, portaled into the frame) for screenshots. */
function SheetFrame({ side, theme }: { side: (typeof SHEET_SIDES)[number]; theme: string }) {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} className="pp:relative pp:h-56 pp:w-72 pp:overflow-hidden pp:rounded-md pp:border pp:border-border pp:bg-muted">
      {container ? (
        <Sheet open modal={false}>
          <SheetContent side={side} portalContainer={container} className="pp:absolute" onOpenAutoFocus={(e) => e.preventDefault()}>
            <SheetHeader>
              <SheetTitle>
                {side} ({theme})
              </SheetTitle>
              <SheetDescription>Sheet description</SheetDescription>
            </SheetHeader>
          </SheetContent>
        </Sheet>
      ) : null}
    </div>
  );
}

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className="pp:grid pp:grid-cols-2 pp:gap-3">
          {SHEET_SIDES.map((side) => (
            <SheetFrame key={side} side={side} theme={theme} />
          ))}
        </div>
      )}
    </ThemeMatrix>
  ),
};
