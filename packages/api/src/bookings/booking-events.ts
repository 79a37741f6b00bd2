import { type EventBus } from '../platform/events/event-bus.js';
import { type BookingEventPayload, type PawpalEventName } from '../platform/events/events.js';

export type BookingEventName = PawpalEventName & `booking.${string}`;

/** Publishes a booking event (after the change committed): ids only, subscribers read what they need. */
export async function publishBookingEvent(events: EventBus, event: BookingEventName, row: { id: string; owner_id: string; sitter_id: string }): Promise<void> {
  const payload: BookingEventPayload = { bookingId: row.id, ownerId: row.owner_id, sitterId: row.sitter_id };
  await events.publish(event as 'booking.created', payload);
}
