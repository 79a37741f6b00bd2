// What the server sends on the live connection (ServerMessage) and what clients send
// (ClientMessage) are the contract's; this is what crosses the API's own instances.
import { type IncidentStep } from '../platform/events/events.js';

/**
 * What crosses instances (Postgres NOTIFY, or in-process in embedded mode): ids only, so it stays
 * far below the 8,000-byte limit and every instance reads the details from the database itself.
 */
export type LiveEnvelope =
  | { kind: 'message'; messageId: string; recipientId: string }
  | { kind: 'read'; userId: string }
  | { kind: 'booking'; event: BookingEventName; bookingId: string; ownerId: string; sitterId: string }
  | { kind: 'session_ended'; sessionId: string }
  | { kind: 'incident'; incidentId: string; step: IncidentStep; updateId: string | null; actorId: string | null }
  /** A care update of a stay: the ids and its one-line summary (at most a few hundred bytes). */
  | {
      kind: 'care';
      bookingId: string;
      ownerId: string;
      sitterId: string;
      visitId: string | null;
      incidentId: string | null;
      summary: string;
      createdAt: string;
    };

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
