import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { type BookingTransition } from '../bookings/booking-states.js';
import { BOOKING_EVENT_OF_TRANSITION, type BookingEventName } from '../bookings/booking-events.js';
import { BookingWriter, type ChangedBooking, type DeadlineColumn, type StampColumn } from '../bookings/booking-writer.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { EventBus } from '../platform/events/event-bus.js';
import { Clock } from '../platform/clock/clock.js';
import { RateLimits } from '../platform/limits/rate-limits.js';
import { Metrics } from '../platform/observability/metrics.js';
import { PayoutSweepsService } from '../payouts/payout-sweeps.service.js';
import { ReferralSweepsService } from '../referrals/referral-sweeps.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { VerificationSweepsService } from '../verifications/verification-sweeps.service.js';

/** Any constant key shared by every instance: only the holder of this advisory lock sweeps. */
export const SCHEDULER_LOCK_KEY = 7_263_001;

interface Sweep {
  transition: BookingTransition;
  /** The deadline column compared with now. */
  due: DeadlineColumn;
  /** The timestamp column recording the transition. */
  stamp: StampColumn;
  /** Frees the sitter's calendar days (the booking no longer commits them). */
  releasesDays: boolean;
}

/** In order: a paid booking whose start and end both passed while the API was down starts, then completes, in one run. */
const SWEEPS: readonly Sweep[] = [
  { transition: 'expire', due: 'respond_by', stamp: 'expired_at', releasesDays: false },
  { transition: 'lapse', due: 'pay_by', stamp: 'expired_at', releasesDays: true },
  { transition: 'start', due: 'starts_at', stamp: 'started_at', releasesDays: false },
  { transition: 'complete', due: 'ends_at', stamp: 'completed_at', releasesDays: false },
];

export interface SweepResult {
  /** False when another instance held the lock (nothing was done). */
  ran: boolean;
  expired: number;
  lapsed: number;
  started: number;
  completed: number;
}

/**
 * The time-driven booking transitions. State lives in the database (deadline columns), so a
 * restart loses nothing: every run applies whatever is due, idempotently (conditional UPDATEs).
 * Runs every SCHEDULER_INTERVAL_SECONDS; with several instances, `pg_try_advisory_xact_lock` lets
 * one sweep at a time. Tests call `runOnce(now)` instead of waiting.
 */
@Injectable()
export class SchedulerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SchedulerService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepResult> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly writer: BookingWriter,
    private readonly events: EventBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly verificationSweeps: VerificationSweepsService,
    private readonly payoutSweeps: PayoutSweepsService,
    private readonly referralSweeps: ReferralSweepsService,
    private readonly metrics: Metrics,
    private readonly uploads: UploadsService,
    private readonly rateLimits: RateLimits,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.schedulerIntervalMs <= 0) return;
    this.timer = setInterval(() => {
      // One run at a time in this process; a slow run makes the next tick skip.
      if (this.running) return;
      this.runOnce().catch((error: unknown) => this.logger.error(`Booking sweep failed: ${error instanceof Error ? error.message : String(error)}`));
    }, this.config.schedulerIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Applies every transition due at `now`; publishes one event per booking changed, after commit. */
  runOnce(now: Date = this.clock.now()): Promise<SweepResult> {
    return this.start(now, false);
  }

  /**
   * Applies every transition due now, and does not skip: waits for a sweep in progress in this
   * process, then for the advisory lock if another instance holds it (the test clock's advance
   * answers only once everything due has happened).
   */
  async runDue(): Promise<SweepResult> {
    await this.running?.catch(() => undefined);
    return this.start(this.clock.now(), true);
  }

  private start(now: Date, wait: boolean): Promise<SweepResult> {
    const run = this.sweep(now, wait)
      .then(
        (result) => {
          this.metrics.sweeps.inc({ outcome: result.ran ? 'ran' : 'skipped' });
          return result;
        },
        (error: unknown) => {
          this.metrics.sweeps.inc({ outcome: 'failed' });
          throw error;
        },
      )
      .finally(() => {
        if (this.running === run) this.running = undefined;
      });
    this.running = run;
    return run;
  }

  private async sweep(now: Date, wait: boolean): Promise<SweepResult> {
    const published: { event: BookingEventName; bookingId: string; ownerId: string; sitterId: string }[] = [];
    const counts = { expire: 0, lapse: 0, start: 0, complete: 0 } as Record<BookingTransition, number>;
    const ran = await this.dataSource.transaction(async (manager) => {
      if (wait) {
        await manager.query(`SELECT pg_advisory_xact_lock($1)`, [SCHEDULER_LOCK_KEY]);
      } else {
        const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [SCHEDULER_LOCK_KEY])) as [{ locked: boolean }];
        if (!locked) return false;
      }
      for (const sweep of SWEEPS) {
        const changed = await this.apply(manager, sweep, now);
        counts[sweep.transition] = changed.length;
        for (const row of changed) published.push({ event: BOOKING_EVENT_OF_TRANSITION[sweep.transition], bookingId: row.id, ownerId: row.owner_id, sitterId: row.sitter_id });
      }
      return true;
    });
    for (const { event, ...payload } of published) await this.events.publish(event as 'booking.expired', payload);
    // Trust (issue 9): badge expiry warnings and expiries, document retention. Day-based and
    // idempotent, so running them with every sweep does each thing once, on the day it is due.
    if (ran) await this.verificationSweeps.run(now);
    // Money out (issue 10): schedule, release and settle payouts (its own lock and transaction).
    if (ran) await this.payoutSweeps.run(now);
    // Referrals (issue 10): credits for friends' completed first stays, and their expiry.
    if (ran) await this.referralSweeps.run(now);
    // Limits (issue 14): images nothing uses a day after upload, and rate-limit windows that ended.
    if (ran) await this.uploads.sweepUnused(now);
    if (ran) await this.rateLimits.forgetExpired(now);
    return { ran, expired: counts.expire, lapsed: counts.lapse, started: counts.start, completed: counts.complete };
  }

  private async apply(manager: EntityManager, sweep: Sweep, now: Date): Promise<ChangedBooking[]> {
    const changed = await this.writer.transitionDue(manager, sweep.transition, sweep.due, sweep.stamp, now);
    if (sweep.releasesDays) {
      for (const row of changed) await this.availability.releaseBooking(manager, row.id);
    }
    return changed;
  }
}
