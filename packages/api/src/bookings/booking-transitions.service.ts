import { Injectable } from '@nestjs/common';
import {
  type Booking,
  type CancellationPreview,
  type CancelledBy,
  type DeclineReason,
  PAYMENT_WINDOW_HOURS,
  type ServiceType,
  TIMED_SERVICES,
} from '@pawpal/contract';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { EventBus } from '../platform/events/event-bus.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { formatAud, MoneyService } from '../money/index.js';
import { Clock } from '../platform/clock/clock.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { type User } from '../users/user.entity.js';
import { AvailabilityError } from '../availability/availability.errors.js';
import { type BookingEventName, bookingEventPayload, publishBookingEvent } from './booking-events.js';
import { BookingHandoffs } from './booking-handoffs.js';
import { BookingReadsService } from './booking-reads.service.js';
import { assertTransition } from './booking-states.js';
import { type BookingRow, toBookingResponse, viewerRoleOf } from './booking-view.js';
import { type ChangedBooking, BookingWriter } from './booking-writer.js';
import { MS_PER_HOUR } from './bookings.constants.js';
import { pendingRequestSql } from './pending-requests.js';
import { nextRefundSequenceSql } from './refund-numbers.js';
import { bookedDays } from './stay.js';
import { BookingsError } from './bookings.errors.js';
import { CancellationRecordWriter } from '../reliability/cancellation-records.js';
import { ReliabilityError } from '../reliability/reliability.errors.js';

const EXCLUSION_VIOLATION = '23P01';

