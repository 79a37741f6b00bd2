import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CARE_NOTICE_KINDS, MISSED_VISIT_GRACE_MINUTES } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { BookingTransitionsService } from '../bookings/booking-transitions.service.js';
import { formatAud } from '../money/index.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { SchedulerService, type SweepReport } from '../platform/scheduler/scheduler.service.js';
import { AfterCommit, CareNotifier } from './care-notifier.js';
import { careMail, clockTime, missedSummary } from './care-words.js';
import { CARE_SWEEP_BATCH } from './care.constants.js';
import { type BookingForCare, bookingForCare } from './schedule.js';
import { petNames } from './visit-plan.js';
import { type SweptVisit, VisitWriter } from './visit-writer.js';
import { VetClaimsService } from './vet-claims.service.js';

/** The kinds the sitter checks in to, which the missed-visit alarm watches; a daily update has its own evening deadline. */
const CHECKED_IN_KINDS = ['visit', 'walk', 'handover'] as const;
/** The kinds that are what a drop-in or walk booking is paid for (docs/care.md, "Pay for care that happened"). */
const PAID_KINDS = ['visit', 'walk'] as const;

/**
 * Care on the clock (docs/care.md, "Missed visits"), in the scheduler's shared transaction right
 * after the booking transitions (a completion is seen at once), each step a conditional change so
 * a repeated run tells nobody twice:
 * 1. a visit, walk or handover with no check-in MISSED_VISIT_GRACE_MINUTES after it was due: the
 *    sitter gets an in-app notice, an email and a push;
 * 2. at twice the grace it is missed: the owner is told (notice, email, push, live), and for a
 *    visit or walk `visit.missed` is recorded in this transaction (the incidents feature opens its
 *    incident);
 * 3. a daily update not sent by DAILY_UPDATE_LATE_LOCAL: the owner is told;
 * 4. a completed drop-in or walk booking whose every visit is settled by the clock: the visits
 *    missed and not excused are refunded to the owner, pro rata to the cent (visitShares).
 * Vet claims approved but left uncharged are charged by a sweep of their own.
 */
