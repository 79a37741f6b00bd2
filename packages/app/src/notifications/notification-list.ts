import { isBookingNotification, paths, type ServerMessage } from '@pawpal/contract';
import { NOTIFICATION_EMOJI, type AppNotification } from '@pawpal/ui';

/*
 * In-app notifications, kept client-side only. The list holds at most
 * MAX_NOTIFICATIONS, newest first, then ordered by the last activity of the conversation (or
 * booking) each belongs to: a conversation's notifications stay together, the conversation with
 * the latest activity on top. A notification is unread, then read (click, Mark all read, its
 * channel or booking opened); clearing removes notifications.
 */

export type { AppNotification };

/** Notifications kept client-side at most; the oldest drop out. */
export const MAX_NOTIFICATIONS = 50;

function toMillis(timestamp: AppNotification['timestamp']): number {
  const ms = new Date(timestamp).getTime();
  return Number.isNaN(ms) ? 0 : ms;
}

function groupOf(notification: AppNotification): string {
  if (notification.channelId) return `channel:${notification.channelId}`;
  if (notification.bookingId !== undefined) return `booking:${notification.bookingId}`;
  return `own:${notification.id}`;
}

/** Newest first, at most MAX_NOTIFICATIONS, then by the last activity of each one's channel or booking. */
export function orderNotifications(notifications: readonly AppNotification[]): AppNotification[] {
  const kept = [...notifications].sort((a, b) => toMillis(b.timestamp) - toMillis(a.timestamp)).slice(0, MAX_NOTIFICATIONS);
  const lastActivity = new Map<string, number>();
  for (const notification of kept) {
    const group = groupOf(notification);
    lastActivity.set(group, Math.max(lastActivity.get(group) ?? 0, toMillis(notification.timestamp)));
  }
  // Array.prototype.sort is stable: within a group the newest-first order stays.
  return kept.sort((a, b) => (lastActivity.get(groupOf(b)) ?? 0) - (lastActivity.get(groupOf(a)) ?? 0));
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The event's createdAt in ms, or `now` when it has none that parses. */
function timestampOf(createdAt: unknown, now: number): number {
  const created = text(createdAt);
  return created && !Number.isNaN(Date.parse(created)) ? Date.parse(created) : now;
}

/**
 * Builds the notification for a server event; null for other messages. The fields are read
 * defensively: only the message's `type` was checked when it arrived (isServerMessage).
 */
export function notificationFromLive(message: ServerMessage, now: number = Date.now()): AppNotification | null {
  if (message.type === 'new_message') {
    const timestamp = timestampOf(message.createdAt, now);
    const channelId = text(message.channelId);
    if (!channelId) return null;
    const channelName = text(message.channelName) ?? 'someone';
    return {
      id: `message:${text(message.messageId) ?? `${channelId}:${timestamp}`}`,
      type: 'new_message',
      title: `New message from ${channelName}`,
      message: text(message.preview) ?? 'Sent a photo',
      timestamp,
      read: false,
      channelId,
      channelName,
      symbol: NOTIFICATION_EMOJI.new_message,
    };
  }
  if (isBookingNotification(message)) {
    const timestamp = timestampOf(message.createdAt, now);
    const bookingId = text(message.bookingId);
    if (!bookingId) return null;
    const type = message.type;
    return {
      id: `${type}:${bookingId}:${timestamp}`,
      type,
      title: text(message.title) ?? 'Booking update',
      message: text(message.message) ?? '',
      timestamp,
      read: false,
      bookingId,
      symbol: NOTIFICATION_EMOJI[type],
    };
  }
  return null;
}

/** Where a notification leads: its conversation, or its booking. */
export function notificationHref(notification: AppNotification): string | null {
  if (notification.type === 'new_message' && notification.channelId) {
    return paths.chat(notification.channelId);
  }
  if (notification.bookingId !== undefined) return paths.bookingNotification(String(notification.bookingId));
  return null;
}

/** What a notification belongs to: a channel or a booking. */
export type NotificationTarget = { channelId: string } | { bookingId: string };

function belongsTo(notification: AppNotification, target: NotificationTarget): boolean {
  return 'channelId' in target
    ? notification.channelId === target.channelId
    : notification.bookingId !== undefined && String(notification.bookingId) === target.bookingId;
}

export type NotificationAction =
  | { type: 'add'; notification: AppNotification }
  | { type: 'markRead'; id: string }
  | { type: 'markAllRead' }
  | { type: 'clearAll' }
  | { type: 'markTargetRead'; target: NotificationTarget }
  | { type: 'clearTarget'; target: NotificationTarget };

/** Pure state transitions of the notification list. */
export function notificationsReducer(state: AppNotification[], action: NotificationAction): AppNotification[] {
  switch (action.type) {
    case 'add':
      // The same event can arrive twice (a reconnect): keep one.
      if (state.some((n) => n.id === action.notification.id)) return state;
      return orderNotifications([action.notification, ...state]);
    case 'markRead':
      return state.some((n) => n.id === action.id && !n.read) ? state.map((n) => (n.id === action.id ? { ...n, read: true } : n)) : state;
    case 'markAllRead':
      return state.some((n) => !n.read) ? state.map((n) => (n.read ? n : { ...n, read: true })) : state;
    case 'clearAll':
      return state.length === 0 ? state : [];
    case 'markTargetRead':
      return state.some((n) => !n.read && belongsTo(n, action.target))
        ? state.map((n) => (!n.read && belongsTo(n, action.target) ? { ...n, read: true } : n))
        : state;
    case 'clearTarget':
      return state.some((n) => belongsTo(n, action.target)) ? state.filter((n) => !belongsTo(n, action.target)) : state;
    default:
      return action satisfies never;
  }
}