/** What people do to a booking: the sitter accepts, declines or completes it; either side cancels it. */
@Injectable()
export class BookingTransitionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly money: MoneyService,
    private readonly availability: AvailabilityService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly reads: BookingReadsService,
    private readonly writer: BookingWriter,
    private readonly ledger: LedgerService,
    private readonly handoffs: BookingHandoffs,
    private readonly cancellationRecords: CancellationRecordWriter,
  ) {}

  /**
   * The sitter accepts: a stay's days become booked; overlapping commitments are refused by Postgres
   * (409, booking_slots_no_overlap). Visits and walks take their time slots only, not the days
   * (other walks the same day still fit), but not on a day the sitter blocked or a stay booked.
   */
  async accept(actor: User, bookingId: string): Promise<Booking> {
    const now = this.clock.now();
    try {
      await this.dataSource.transaction(async (manager) => {
        const row = await this.lockForSitter(manager, actor, bookingId, 'accept');
        assertTransition('accept', row.status);
        if (row.respond_by.getTime() <= now.getTime()) throw new BookingsError('BOOKING_STATE_CONFLICT', 'This booking has expired');
        const payBy = new Date(Math.min(now.getTime() + PAYMENT_WINDOW_HOURS * MS_PER_HOUR, row.starts_at.getTime()));
        await this.writer.transition(manager, bookingId, 'accept', row.status, { accepted_at: now, pay_by: payBy }, now);
        const { timed, days } = await this.daysOf(manager, bookingId);
        if (timed) {
          const taken = await this.availability.unavailableDays(manager, row.sitter_id, days, bookingId);
          if (taken.length > 0) throw new AvailabilityError('SITTER_UNAVAILABLE', `You are not available on ${taken.join(', ')}`);
        } else {
          await this.availability.markBooked(manager, row.sitter_id, days, bookingId);
        }
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === EXCLUSION_VIOLATION) {
        throw new BookingsError('SITTER_ALREADY_BOOKED');
      }
      throw error;
    }
    return this.afterTransition(actor, bookingId, 'booking.approved');
  }

  /** The sitter declines a request, with an optional reason the owner is shown. */
  async decline(actor: User, bookingId: string, reason?: DeclineReason): Promise<Booking> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockForSitter(manager, actor, bookingId, 'decline');
      assertTransition('decline', row.status);
      await this.writer.transition(manager, bookingId, 'decline', row.status, { declined_at: now, decline_reason: reason ?? null }, now);
    });
    return this.afterTransition(actor, bookingId, 'booking.declined');
  }

  /** The sitter marks an in-progress booking completed (the scheduler does it at the end otherwise). */
  async complete(actor: User, bookingId: string): Promise<Booking> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockForSitter(manager, actor, bookingId, 'complete');
      assertTransition('complete', row.status);
      await this.writer.transition(manager, bookingId, 'complete', row.status, { completed_at: now }, now);
    });
    return this.afterTransition(actor, bookingId, 'booking.completed');
  }

  /** What cancelling now would refund the owner (owner or sitter of the booking). */
  async cancellationPreview(actor: User, bookingId: string): Promise<CancellationPreview> {
    const row = await this.reads.find(this.dataSource.manager, bookingId);
    const role = row && viewerRoleOf(actor, row);
    if (!row || (role !== 'owner' && role !== 'sitter')) throw new BookingsError('BOOKING_NOT_FOUND');
    assertTransition('cancel', row.status);
    return this.refundPreview(row, role, this.clock.now());
  }

  /**
   * Owner or sitter cancels a requested, accepted or paid booking. A paid booking is refunded per
   * the frozen policy (owner) or in full (sitter): the refund is recorded here, in the same
   * transaction, and issued through the payment provider by the payments module on booking.cancelled.
   * `ownerAsked` (the sitter only): the owner asked for it; recorded for the owner to confirm, and
   * only once confirmed not held against the sitter's record (docs/reliability.md).
   */
  async cancel(actor: User, bookingId: string, ownerAsked = false): Promise<Booking> {
    const now = this.clock.now();
    const kept = await this.dataSource.transaction(async (manager) => {
      const row = await this.reads.lock(manager, bookingId);
      const role = row && viewerRoleOf(actor, row);
      if (!row || !role) throw new BookingsError('BOOKING_NOT_FOUND');
      if (role === 'admin') throw new DomainError(DomainErrorCode.NotAllowed, 'Only the owner or the sitter can cancel this booking');
      assertTransition('cancel', row.status);
      if (role === 'sitter' && row.status === 'requested') {
        throw new BookingsError('BOOKING_STATE_CONFLICT', 'Decline the request instead of cancelling it');
      }
      if (ownerAsked && role !== 'sitter') throw new ReliabilityError('OWNER_ASKED_BY_SITTER_ONLY');
      // A paid booking whose standby sitters opted in stays paid while they are offered it (docs/standby.md).
      if (role === 'sitter' && row.status === 'paid' && (await this.handoffs.keptOnSitterCancel(manager, row, now))) {
        if (ownerAsked) await this.cancellationRecords.sitterSaysOwnerAsked(manager, row, row.sitter_first_name, now);
        return true;
      }
      const preview = this.refundPreview(row, role, now);
      const refunded = row.status === 'paid';
      await this.writer.transition(
        manager,
        bookingId,
        'cancel',
        row.status,
        {
          cancelled_at: now,
          cancelled_by: role,
          refund_cents: refunded ? preview.refundCents : null,
          refund_reason: refunded ? preview.reason : null,
        },
        now,
      );
      await this.availability.releaseBooking(manager, bookingId);
      if (refunded && preview.refundCents > 0) await this.recordRefund(manager, bookingId, preview.refundCents);
      if (ownerAsked) await this.cancellationRecords.sitterSaysOwnerAsked(manager, row, row.sitter_first_name, now);
      return false;
    });
    if (kept) {
      const row = await this.reads.read(this.dataSource.manager, bookingId);
      await this.events.publish('booking.sitter_withdrew', { ...bookingEventPayload(row), at: now.toISOString() });
      return toBookingResponse(row, 'sitter');
    }
    return this.afterTransition(actor, bookingId, 'booking.cancelled');
  }

  /**
   * Cancels a paid booking its sitter withdrew from when no standby took it (docs/standby.md), in
   * the caller's transaction: cancelled by the sitter, refunded in full like any sitter's cancel.
   * The caller publishes booking.cancelled once it committed. False when it is no longer paid.
   */
  async cancelWithdrawnInTransaction(manager: EntityManager, bookingId: string, now: Date): Promise<boolean> {
    const row = await this.reads.lock(manager, bookingId);
    if (!row || row.status !== 'paid') return false;
    await this.writer.transition(
      manager,
      bookingId,
      'cancel',
      row.status,
      { cancelled_at: now, cancelled_by: 'sitter', refund_cents: row.total_cents, refund_reason: 'cancelled_by_sitter' },
      now,
    );
    await this.availability.releaseBooking(manager, bookingId);
    if (row.total_cents > 0) await this.recordRefund(manager, bookingId, row.total_cents);
    return true;
  }

  /**
   * An admin cancels a requested, accepted or paid booking and refunds `refund(paidCents)` of what
   * was paid (0 unless paid; the callback may throw to refuse), recorded like any cancel's refund
   * and issued by the payments module on booking.cancelled. `inTransaction` runs in the same
   * transaction after the change, with the booking as it was and the refund (the audit row, the
   * notices). 404 unknown, 409 not cancellable.
   */
  async cancelAsAdmin(
    admin: User,
    bookingId: string,
    refund: (paidCents: number) => number,
    inTransaction: (manager: EntityManager, cancelled: { row: BookingRow; refundCents: number }) => Promise<void>,
  ): Promise<Booking> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.reads.lock(manager, bookingId);
      if (!row) throw new BookingsError('BOOKING_NOT_FOUND');
      assertTransition('cancel', row.status);
      const paid = row.status === 'paid';
      const refundCents = refund(paid ? row.total_cents : 0);
      await this.writer.transition(
        manager,
        bookingId,
        'cancel',
        row.status,
        { cancelled_at: now, cancelled_by: 'admin', refund_cents: paid ? refundCents : null, refund_reason: null },
        now,
      );
      await this.availability.releaseBooking(manager, bookingId);
      if (refundCents > 0) await this.recordRefund(manager, bookingId, refundCents);
      await inTransaction(manager, { row, refundCents });
    });
    return this.afterTransition(admin, bookingId, 'booking.cancelled');
  }

  /**
   * An admin refunds `amountCents` of a completed stay: recorded like a cancellation's
   * refund (a pending `payment_refunds` row and each party's share in the ledger) and issued by the
   * payments module on `payment.refund_queued` after the commit. `inTransaction` runs in the same
   * transaction (the payout, the referral credit, the audit row, the notices). 404 unknown, 409
   * not completed, 400 for more than is left to refund.
   */
  async refundCompletedAsAdmin(
    bookingId: string,
    amountCents: number,
    inTransaction: (manager: EntityManager, refunded: { row: BookingRow; refundCents: number }) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.reads.lock(manager, bookingId);
      if (!row) throw new BookingsError('BOOKING_NOT_FOUND');
      if (row.status !== 'completed') {
        throw new BookingsError('BOOKING_STATE_CONFLICT', 'Only a completed stay is refunded this way: cancel the booking instead');
      }
      const [refunded] = (await manager.query(
        `SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM payment_refunds WHERE booking_id = $1 AND status <> 'failed'`,
        [bookingId],
      )) as [{ cents: number }];
      const left = row.total_cents - refunded.cents;
      if (left <= 0) throw new BookingsError('BOOKING_STATE_CONFLICT', 'This stay has already been refunded in full');
      if (amountCents > left)
        throw new BookingsError('INVALID_BOOKING_REQUEST', `The refund can be at most ${formatAud(left)}, what is left of the payment`);
      await this.recordRefund(manager, bookingId, amountCents);
      await inTransaction(manager, { row, refundCents: amountCents });
    });
    await this.events.publish('payment.refund_queued', { bookingId });
  }

  /**
   * Refunds care that did not happen (a missed visit of a drop-in or walk booking; care/): records a
   * pending refund of `amountCents`, at most what is left of the payment, in the caller's transaction,
   * as an admin's refund of a completed stay is recorded. The caller publishes `payment.refund_queued`
   * once it committed (the payments module issues it; its retry sweep does if that is lost).
   * Returns the cents recorded (0 when nothing is left to refund).
   */
  async refundInTransaction(manager: EntityManager, bookingId: string, amountCents: number): Promise<number> {
    const [row] = (await manager.query(
      `SELECT b.total_cents - coalesce((SELECT sum(r.amount_cents) FROM payment_refunds r WHERE r.booking_id = b.id AND r.status <> 'failed'), 0)::int AS left_cents
         FROM bookings b WHERE b.id = $1 AND b.status IN ('paid', 'in_progress', 'completed')`,
      [bookingId],
    )) as { left_cents: number }[];
    const cents = Math.min(amountCents, row?.left_cents ?? 0);
    if (cents <= 0) return 0;
    await this.recordRefund(manager, bookingId, cents);
    return cents;
  }

  /**
   * Declines every open request (status requested) the user made as an owner or received as a
   * sitter, in the caller's transaction (an account being suspended). Returns them for
   * `publishDeclined` after the commit.
   */
  async declineOpenRequestsOf(manager: EntityManager, userId: string, now: Date): Promise<ChangedBooking[]> {
    const open = (await manager.query(
      `SELECT id, owner_id, sitter_id FROM bookings WHERE ${pendingRequestSql('bookings')} AND (owner_id = $1 OR sitter_id = $1) ORDER BY id FOR UPDATE`,
      [userId],
    )) as ChangedBooking[];
    for (const row of open) await this.writer.transition(manager, row.id, 'decline', 'requested', { declined_at: now }, now);
    return open;
  }

  /** booking.declined for each request declined by declineOpenRequestsOf, once its transaction committed. */
  async publishDeclined(rows: readonly ChangedBooking[]): Promise<void> {
    for (const row of rows) await publishBookingEvent(this.events, 'booking.declined', row);
  }

  /** Records a pending refund of `amountCents` (issued by the payments module on booking.cancelled) and what each party gives back in the ledger. */
  private async recordRefund(manager: EntityManager, bookingId: string, amountCents: number): Promise<void> {
    await manager.query(
      `INSERT INTO payment_refunds (booking_id, sequence, provider, amount_cents, status)
       SELECT $1, ${nextRefundSequenceSql('$1')}, COALESCE(b.payment_provider, 'sandbox'), $2, 'pending' FROM bookings b WHERE b.id = $1`,
      [bookingId, amountCents],
    );
    await this.ledger.recordRefundOwed(manager, bookingId, amountCents);
  }

  private refundPreview(row: BookingRow, role: 'owner' | 'sitter', now: Date): CancellationPreview {
    const refund = this.money.refundFor({
      policy: row.cancellation_policy,
      startsAt: row.starts_at,
      cancelledAt: now,
      totalCents: row.total_cents,
      cancelledBy: role satisfies CancelledBy,
    });
    if (row.status !== 'paid') {
      return { refundCents: 0, fraction: 0, reason: 'not_paid', fullRefundUntil: refund.fullRefundUntil.toISOString() };
    }
    return {
      refundCents: refund.refundCents,
      fraction: refund.fraction,
      reason: refund.reason,
      fullRefundUntil: refund.fullRefundUntil.toISOString(),
    };
  }

  /** Locks the booking for a sitter-only transition: 404 unless visible, 403 unless the actor is its sitter. */
  private async lockForSitter(manager: EntityManager, actor: User, bookingId: string, what: string): Promise<BookingRow> {
    const row = await this.reads.lock(manager, bookingId);
    const role = row && viewerRoleOf(actor, row);
    if (!row || !role) throw new BookingsError('BOOKING_NOT_FOUND');
    if (role !== 'sitter') throw new DomainError(DomainErrorCode.NotAllowed, `Only the sitter can ${what} this booking`);
    return row;
  }

  /** The calendar days of a booking, and whether it is visits or walks (which take time slots, not days). */
  private async daysOf(manager: EntityManager, bookingId: string): Promise<{ timed: boolean; days: string[] }> {
    const [row] = (await manager.query(
      `SELECT service, start_date::text AS start_date, end_date::text AS end_date FROM bookings WHERE id = $1`,
      [bookingId],
    )) as {
      service: ServiceType;
      start_date: string;
      end_date: string;
    }[];
    return { timed: TIMED_SERVICES.includes(row!.service), days: bookedDays(row!.service, row!.start_date, row!.end_date) };
  }

  private async afterTransition(actor: User, bookingId: string, event: BookingEventName): Promise<Booking> {
    const row = await this.reads.read(this.dataSource.manager, bookingId);
    await publishBookingEvent(this.events, event, row);
    return toBookingResponse(row, viewerRoleOf(actor, row) ?? 'admin');
  }
}
