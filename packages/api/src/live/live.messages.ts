/** What the server sends on the live connection (docs/api-contract.md, WebSocket). */
export type BookingNotificationType = 'booking_created' | 'booking_approved' | 'booking_declined' | 'payment_confirmed' | 'booking_completed';

export type ServerMessage =
  | { type: 'ready'; userId: string }
  | { type: 'new_message'; channelId: string; channelName: string; messageId: string; senderId: string; preview: string; createdAt: string }
  | { type: BookingNotificationType; bookingId: string; title: string; message: string; createdAt: string }
  | { type: 'counts'; unreadMessages?: number; pendingBookings?: number };

/**
 * What crosses instances (Postgres NOTIFY, or in-process in embedded mode): ids only, so it stays
 * far below the 8,000-byte limit and every instance reads the details from the database itself.
 */
export type LiveEnvelope =
  | { kind: 'message'; messageId: string; recipientId: string }
  | { kind: 'read'; userId: string }
  | { kind: 'booking'; event: BookingEventName; bookingId: string; ownerId: string; sitterId: string }
  | { kind: 'session_ended'; sessionId: string };

export const BOOKING_EVENT_NAMES = [
  'booking.created',
  'booking.approved',
  'booking.declined',
  'booking.payment_confirmed',
  'booking.completed',
  'booking.cancelled',
  'booking.expired',
] as const;
export type BookingEventName = (typeof BOOKING_EVENT_NAMES)[number];
