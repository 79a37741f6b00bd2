import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from './Dialog';

interface DemoProps {
  onConfirm: () => void;
  defaultOpen?: boolean;
  showCloseButton?: boolean;
}

function DemoDialog({ onConfirm, defaultOpen, showCloseButton = true }: DemoProps) {
  const [open, setOpen] = React.useState(defaultOpen ?? false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">Cancel booking</Button>
      </DialogTrigger>
      <DialogContent showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>Biscuit's stay with Olivia on 15 January will be cancelled.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep booking</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            Yes, cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Layout/Dialog',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-dialog',
  component: DemoDialog,
  // The real parts' props tables on the docs page (the demo above only wires them together).
  subcomponents: {
    Dialog,
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
  } as Record<string, React.ComponentType<unknown>>,
  // The docs page shows the real component's notes (the meta's component is a demo).
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog (Radix Dialog root): focus is trapped and the page behind is inert.\n\nKeyboard: focus moves into the dialog and is trapped there; Escape closes it and focus returns to the trigger. Screen readers: a modal `dialog` named by DialogTitle and described by DialogDescription; the page behind is hidden from them while it is open.',
      },
    },
  },
  args: { onConfirm: fn() },
} satisfies Meta<typeof DemoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel booking' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toHaveAccessibleDescription(/will be cancelled/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardAndFocusTrap: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel booking' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Cancel this booking?' });
    // Focus starts on the first button and Tab cycles inside the dialog.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Yes, cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel booking' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function OpenDialogPanel({ dark }: { dark?: boolean }) {
  // Non-modal and pinned to one half, so the light and dark panels fit in one screenshot.
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <Dialog open modal={false}>
      <DialogContent
        onOpenAutoFocus={keepOpen}
        onFocusOutside={keepOpen}
        onInteractOutside={keepOpen}
        className={
          dark
            ? 'dark pp:left-[calc(50%+1rem)] pp:top-4 pp:w-[calc(50%-2rem)] pp:translate-x-0 pp:translate-y-0 pp:sm:max-w-none'
            : 'light pp:left-4 pp:top-4 pp:w-[calc(50%-2rem)] pp:translate-x-0 pp:translate-y-0 pp:sm:max-w-none'
        }
      >
        <DialogHeader>
          <DialogTitle>{dark ? 'Cancel this booking? (dark)' : 'Cancel this booking?'}</DialogTitle>
          <DialogDescription>Biscuit's stay with Olivia on 15 January will be cancelled.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline">Keep booking</Button>
          <Button variant="destructive">Yes, cancel</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The dialog panel in light and dark side by side, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: () => (
    // The panels are portaled to <body> and pinned over their half.
    <ThemeMatrix sideBySide="always" className="pp:min-h-72" paneClassName="pp:p-0">
      {(theme) => <OpenDialogPanel dark={theme === 'dark'} />}
    </ThemeMatrix>
  ),
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: 'Cancel this booking?' })).toBeVisible();
    await expect(body.getByRole('dialog', { name: 'Cancel this booking? (dark)' })).toBeVisible();
  },
};
