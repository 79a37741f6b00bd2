import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../platform/clock/clock.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { CareLocationWriter } from './care-location-writer.js';
import { bookingForCare, writeSchedule } from './schedule.js';
import { VisitWriter } from './visit-writer.js';

/**
 * A booking's schedule of care is written once, when it is paid: from the recorded
 * `booking.payment_confirmed` event (EventOutbox), in the dispatch transaction, so a stop right
 * after the payment loses nothing and a replay writes nothing twice. Its care location is placed
 * then too (the sitter's suburb, or the owner's home as last given). A cancelled booking's visits
 * nobody started go (`booking.cancelled`); a changed stay's visits still to come are rewritten
 * (`booking.changed`).
 */
@Injectable()
export class CareScheduleService implements OnModuleInit {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly clock: Clock,
    private readonly visits: VisitWriter,
    private readonly locations: CareLocationWriter,
  ) {}

  onModuleInit(): void {
    this.outbox.on('booking.payment_confirmed', async (manager, event) => {
      const booking = await bookingForCare(manager, event.bookingId);
      if (!booking || (booking.status !== 'paid' && booking.status !== 'in_progress')) return;
      const now = this.clock.now();
      await this.locations.placeDefault(manager, booking.id, now);
      await writeSchedule(manager, this.visits, booking, now);
    });
    // A change moved a paid stay: the visits still to come are rewritten for the new stay, from
    // now on (care already given stays on the record). A booking not paid yet has no visits.
    this.outbox.on('booking.changed', async (manager, event) => {
      const booking = await bookingForCare(manager, event.bookingId);
      if (!booking || (booking.status !== 'paid' && booking.status !== 'in_progress')) return;
      const now = this.clock.now();
      await this.visits.dropUpcoming(manager, booking.id, now);
      await writeSchedule(manager, this.visits, booking, now, now);
    });
    this.outbox.on('booking.cancelled', async (manager, event) => {
      await this.visits.dropUnstarted(manager, event.bookingId);
    });
  }
}
