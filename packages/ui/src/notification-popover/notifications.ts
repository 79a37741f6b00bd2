import { DEFAULT_NOTIFICATION_EMOJI, NOTIFICATION_EMOJI } from '../constants';

/** An in-app notification (client-side only). */
export interface AppNotification {
  id: string;
  /** booking_created, booking_approved, booking_declined, payment_confirmed, booking_completed, new_message, or other. */
  type: string;
  title: string;
  message: string;
  timestamp: Date | number | string;
  read: boolean;
  bookingId?: string | number;
  channelId?: string;
  channelName?: string;
  /** Overrides the emoji of the type. */
  symbol?: string;
}

/** The notification's own symbol, else its type's emoji, else the bell. */
export function getNotificationEmoji(notification: Pick<AppNotification, 'type' | 'symbol'>): string {
  if (notification.symbol) return notification.symbol;
  return (NOTIFICATION_EMOJI as Record<string, string>)[notification.type] ?? DEFAULT_NOTIFICATION_EMOJI;
}

/** Hour, minute and day period in the runtime's time zone (Intl, no date library). */
const TIME_PARTS = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', hour12: true });

/**
 * The time of day as NOTIFICATION_TIME_FORMAT ("h:mm a", e.g. "9:30 AM") in the local time zone;
 * empty for an invalid timestamp. Built from Intl's parts, so no locale's spacing or lower-case
 * "am" leaks in.
 */
export function formatNotificationTime(timestamp: AppNotification['timestamp']): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => TIME_PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** How many notifications are unread. */
export function countUnread(notifications: readonly AppNotification[]): number {
  return notifications.reduce((count, n) => (n.read ? count : count + 1), 0);
}
