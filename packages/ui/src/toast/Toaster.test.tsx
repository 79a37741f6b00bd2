import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts, toast } from './toast-store';
import { ToastAction } from './Toast';
import { Toaster } from './Toaster';

afterEach(() => act(() => resetToasts()));

describe('Toaster', () => {
  it('renders the toast in the "Notifications (F8)" region', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booking confirmed', description: 'See you soon' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Booking confirmed')).toBeInTheDocument();
    expect(within(region).getByText('See you soon')).toBeInTheDocument();
  });

  it('shows only the newest toast', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Second')).toBeInTheDocument();
    expect(within(region).queryByText('First')).not.toBeInTheDocument();
  });

  it('calls the action back and closes the toast', async () => {
    const onUndo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Cancelled', action: <ToastAction altText="Undo" onClick={onUndo}>Undo</ToastAction> });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
  });

  it('marks destructive toasts', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Payment failed', variant: 'destructive' });
    });
    expect((await screen.findByText('Payment failed')).closest('li')).toHaveAttribute('data-variant', 'destructive');
  });
});
