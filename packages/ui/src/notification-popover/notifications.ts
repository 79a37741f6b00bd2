import { format, isValid } from 'date-fns';
import { DEFAULT_NOTIFICATION_EMOJI, NOTIFICATION_EMOJI, NOTIFICATION_TIME_FORMAT } from '../constants';

/** An in-app notification (client-side only; spec section 3). */
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

/** The time of day as "h:mm a" (e.g. "9:30 AM"); empty for an invalid timestamp. */
export function formatNotificationTime(timestamp: AppNotification['timestamp']): string {
  const date = new Date(timestamp);
  return isValid(date) ? format(date, NOTIFICATION_TIME_FORMAT) : '';
}

/** How many notifications are unread. */
export function countUnread(notifications: readonly AppNotification[]): number {
  return notifications.reduce((count, n) => (n.read ? count : count + 1), 0);
}
