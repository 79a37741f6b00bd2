import type * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';

interface DemoProps {
  onConfirm: () => void;
  defaultOpen?: boolean;
  contentProps?: React.ComponentProps<typeof PopoverContent>;
}

function DemoPopover({ onConfirm, defaultOpen, contentProps }: DemoProps) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">Pickup time</Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="Pickup time" {...contentProps}>
        <div className="pp:flex pp:flex-col pp:gap-3">
          <p className="pp:text-sm pp:font-semibold">Pickup at 9:30 AM</p>
          <p className="pp:text-sm pp:text-muted-foreground">The sitter collects Biscuit from your door.</p>
          <div className="pp:flex pp:justify-end pp:gap-2">
            <PopoverClose asChild>
              <Button variant="ghost" size="sm">
                Cancel
              </Button>
            </PopoverClose>
            <PopoverClose asChild>
              <Button size="sm" onClick={onConfirm}>
                Confirm
              </Button>
            </PopoverClose>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}

const meta = {
  title: 'Actions/Popover',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-popover',
  component: DemoPopover,
  // The real parts' props tables on the docs page (the demo above only wires them together).
  subcomponents: { Popover, PopoverTrigger, PopoverContent, PopoverClose } as Record<string, React.ComponentType<unknown>>,
  // The docs page shows the real component's notes (the meta's component is a demo).
  parameters: {
    docs: {
      description: {
        component:
          'A floating panel anchored to a trigger (Radix Popover root).\n\nKeyboard: Enter or Space on the trigger opens it and moves focus inside; Tab stays within while open, Escape closes and returns focus to the trigger. Screen readers: the trigger reports `aria-expanded` and controls a `dialog`.',
      },
    },
  },
  args: { onConfirm: fn() },
} satisfies Meta<typeof DemoPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Pickup time' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const body = within(document.body);
    await expect(await body.findByText('Pickup at 9:30 AM')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByText('Pickup at 9:30 AM')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Pickup time' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: 'Pickup time' })).toBeVisible();
    // Focus moves into the popover, onto its first button.
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The open popover in light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: (args) => {
    const keepOpen = {
      onFocusOutside: (event: Event) => event.preventDefault(),
      onInteractOutside: (event: Event) => event.preventDefault(),
    };
    return (
      <ThemeMatrix className="pp:min-h-72">
        {(theme) => <DemoPopover {...args} defaultOpen contentProps={{ ...keepOpen, className: theme }} />}
      </ThemeMatrix>
    );
  },
  play: async () => {
    await waitFor(() => expect(within(document.body).getAllByText('Pickup at 9:30 AM')).toHaveLength(2));
  },
};
