import type { BookingNotificationType, ServerMessage } from '@pawpal/contract';
import type { AppNotification } from '@pawpal/ui';
import { describe, expect, it } from 'vitest';
import { MAX_NOTIFICATIONS, notificationFromLive, notificationHref, notificationsReducer, orderNotifications } from './notification-list';

function note(id: string, timestamp: number, extra: Partial<AppNotification> = {}): AppNotification {
  return { id, type: 'new_message', title: id, message: '', timestamp, read: false, ...extra };
}

describe('notifications from server events', () => {
  it('turns new_message into a speech-bubble notification for its channel', () => {
    const notification = notificationFromLive({
      type: 'new_message',
      channelId: 'c1',
      channelName: 'Sam Taylor',
      messageId: 'm1',
      senderId: 'u2',
      preview: 'Is Saturday OK?',
      createdAt: '2025-03-10T01:00:00.000Z',
    });
    expect(notification).toEqual({
      id: 'message:m1',
      type: 'new_message',
      title: 'New message from Sam Taylor',
      message: 'Is Saturday OK?',
      timestamp: Date.parse('2025-03-10T01:00:00.000Z'),
      read: false,
      channelId: 'c1',
      channelName: 'Sam Taylor',
      symbol: '💬',
    });
  });

  it.each([
    ['booking_created', '📅'],
    ['booking_approved', '✅'],
    ['booking_declined', '❌'],
    ['payment_confirmed', '💳'],
    ['booking_completed', '🎉'],
    ['booking_cancelled', '🚫'],
  ] as [BookingNotificationType, string][])('takes the title and message of %s from the event, with its emoji', (type, symbol) => {
    const notification = notificationFromLive({
      type,
      bookingId: 'b1',
      title: 'New booking request',
      message: 'Olivia asked for 3 nights',
      createdAt: '2025-03-10T01:00:00.000Z',
    });
    expect(notification).toMatchObject({
      type,
      bookingId: 'b1',
      title: 'New booking request',
      message: 'Olivia asked for 3 nights',
      symbol,
      read: false,
    });
  });

  it('ignores messages that are not notifications, or lack their id', () => {
    expect(notificationFromLive({ type: 'ready', userId: 'u1' })).toBeNull();
    expect(notificationFromLive({ type: 'counts', unreadMessages: 2 })).toBeNull();
    // Only the type of a server message is checked on arrival: a notification without its id is dropped.
    expect(notificationFromLive({ type: 'new_message', preview: 'hi' } as ServerMessage)).toBeNull();
    expect(notificationFromLive({ type: 'booking_created', title: 'x' } as ServerMessage)).toBeNull();
  });

  it('leads a message to its chat and a booking event to its booking', () => {
    expect(notificationHref(note('a', 1, { channelId: 'c 1' }))).toBe('/chat/c%201');
    expect(notificationHref(note('b', 1, { type: 'booking_approved', bookingId: 'b1' }))).toBe('/booking?id=b1');
    expect(notificationHref(note('c', 1, { type: 'other' }))).toBeNull();
  });
});

describe('the notification list', () => {
  it(`keeps at most ${MAX_NOTIFICATIONS}, dropping the oldest`, () => {
    let state: AppNotification[] = [];
    for (let i = 0; i < MAX_NOTIFICATIONS + 5; i += 1) {
      state = notificationsReducer(state, {
        type: 'add',
        notification: note(`n${i}`, 1000 + i, { type: 'booking_created', bookingId: `b${i}` }),
      });
    }
    expect(state).toHaveLength(MAX_NOTIFICATIONS);
    expect(state[0]!.id).toBe(`n${MAX_NOTIFICATIONS + 4}`);
    expect(state.some((n) => n.id === 'n4')).toBe(false);
    expect(state.some((n) => n.id === 'n5')).toBe(true);
  });

  it('keeps 50: the 51st notification drops the oldest', () => {
    let state: AppNotification[] = [];
    for (let i = 1; i <= 50; i += 1) {
      state = notificationsReducer(state, {
        type: 'add',
        notification: note(`n${i}`, 1000 + i, { type: 'booking_created', bookingId: `b${i}` }),
      });
    }
    expect(state).toHaveLength(50);
    expect(state.at(-1)!.id).toBe('n1');

    state = notificationsReducer(state, { type: 'add', notification: note('n51', 2000, { type: 'booking_created', bookingId: 'b51' }) });
    expect(state).toHaveLength(50);
    expect(state[0]!.id).toBe('n51');
    expect(state.at(-1)!.id).toBe('n2');
    expect(state.some((n) => n.id === 'n1')).toBe(false);
  });

  it('orders newest first, then keeps each conversation together by its last activity', () => {
    const ordered = orderNotifications([
      note('c1-old', 100, { channelId: 'c1' }),
      note('c2-mid', 200, { channelId: 'c2' }),
      note('c1-new', 300, { channelId: 'c1' }),
      note('booking', 250, { type: 'booking_created', bookingId: 'b1' }),
    ]);
    expect(ordered.map((n) => n.id)).toEqual(['c1-new', 'c1-old', 'booking', 'c2-mid']);
  });

  it('keeps one notification when the same event arrives twice', () => {
    const once = notificationsReducer([], { type: 'add', notification: note('message:m1', 1, { channelId: 'c1' }) });
    expect(notificationsReducer(once, { type: 'add', notification: note('message:m1', 1, { channelId: 'c1' }) })).toBe(once);
  });

  it('marks one read, all read, a channel or a booking read, and clears', () => {
    const state = [
      note('a', 3, { channelId: 'c1' }),
      note('b', 2, { channelId: 'c2' }),
      note('c', 1, { type: 'booking_created', bookingId: 'b1' }),
    ];
    expect(notificationsReducer(state, { type: 'markRead', id: 'a' }).map((n) => n.read)).toEqual([true, false, false]);
    expect(notificationsReducer(state, { type: 'markAllRead' }).every((n) => n.read)).toBe(true);
    expect(notificationsReducer(state, { type: 'markTargetRead', target: { channelId: 'c2' } }).map((n) => n.read)).toEqual([
      false,
      true,
      false,
    ]);
    expect(notificationsReducer(state, { type: 'markTargetRead', target: { bookingId: 'b1' } }).map((n) => n.read)).toEqual([
      false,
      false,
      true,
    ]);
    expect(notificationsReducer(state, { type: 'clearTarget', target: { channelId: 'c1' } }).map((n) => n.id)).toEqual(['b', 'c']);
    expect(notificationsReducer(state, { type: 'clearTarget', target: { bookingId: 'b1' } }).map((n) => n.id)).toEqual(['a', 'b']);
    expect(notificationsReducer(state, { type: 'clearAll' })).toEqual([]);
  });
});