@Injectable()
export class CareSweepsService implements OnModuleInit {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly writer: VisitWriter,
    private readonly notifier: CareNotifier,
    private readonly outbox: EventOutbox,
    private readonly transitions: BookingTransitionsService,
    private readonly vetClaims: VetClaimsService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'care-visits',
      transaction: 'shared',
      counts: ['visitsLate', 'visitsMissed', 'dailyUpdatesLate', 'careRefunds'],
      run: (now, manager) => this.run(now, manager),
    });
    this.scheduler.register({ name: 'vet-claim-charges', run: async (now) => void (await this.vetClaims.chargeLeftBehind(now)) });
  }

  async run(now: Date, manager: EntityManager): Promise<SweepReport> {
    const after = new AfterCommit();
    const late = await this.alertSitters(manager, now);
    const missed = await this.markMissed(manager, now, after);
    const dailyLate = await this.dailyUpdatesLate(manager, now, after);
    const refunds = await this.refundMissed(manager, now, after);
    return {
      counts: { visitsLate: late, visitsMissed: missed, dailyUpdatesLate: dailyLate, careRefunds: refunds },
      afterCommit: () => after.run(),
    };
  }

  private async alertSitters(manager: EntityManager, now: Date): Promise<number> {
    const visits = await this.writer.stampDue(manager, 'sitter_alerted_at', 'late_after', CHECKED_IN_KINDS, now, CARE_SWEEP_BATCH);
    for (const visit of visits) {
      const { booking, label } = await this.context(manager, visit);
      if (!booking) continue;
      const due = clockTime(visit.due_at, booking.timeZone);
      const missedAt = clockTime(new Date(visit.due_at.getTime() + 2 * MISSED_VISIT_GRACE_MINUTES * 60_000), booking.timeZone);
      const pets = petNames(booking.pets);
      await this.notifier.notice(manager, booking.sitterId, {
        kind: CARE_NOTICE_KINDS.visitLate,
        title: `Check in to the ${label.toLowerCase()} for ${pets}`,
        body: `It was due at ${due}. Without a check-in by ${missedAt} it counts as missed and ${booking.ownerFirstName} is told.`,
        link: '/today',
      });
      await this.notifier.email(
        manager,
        { userId: booking.sitterId, email: booking.sitterEmail },
        'visit_late',
        careMail.visitLate(booking.sitterFirstName, label, pets, due, missedAt, this.notifier.todayUrl()),
        `visit_late:${visit.id}`,
      );
    }
    return visits.length;
  }

  private async markMissed(manager: EntityManager, now: Date, after: AfterCommit): Promise<number> {
    const visits = await this.writer.stampDue(manager, 'missed_at', 'missed_after', CHECKED_IN_KINDS, now, CARE_SWEEP_BATCH);
    for (const visit of visits) {
      const { booking, label } = await this.context(manager, visit);
      if (!booking) continue;
      const summary = missedSummary('visit', label, petNames(booking.pets), visit.due_at, visit.due_at, booking.timeZone);
      const refunded = (PAID_KINDS as readonly string[]).includes(visit.kind);
      await this.notifier.notice(manager, booking.ownerId, {
        kind: CARE_NOTICE_KINDS.visitMissed,
        title: summary,
        body: `${booking.sitterFirstName} did not check in. Message them in Pawpal to find out what happened.`,
        link: `/booking?id=${booking.id}`,
      });
      await this.notifier.email(
        manager,
        { userId: booking.ownerId, email: booking.ownerEmail },
        'visit_missed',
        careMail.visitMissed(booking.ownerFirstName, summary, refunded, this.notifier.bookingUrl(booking.id)),
        `visit_missed:${visit.id}`,
      );
      const event = {
        visitId: visit.id,
        bookingId: booking.id,
        ownerId: booking.ownerId,
        sitterId: booking.sitterId,
        dueAt: visit.due_at.toISOString(),
      };
      // A missed visit or walk is care that did not happen: it opens a missed_visit incident (which
      // holds the stay's payout). A handover the sitter did not tap is told to the owner, who was
      // there for it; it opens no incident (docs/care.md, "Missed visits").
      if (refunded) await this.outbox.record(manager, 'visit.missed', event);
      after.add(() => this.notifier.missed(event));
      after.add(() => this.notifier.liveFor(booking, visit.id, summary));
    }
    return visits.length;
  }

  private async dailyUpdatesLate(manager: EntityManager, now: Date, after: AfterCommit): Promise<number> {
    const visits = await this.writer.stampDue(manager, 'missed_at', 'missed_after', ['daily_update'], now, CARE_SWEEP_BATCH);
    for (const visit of visits) {
      const { booking, lateAt } = await this.context(manager, visit);
      if (!booking) continue;
      const summary = missedSummary('daily_update', 'Daily update', petNames(booking.pets), visit.due_at, lateAt, booking.timeZone);
      await this.notifier.notice(manager, booking.ownerId, {
        kind: CARE_NOTICE_KINDS.dailyUpdateLate,
        title: summary,
        body: `${booking.sitterFirstName} has not sent today's update yet. Message them in Pawpal to hear how the day went.`,
        link: `/booking?id=${booking.id}`,
      });
      await this.notifier.email(
        manager,
        { userId: booking.ownerId, email: booking.ownerEmail },
        'daily_update_late',
        careMail.dailyUpdateLate(booking.ownerFirstName, summary, this.notifier.bookingUrl(booking.id)),
        `daily_update_late:${visit.id}`,
      );
      after.add(() => this.notifier.liveFor(booking, visit.id, summary));
    }
    return visits.length;
  }

  /**
   * Completed drop-in and walk bookings with a visit never checked in nor excused, once no visit
   * can still be checked in: each such visit is refunded its share of what the owner paid (the
   * total ÷ the booking's visits, in cents, the remainder on the last visit), through the refund
   * path (payment_refunds, the ledger's refund shares, the provider), so the sitter's payout shrinks
   * by their share of it. A visit due after a sitter completed early counts as missed.
   */
  private async refundMissed(manager: EntityManager, now: Date, after: AfterCommit): Promise<number> {
    const open = `v.kind = ANY ($2) AND v.checked_in_at IS NULL AND v.excused_at IS NULL AND v.refunded_at IS NULL`;
    const bookings = (await manager.query(
      `SELECT b.id, b.completed_at FROM bookings b
        WHERE b.status = 'completed' AND b.service IN ('drop_in', 'dog_walking')
          AND EXISTS (SELECT 1 FROM visits v WHERE v.booking_id = b.id AND ${open}
                        AND (v.missed_at IS NOT NULL OR v.missed_after <= $1 OR v.due_at > b.completed_at))
          AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.booking_id = b.id AND ${open}
                            AND v.missed_at IS NULL AND v.missed_after > $1 AND v.due_at <= b.completed_at)
        ORDER BY b.completed_at, b.id LIMIT $3`,
      [now, [...PAID_KINDS], CARE_SWEEP_BATCH],
    )) as { id: string; completed_at: Date }[];
    for (const row of bookings) {
      await this.writer.missAfterCompletion(manager, row.id, row.completed_at);
      const booking = await bookingForCare(manager, row.id);
      if (!booking) continue;
      const visits = (await manager.query(
        `SELECT id, checked_in_at IS NULL AND excused_at IS NULL AND refunded_at IS NULL AND (missed_at IS NOT NULL OR missed_after <= $3) AS refund
           FROM visits WHERE booking_id = $1 AND kind = ANY ($2) ORDER BY due_at, id`,
        [row.id, [...PAID_KINDS], now],
      )) as { id: string; refund: boolean }[];
      const shares = visitShares(booking.totalCents, visits.length);
      const owed = visits
        .map((visit, index) => ({ visitId: visit.id, refund: visit.refund, cents: shares[index]! }))
        .filter((visit) => visit.refund);
      const wanted = owed.reduce((sum, visit) => sum + visit.cents, 0);
      let left = await this.transitions.refundInTransaction(manager, row.id, wanted);
      const refunds = owed.map((visit) => {
        const cents = Math.min(visit.cents, left);
        left -= cents;
        return { visitId: visit.visitId, cents };
      });
      await this.writer.markRefunded(manager, refunds, now);
      const refunded = refunds.reduce((sum, refund) => sum + refund.cents, 0);
      if (refunded > 0) {
        const count = refunds.filter((refund) => refund.cents > 0).length;
        const visitsWord = `${count} missed ${count === 1 ? 'visit' : 'visits'}`;
        await this.notifier.notice(manager, booking.ownerId, {
          kind: CARE_NOTICE_KINDS.visitRefunded,
          title: `${formatAud(refunded)} refunded for ${visitsWord}`,
          body: `${visitsWord} of your booking with ${booking.sitterFirstName} did not happen: their share of the price, ${formatAud(refunded)}, goes back to your card.`,
          link: `/booking?id=${booking.id}`,
        });
        await this.notifier.notice(manager, booking.sitterId, {
          kind: CARE_NOTICE_KINDS.visitRefunded,
          title: `${visitsWord} refunded to ${booking.ownerFirstName}`,
          body: `${visitsWord} had no check-in and were not excused, so their share of the price went back to ${booking.ownerFirstName}; your payout for the booking is reduced to match.`,
          link: `/booking?id=${booking.id}`,
        });
        after.add(() => this.notifier.refundQueued(booking.id));
      }
    }
    return bookings.length;
  }

  private async context(
    manager: EntityManager,
    visit: SweptVisit,
  ): Promise<{ booking: BookingForCare | undefined; label: string; lateAt: Date }> {
    const [row] = (await manager.query(`SELECT label, late_after FROM visits WHERE id = $1`, [visit.id])) as {
      label: string;
      late_after: Date;
    }[];
    return {
      booking: await bookingForCare(manager, visit.booking_id),
      label: row?.label ?? 'Visit',
      lateAt: row?.late_after ?? visit.due_at,
    };
  }
}

/**
 * Each visit's share of what the owner paid, in cents: the total ÷ the visits, rounded down, and
 * the remainder on the last visit, so the shares add up to the total exactly.
 */
export function visitShares(totalCents: number, visits: number): number[] {
  if (visits <= 0) return [];
  const each = Math.floor(totalCents / visits);
  return Array.from({ length: visits }, (_, index) => (index === visits - 1 ? totalCents - each * (visits - 1) : each));
}
