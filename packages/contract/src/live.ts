/* The live connection (WebSocket /api/ws?userId=): the messages each way and its close codes. */

/** Path of the live connection. */
export const LIVE_PATH = '/api/ws';

/**
 * Close code: normal closure; the client does not reconnect. The server closes with it when the
 * session ended (logout, a password reset, an admin ending it), so a tab that did not close its
 * own socket treats it as its session ending (isSessionEndedClose).
 */
export const WS_CLOSE_NORMAL = 1000;
/** Close code: the server is shutting down (a drain); the client reconnects, to another instance behind a balancer. */
export const WS_CLOSE_GOING_AWAY = 1001;
/** Close code: the client sent more than WS_MAX_MESSAGES_PER_MINUTE frames. */
export const WS_CLOSE_THROTTLED = 1008;
/** Close code: a frame over WS_MAX_PAYLOAD_BYTES. */
export const WS_CLOSE_TOO_BIG = 1009;
/** Close code: the session is missing or belongs to another user than the one claimed. */
export const WS_CLOSE_UNAUTHORISED = 4401;

/**
 * True for the closes that mean the tab's session is over, on which a client sends the person to
 * sign in again: the server's 1000 (the session ended: logout, password reset, admin; never
 * reconnected) and 4401 (no session, or another user's; the spec still retries it on its
 * schedule). docs/app-live-and-notifications.md, "A session that ended".
 */
export function isSessionEndedClose(code: number): boolean {
  return code === WS_CLOSE_NORMAL || code === WS_CLOSE_UNAUTHORISED;
}
/** Largest frame the server accepts from a client, bytes (64 KB). */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Frames a client may send per minute before its socket is closed with 1008. */
export const WS_MAX_MESSAGES_PER_MINUTE = 100;

/** Client → server: sent once the socket opens; the server answers `ready`. */
export interface AuthClientMessage {
  type: 'auth';
  userId: string;
}

/** Every message the client sends. */
export type ClientMessage = AuthClientMessage;

/** Booking notification types pushed to the people on a booking. */
export const BOOKING_NOTIFICATION_TYPES = [
  'booking_created',
  'booking_approved',
  'booking_declined',
  'payment_confirmed',
  'booking_completed',
  'booking_cancelled',
] as const;
/** One of BOOKING_NOTIFICATION_TYPES. */
export type BookingNotificationType = (typeof BOOKING_NOTIFICATION_TYPES)[number];

/** Every notification type the client shows: the booking ones and new_message. */
export const NOTIFICATION_TYPES = [...BOOKING_NOTIFICATION_TYPES, 'new_message'] as const;
/** One of NOTIFICATION_TYPES. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Server → client: the auth message was accepted. */
export interface ReadyMessage {
  type: 'ready';
  userId: string;
}

/** Server → client: a chat message arrived for the recipient. */
export interface NewMessageMessage {
  type: 'new_message';
  channelId: string;
  channelName: string;
  messageId: string;
  senderId: string;
  /** The first CHAT_PREVIEW_LENGTH characters. */
  preview: string;
  createdAt: string;
}

/** Server → client: something happened to one of the viewer's bookings. */
export interface BookingNotificationMessage {
  type: BookingNotificationType;
  bookingId: string;
  title: string;
  message: string;
  createdAt: string;
}

/** Server → client: fresh badge counts (either may be absent). */
export interface CountsMessage {
  type: 'counts';
  unreadMessages?: number;
  pendingBookings?: number;
}

/**
 * Server → client: something happened during a stay (a check-in or check-out, a missed visit, an
 * incident or its update), for the booking's owner, sitter and the admins looking at it. The
 * client re-reads the booking's visits and timeline.
 */
export interface CareUpdateMessage {
  type: 'care_update';
  bookingId: string;
  visitId: string | null;
  incidentId: string | null;
  /** The timeline's line for it. */
  summary: string;
  createdAt: string;
}

/** Every message the server sends. */
export type ServerMessage = ReadyMessage | NewMessageMessage | BookingNotificationMessage | CountsMessage | CareUpdateMessage;

/** Every `type` a ServerMessage can have. */
export const SERVER_MESSAGE_TYPES = ['ready', 'new_message', ...BOOKING_NOTIFICATION_TYPES, 'counts', 'care_update'] as const;
/** One of SERVER_MESSAGE_TYPES. */
export type ServerMessageType = ServerMessage['type'];

/** True when `value` is an object whose `type` is one of SERVER_MESSAGE_TYPES (fields are not checked). */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && (SERVER_MESSAGE_TYPES as readonly string[]).includes(type);
}

/** True for the booking notification messages. */
export function isBookingNotification(message: ServerMessage): message is BookingNotificationMessage {
  return (BOOKING_NOTIFICATION_TYPES as readonly string[]).includes(message.type);
}
