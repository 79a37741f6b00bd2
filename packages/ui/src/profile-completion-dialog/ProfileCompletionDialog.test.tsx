import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileCompletionDialog } from './ProfileCompletionDialog';

describe('ProfileCompletionDialog', () => {
  const setup = (status = { profilePicture: false, personalInformation: true, contactDetails: false }) => {
    const props = { onOpenChange: vi.fn(), onMaybeLater: vi.fn(), onCompleteProfile: vi.fn() };
    render(<ProfileCompletionDialog open status={status} {...props} />);
    return { ...props, dialog: screen.getByRole('dialog', { name: 'Complete Your Profile' }) };
  };

  it('shows each checklist item as done or missing', () => {
    const { dialog } = setup();
    const items = within(within(dialog).getByRole('list', { name: 'Profile checklist' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile Picture: missing',
      'Personal Information: done',
      'Contact Details: missing',
    ]);
  });

  it('Maybe Later calls back and asks to close', async () => {
    const { dialog, onMaybeLater, onOpenChange, onCompleteProfile } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(onMaybeLater).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onCompleteProfile).not.toHaveBeenCalled();
  });

  it('Complete Profile calls back and asks to close', async () => {
    const { dialog, onCompleteProfile, onOpenChange } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Profile' }));
    expect(onCompleteProfile).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('lets the page choose where focus goes when it closes (it has no trigger to return to)', async () => {
    const props = {
      status: { profilePicture: false, personalInformation: true, contactDetails: false },
      onOpenChange: vi.fn(),
      onMaybeLater: vi.fn(),
      onCompleteProfile: vi.fn(),
    };
    const onCloseAutoFocus = vi.fn((event: Event) => {
      event.preventDefault();
      screen.getByRole('button', { name: 'Somewhere on the page' }).focus();
    });
    const { rerender } = render(
      <>
        <button type="button">Somewhere on the page</button>
        <ProfileCompletionDialog open {...props} onCloseAutoFocus={onCloseAutoFocus} />
      </>,
    );
    rerender(
      <>
        <button type="button">Somewhere on the page</button>
        <ProfileCompletionDialog open={false} {...props} onCloseAutoFocus={onCloseAutoFocus} />
      </>,
    );
    await vi.waitFor(() => expect(onCloseAutoFocus).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Somewhere on the page' })).toHaveFocus();
  });
});
