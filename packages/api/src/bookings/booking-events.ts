import { type EventBus } from '../platform/events/event-bus.js';
import { type BookingEventPayload, type PawpalEventName } from '../platform/events/events.js';
import { type BookingTransition } from './booking-states.js';

export type BookingEventName = PawpalEventName & `booking.${string}`;

/** The event each transition is (the booking writer records it in the transition's transaction). */
export const BOOKING_EVENT_OF_TRANSITION = Object.freeze({
  accept: 'booking.approved',
  decline: 'booking.declined',
  expire: 'booking.expired',
  lapse: 'booking.expired',
  pay: 'booking.payment_confirmed',
  start: 'booking.started',
  complete: 'booking.completed',
  cancel: 'booking.cancelled',
} as const satisfies Record<BookingTransition, BookingEventName>);

/** The payload of a booking event, from the booking's ids. */
export function bookingEventPayload(row: { id: string; owner_id: string; sitter_id: string }): BookingEventPayload {
  return { bookingId: row.id, ownerId: row.owner_id, sitterId: row.sitter_id };
}

/** Publishes a booking event (after the change committed): ids only, subscribers read what they need. */
export async function publishBookingEvent(
  events: EventBus,
  event: BookingEventName,
  row: { id: string; owner_id: string; sitter_id: string },
): Promise<void> {
  await events.publish(event as 'booking.created', bookingEventPayload(row));
}
