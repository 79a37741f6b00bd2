import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AVAILABILITY_HIDDEN_DAYS,
  AVAILABILITY_STALE_DAYS,
  type AvailabilityConfirmation,
  CALENDAR_NOTICE_KINDS,
  daysSinceConfirmed,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { listedSql } from '../sitters/listing.js';
import { SittersError } from '../sitters/sitters.errors.js';
import { CalendarNotifier } from './calendar-notifier.js';
import { FRESHNESS_SWEEP_BATCH } from './calendars.constants.js';
import { hiddenCutoff } from './freshness.js';

const DAY_MS = 86_400_000;

/**
 * How fresh a sitter's availability is (docs/bookings.md, "Calendars that tell the truth"): the one
 * writer of sitter_profiles' availability_confirmed_at, availability_reminded_at and
 * availability_hidden_told_at. The sitter confirms; the `availability-freshness` sweep stamps a
 * profile not counted yet with its first run's time (a new listing starts fresh), reminds a listed
 * sitter once at AVAILABILITY_STALE_DAYS, and tells them once at AVAILABILITY_HIDDEN_DAYS that
 * searches with dates no longer show them (freshness.ts). Each step a conditional UPDATE on a
 * stamp compared with the confirmation, so a repeated run tells nobody twice and a new
 * confirmation starts both again.
 */
@Injectable()
export class AvailabilityFreshnessService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly scheduler: SchedulerService,
    private readonly notifier: CalendarNotifier,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'availability-freshness',
      counts: ['availabilityReminders', 'availabilityHidden'],
      run: (now) => this.scheduler.transaction(async (manager) => ({ counts: await this.sweep(manager, now) })),
    });
  }

  async confirm(sitterId: string): Promise<AvailabilityConfirmation> {
    const now = this.clock.now();
    const [rows] = (await this.dataSource.query(
      `UPDATE sitter_profiles SET availability_confirmed_at = $2 WHERE user_id = $1 RETURNING availability_confirmed_at`,
      [sitterId, now],
    )) as [{ availability_confirmed_at: Date }[], number];
    if (!rows[0]) throw new SittersError('NOT_A_SITTER');
    return { availabilityConfirmedAt: rows[0].availability_confirmed_at.toISOString() };
  }

  /** When the sitter last confirmed (null: not counted yet). */
  async confirmedAt(manager: EntityManager, sitterId: string): Promise<string | null> {
    const [row] = (await manager.query(`SELECT availability_confirmed_at FROM sitter_profiles WHERE user_id = $1`, [sitterId])) as {
      availability_confirmed_at: Date | null;
    }[];
    return row?.availability_confirmed_at?.toISOString() ?? null;
  }

  async sweep(manager: EntityManager, now: Date): Promise<{ availabilityReminders: number; availabilityHidden: number }> {
    await manager.query(
      `UPDATE sitter_profiles SET availability_confirmed_at = $1
        WHERE user_id IN (SELECT user_id FROM sitter_profiles WHERE availability_confirmed_at IS NULL LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [now, FRESHNESS_SWEEP_BATCH],
    );
    const staleBefore = new Date(now.getTime() - AVAILABILITY_STALE_DAYS * DAY_MS);
    const hiddenBefore = hiddenCutoff(now);
    const listed = `EXISTS (SELECT 1 FROM users su WHERE su.id = s.user_id AND ${listedSql('s', 'su', '$1')})`;

    const [hidden] = (await manager.query(
      `UPDATE sitter_profiles SET availability_hidden_told_at = $1, availability_reminded_at = coalesce(availability_reminded_at, $1)
        WHERE user_id IN (
          SELECT s.user_id FROM sitter_profiles s
           WHERE s.availability_confirmed_at <= $2
             AND (s.availability_hidden_told_at IS NULL OR s.availability_hidden_told_at < s.availability_confirmed_at)
             AND ${listed}
           LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING user_id, availability_confirmed_at`,
      [now, hiddenBefore, FRESHNESS_SWEEP_BATCH],
    )) as [{ user_id: string; availability_confirmed_at: Date }[], number];
    for (const row of hidden) {
      await this.notifier.tell(manager, row.user_id, {
        kind: CALENDAR_NOTICE_KINDS.availabilityHidden,
        title: 'Searches with dates no longer show you',
        body: `You have not confirmed your availability for ${AVAILABILITY_HIDDEN_DAYS} days, so owners searching for dates do not see you. Check your calendar and confirm it to appear again.`,
        dedupeKey: `availability_hidden:${row.user_id}:${row.availability_confirmed_at.toISOString()}`,
      });
    }

    const [reminded] = (await manager.query(
      `UPDATE sitter_profiles SET availability_reminded_at = $1
        WHERE user_id IN (
          SELECT s.user_id FROM sitter_profiles s
           WHERE s.availability_confirmed_at <= $2 AND s.availability_confirmed_at > $3
             AND (s.availability_reminded_at IS NULL OR s.availability_reminded_at < s.availability_confirmed_at)
             AND ${listed}
           LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING user_id, availability_confirmed_at, time_zone`,
      [now, staleBefore, hiddenBefore, FRESHNESS_SWEEP_BATCH],
    )) as [{ user_id: string; availability_confirmed_at: Date; time_zone: string }[], number];
    for (const row of reminded) {
      const hiddenOn = new Date(row.availability_confirmed_at.getTime() + AVAILABILITY_HIDDEN_DAYS * DAY_MS);
      await this.notifier.tell(manager, row.user_id, {
        kind: CALENDAR_NOTICE_KINDS.availabilityStale,
        title: 'Is your calendar still right?',
        body: `You last confirmed your availability ${daysSinceConfirmed(row.availability_confirmed_at, now)} days ago. Check your calendar and confirm it: from ${hiddenOn.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: row.time_zone })} owners searching for dates will not see you until you do.`,
        dedupeKey: `availability_stale:${row.user_id}:${row.availability_confirmed_at.toISOString()}`,
      });
    }
    return { availabilityReminders: reminded.length, availabilityHidden: hidden.length };
  }
}
