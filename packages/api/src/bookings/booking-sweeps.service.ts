import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { EventBus } from '../platform/events/event-bus.js';
import { SchedulerService, type SweepReport } from '../platform/scheduler/scheduler.service.js';
import { BOOKING_EVENT_OF_TRANSITION } from './booking-events.js';
import { type BookingTransition } from './booking-states.js';
import { BookingWriter, type DeadlineColumn, type StampColumn } from './booking-writer.js';

interface DueTransition {
  /** The sweep's name in logs and metrics. */
  name: string;
  transition: BookingTransition;
  /** The deadline column compared with now. */
  due: DeadlineColumn;
  /** The timestamp column recording the transition. */
  stamp: StampColumn;
  /** Frees the sitter's calendar days (the booking no longer commits them). */
  releasesDays: boolean;
  /** How many it changed, in the scheduler's result. */
  count: 'expired' | 'lapsed' | 'started' | 'completed';
}

/** In order: a paid booking whose start and end both passed while the API was down starts, then completes, in one run. */
const DUE_TRANSITIONS: readonly DueTransition[] = [
  { name: 'booking-expiry', transition: 'expire', due: 'respond_by', stamp: 'expired_at', releasesDays: false, count: 'expired' },
  { name: 'booking-lapse', transition: 'lapse', due: 'pay_by', stamp: 'expired_at', releasesDays: true, count: 'lapsed' },
  { name: 'booking-start', transition: 'start', due: 'starts_at', stamp: 'started_at', releasesDays: false, count: 'started' },
  { name: 'booking-completion', transition: 'complete', due: 'ends_at', stamp: 'completed_at', releasesDays: false, count: 'completed' },
];

/**
 * The time-driven booking transitions (expire, lapse, start, complete), through the one writer of
 * `bookings`. They run in the scheduler's locked transaction, in this order and before every
 * other sweep (payouts and referrals read the completions), and publish one event per booking
 * changed once that transaction has committed.
 */
@Injectable()
export class BookingSweepsService implements OnModuleInit {
  constructor(
    private readonly writer: BookingWriter,
    private readonly availability: AvailabilityService,
    private readonly events: EventBus,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    for (const due of DUE_TRANSITIONS) {
      this.scheduler.register({
        name: due.name,
        transaction: 'shared',
        counts: [due.count],
        run: (now, manager) => this.apply(manager, due, now),
      });
    }
  }

  private async apply(manager: EntityManager, due: DueTransition, now: Date): Promise<SweepReport> {
    const changed = await this.writer.transitionDue(manager, due.transition, due.due, due.stamp, now);
    if (due.releasesDays) {
      for (const row of changed) await this.availability.releaseBooking(manager, row.id);
    }
    const event = BOOKING_EVENT_OF_TRANSITION[due.transition] as 'booking.expired';
    return {
      counts: { [due.count]: changed.length },
      afterCommit: async () => {
        for (const row of changed) await this.events.publish(event, { bookingId: row.id, ownerId: row.owner_id, sitterId: row.sitter_id });
      },
    };
  }
}
