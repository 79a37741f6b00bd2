import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { ProfileCompletionDialog, type ProfileCompletionDialogProps } from './ProfileCompletionDialog';

/** Owns `open` like the app does; the story's onOpenChange is still called. */
function StatefulDialog(props: ProfileCompletionDialogProps) {
  const [open, setOpen] = React.useState(props.open);
  return (
    <>
      {open ? null : <p className="pp:text-sm pp:text-muted-foreground">The prompt is closed.</p>}
      <ProfileCompletionDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Chrome/ProfileCompletionDialog',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-profilecompletiondialog',
  component: ProfileCompletionDialog,
  render: (args) => <StatefulDialog {...args} />,
  args: {
    open: true,
    status: { profilePicture: true, personalInformation: false, contactDetails: false },
    onOpenChange: fn(),
    onMaybeLater: fn(),
    onCompleteProfile: fn(),
  },
} satisfies Meta<typeof ProfileCompletionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const item = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).closest('[data-slot="profile-checklist-item"]') as HTMLElement;

export const Playground: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(item(dialog, 'Profile Picture')).toHaveTextContent('Profile Picture: done');
    await expect(item(dialog, 'Personal Information')).toHaveTextContent('Personal Information: missing');
    await expect(item(dialog, 'Contact Details')).toHaveTextContent('Contact Details: missing');
    await expect(within(dialog).getByText('1 of 3 complete')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Complete Profile' })).toBeVisible();
  },
};

export const NothingDone: Story = {
  args: { status: { profilePicture: false, personalInformation: false, contactDetails: false } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(within(dialog).getByText('0 of 3 complete')).toBeVisible();
    await expect(dialog.querySelectorAll('[data-done="false"]')).toHaveLength(3);
  },
};

export const MaybeLater: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Complete Your Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await expect(args.onMaybeLater).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCompleteProfile).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('The prompt is closed.')).toBeVisible();
  },
};

export const CompleteProfile: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Complete Your Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Profile' }));
    await expect(args.onCompleteProfile).toHaveBeenCalledOnce();
    await expect(args.onMaybeLater).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Complete Your Profile' });
    const later = within(dialog).getByRole('button', { name: 'Maybe Later' });
    const complete = within(dialog).getByRole('button', { name: 'Complete Profile' });
    await waitFor(() => expect(later).toHaveFocus());
    await userEvent.tab();
    await expect(complete).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(later).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onMaybeLater).not.toHaveBeenCalled();
  },
};

/** The prompt in light and dark side by side (non-modal, pinned to each half), for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: (args) => (
    // The dialogs are portaled to <body> and pinned over their half.
    <ThemeMatrix sideBySide="always" className="pp:min-h-[28rem]" paneClassName="pp:p-0">
      {(theme) =>
        theme === 'light' ? (
          <ProfileCompletionDialog
            {...args}
            open
            modal={false}
            onOpenChange={() => {}}
            contentClassName="pp:left-4 pp:top-4 pp:w-[calc(50%-2rem)] pp:translate-x-0 pp:translate-y-0 pp:sm:max-w-none"
          />
        ) : (
          <ProfileCompletionDialog
            {...args}
            status={{ profilePicture: true, personalInformation: true, contactDetails: false }}
            open
            modal={false}
            onOpenChange={() => {}}
            contentClassName="dark pp:left-[calc(50%+1rem)] pp:top-4 pp:w-[calc(50%-2rem)] pp:translate-x-0 pp:translate-y-0 pp:sm:max-w-none"
          />
        )
      }
    </ThemeMatrix>
  ),
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(body.getAllByRole('dialog', { name: 'Complete Your Profile' })).toHaveLength(2));
    await expect(body.getByText('2 of 3 complete')).toBeVisible();
  },
};
