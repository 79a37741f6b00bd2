import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationToast, resetToasts, toast } from './toast-store';
import { ToastAction } from './Toast';
import { Toaster } from './Toaster';

afterEach(() => act(() => resetToasts()));

describe('Toaster', () => {
  it('renders nothing until the first toast, then loads the region and keeps it', async () => {
    const { container } = render(<Toaster />);
    await act(() => vi.dynamicImportSettled());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    act(() => resetToasts());
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('renders the toast in the "Notifications (F8)" region', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booking confirmed', description: 'See you soon' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Booking confirmed')).toBeInTheDocument();
    expect(within(region).getByText('See you soon')).toBeInTheDocument();
  });

  it('shows only the newest toast', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Second')).toBeInTheDocument();
    expect(within(region).queryByText('First')).not.toBeInTheDocument();
  });

  it('calls the action back and closes the toast', async () => {
    const onUndo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Cancelled',
        action: (
          <ToastAction altText="Undo" onClick={onUndo}>
            Undo
          </ToastAction>
        ),
      });
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

describe('Toaster timing (spec: 5000 ms, notifications 4000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a toast', 5000, () => toast({ title: 'Saved' })],
    ['a notification toast', 4000, () => notificationToast({ title: 'Saved' })],
  ])('closes %s %d ms after it opens, not 1 ms earlier', (_kind, duration, show) => {
    render(<Toaster />);
    act(() => {
      show();
    });
    act(() => {
      vi.advanceTimersByTime(duration - 1);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('Toaster hotkey (spec: F8)', () => {
  it('F8 moves focus into the notifications region; another key does not', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booking confirmed' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByText('Booking confirmed');
    await user.keyboard('[F7]');
    expect(region.contains(document.activeElement)).toBe(false);
    // Radix matches the hotkey on KeyboardEvent.code.
    await user.keyboard('[F8]');
    expect(region.contains(document.activeElement)).toBe(true);
  });
});

describe('Toaster swipe (spec: right, past 50 px)', () => {
  /** Drags the toast `dx` px sideways with pointer events: down, a move, up. */
  function swipe(item: HTMLElement, dx: number) {
    const at = { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 20 };
    fireEvent.pointerDown(item, { ...at, clientX: 100 });
    fireEvent.pointerMove(item, { ...at, clientX: 100 + dx });
    fireEvent.pointerUp(item, { ...at, clientX: 100 + dx });
  }

  it('a swipe right of 49 or 50 px snaps back and the toast stays; 51 px dismisses it', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me away' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    const item = () => within(region).getByRole('listitem');
    await within(region).findByText('Swipe me away');

    swipe(item(), 49);
    expect(item()).toHaveAttribute('data-swipe', 'cancel');
    expect(item()).toHaveAttribute('data-state', 'open');
    // Radix dismisses past the threshold, strictly: exactly 50 px is not enough.
    swipe(item(), 50);
    expect(item()).toHaveAttribute('data-swipe', 'cancel');
    expect(within(region).getByText('Swipe me away')).toBeInTheDocument();

    swipe(item(), 51);
    expect(within(region).queryByText('Swipe me away')).not.toBeInTheDocument();
  });

  it('a swipe left, however far, does not dismiss', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me away' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByText('Swipe me away');
    swipe(within(region).getByRole('listitem'), -200);
    expect(within(region).getByRole('listitem')).toHaveAttribute('data-state', 'open');
  });
});
