import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationPopover } from './NotificationPopover';
import { countUnread, formatNotificationTime, getNotificationEmoji, type AppNotification } from './notifications';

// jsdom has no ResizeObserver; Radix ScrollArea and Popper measure with it.
beforeAll(() => {
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
});

const at = (hours: number, minutes: number) => new Date(2025, 0, 15, hours, minutes);

describe('getNotificationEmoji', () => {
  it('maps each spec type to its emoji', () => {
    expect(getNotificationEmoji({ type: 'booking_created' })).toBe('📅');
    expect(getNotificationEmoji({ type: 'booking_approved' })).toBe('✅');
    expect(getNotificationEmoji({ type: 'booking_declined' })).toBe('❌');
    expect(getNotificationEmoji({ type: 'payment_confirmed' })).toBe('💳');
    expect(getNotificationEmoji({ type: 'booking_completed' })).toBe('🎉');
    expect(getNotificationEmoji({ type: 'new_message' })).toBe('💬');
  });

  it('falls back to the bell for unknown types and prefers the own symbol', () => {
    expect(getNotificationEmoji({ type: 'something_else' })).toBe('🔔');
    expect(getNotificationEmoji({ type: 'new_message', symbol: '🐾' })).toBe('🐾');
  });
});

describe('formatNotificationTime', () => {
  it('formats as h:mm a from a Date, a number or a string', () => {
    expect(formatNotificationTime(at(9, 5))).toBe('9:05 AM');
    expect(formatNotificationTime(at(14, 45).getTime())).toBe('2:45 PM');
    expect(formatNotificationTime(at(0, 0).toISOString())).toBe('12:00 AM');
  });

  it('is empty for an invalid timestamp', () => {
    expect(formatNotificationTime('not a date')).toBe('');
  });
});

describe('NotificationPopover', () => {
  const notifications: AppNotification[] = [
    { id: '1', type: 'new_message', title: 'New message', message: 'Hi!', timestamp: at(9, 30), read: false, channelId: 'c1' },
    { id: '2', type: 'booking_created', title: 'New booking', message: 'Biscuit', timestamp: at(10, 0), read: true, bookingId: 5 },
  ];
  const handlers = () => ({
    onSoundsEnabledChange: vi.fn(),
    onEnableBrowserNotifications: vi.fn(),
    onClearAll: vi.fn(),
    onMarkAllRead: vi.fn(),
    onSelect: vi.fn(),
  });

  it('counts unread notifications on the bell', () => {
    expect(countUnread(notifications)).toBe(1);
    render(<NotificationPopover notifications={notifications} soundsEnabled browserPermission="default" {...handlers()} />);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('lists the notifications and calls back with the chosen one', async () => {
    const h = handlers();
    render(<NotificationPopover notifications={notifications} soundsEnabled browserPermission="default" {...h} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(panel.getByText('9:30 AM')).toBeInTheDocument();
    expect(panel.getAllByText('Unread')).toHaveLength(1);
    await userEvent.click(panel.getByRole('button', { name: /New booking/ }));
    expect(h.onSelect).toHaveBeenCalledWith(notifications[1]);
  });

  it('draws each type as an SVG icon, not an emoji that needs a font', async () => {
    const list: AppNotification[] = [
      ...notifications,
      { id: '3', type: 'something_else', title: 'Other', message: 'x', timestamp: at(11, 0), read: true },
      { id: '4', type: 'new_message', title: 'Own symbol', message: 'y', timestamp: at(12, 0), read: true, symbol: '🐾' },
    ];
    render(<NotificationPopover notifications={list} soundsEnabled browserPermission="default" {...handlers()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const icons = [...panel.querySelectorAll('[data-slot="notification-item-icon"]')];
    expect(icons.map((icon) => icon.querySelector('svg')?.getAttribute('data-icon') ?? icon.textContent)).toEqual([
      'new_message',
      'booking_created',
      'bell',
      '🐾',
    ]);
    for (const icon of icons.slice(0, 3)) expect(icon.textContent).toBe('');
  });

  it('toggles sounds through the switch', async () => {
    const h = handlers();
    render(<NotificationPopover notifications={[]} soundsEnabled={false} browserPermission="denied" {...h} defaultOpen />);
    const sounds = await screen.findByRole('switch', { name: 'Notification sounds' });
    expect(sounds).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sounds);
    expect(h.onSoundsEnabledChange).toHaveBeenCalledWith(true);
    expect(screen.getByText('Blocked in browser settings')).toBeInTheDocument();
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  });
});
