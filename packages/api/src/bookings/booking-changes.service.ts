import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BOOKING_CHANGE_NOTICE_KINDS,
  type BookingChange,
  type BookingChangeFields,
  type BookingChangeSide,
  type BookingChangeStatus,
  type BookingChangesResponse,
  type BookingStatus,
  CHANGE_PAYMENT_WINDOW_HOURS,
  CHANGE_RESPONSE_HOURS,
  CHANGES_PER_BOOKING_MAX,
  type ChangeProposer,
  isTimedService,
  paths,
} from '@pawpal/contract';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { AvailabilityError } from '../availability/availability.errors.js';
import { AvailabilityService } from '../availability/availability.service.js';
import { LedgerService, type PriceParts } from '../ledger/ledger.service.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { formatAud, MoneyService } from '../money/index.js';
import { NoticesService } from '../notices/notices.service.js';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { EventBus } from '../platform/events/event-bus.js';
import { SchedulerService, type SweepReport } from '../platform/scheduler/scheduler.service.js';
import { isUuid } from '../platform/validation/uuid.js';
import { type User } from '../users/user.entity.js';
import { BookingReadsService } from './booking-reads.service.js';
import { BookingRequestsService } from './booking-requests.service.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { type BookingRow, priceOf, unitLabel, viewerRoleOf } from './booking-view.js';
import { publishBookingEvent } from './booking-events.js';
import { type ChangedStay, BookingWriter } from './booking-writer.js';
import { BookingChangesError } from './booking-changes.errors.js';
import { MS_PER_HOUR } from './bookings.constants.js';
import { BookingsError } from './bookings.errors.js';
import { type ProposeChangeInput } from './dto/booking-change.input.js';
import { bookedDays, planStay } from './stay.js';

/** Booking statuses a change may be proposed to, and applied to. */
const CHANGEABLE: readonly BookingStatus[] = ['requested', 'accepted', 'paid'];
const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';
const ONE_OPEN_INDEX = 'booking_changes_one_open';
/** Most changes one lapse sweep run closes (the rest on the next run). */
const LAPSE_BATCH = 200;

interface ChangeRow {
  id: string;
  booking_id: string;
  proposed_by: ChangeProposer;
  changes: BookingChangeFields;
  message: string;
  before: BookingChangeSide;
  after: BookingChangeSide;
  delta_cents: number;
  status: BookingChangeStatus;
  respond_by: Date;
  pay_by: Date | null;
  refund_cents: number | null;
  created_at: Date;
  decided_at: Date | null;
}

const CHANGE_COLUMNS = `id, booking_id, proposed_by, changes, message, before, after, delta_cents, status, respond_by, pay_by, refund_cents, created_at, decided_at`;

function toBookingChange(row: ChangeRow): BookingChange {
  return {
    id: row.id,
    bookingId: row.booking_id,
    proposedBy: row.proposed_by,
    changes: row.changes,
    message: row.message,
    quote: { before: row.before, after: row.after, deltaCents: row.delta_cents },
    respondBy: row.respond_by.toISOString(),
    status: row.status,
    payBy: row.pay_by?.toISOString() ?? null,
    refundCents: row.refund_cents,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** A change priced against the booking as it is now: the stay to write and both sides for people to see. */
interface PlannedChange {
  stay: ChangedStay;
  before: BookingChangeSide;
  after: BookingChangeSide;
  deltaCents: number;
}

/** A change waiting for the owner's payment, and what they owe. */
export interface ChangeDue {
  id: string;
  bookingId: string;
  ownerId: string;
  amountCents: number;
}

interface Party {
  userId: string;
  email: string;
  firstName: string;
}

/** What to do once the change's transaction committed: live updates, refunds to issue. */
type AfterCommit = (() => Promise<void>)[];

/**
 * Changes to a booking (docs/bookings.md, "Changes to a booking"): the owner or the sitter
 * proposes new dates, pets, service or handover times; the other side accepts or declines within
 * CHANGE_RESPONSE_HOURS (or before the start); the proposer may withdraw it. Accepting re-prices
 * the change with today's rules and applies it through the bookings writer in one transaction
 * (the slots' exclusion constraint re-checks availability): a lower price on a paid booking is
 * refunded by the cancellation policy for the removed part (in full when the sitter proposed
 * it); a higher one is charged to the owner's saved card (payments/), or waits for the owner to pay
 * from the booking page within CHANGE_PAYMENT_WINDOW_HOURS, and is
 * applied with its ledger charge when paid. The lapse sweep closes changes unanswered or unpaid in
 * time. The one writer of `booking_changes`.
 */
@Injectable()
export class BookingChangesService implements OnModuleInit {
  /** Who charges the owner's saved card when a change starts waiting for payment (payments/ registers it). */
  private chargeSavedCard: ((changeId: string) => Promise<void>) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly money: MoneyService,
    private readonly availability: AvailabilityService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly reads: BookingReadsService,
    private readonly requests: BookingRequestsService,
    private readonly transitions: BookingTransitionsService,
    private readonly writer: BookingWriter,
    private readonly ledger: LedgerService,
    private readonly mail: MailQueue,
    private readonly notices: NoticesService,
    private readonly scheduler: SchedulerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'booking-change-lapse',
      transaction: 'shared',
      counts: ['changesLapsed'],
      run: (now, manager) => this.lapseDue(manager, now),
    });
  }

  /**
   * Registers the payments module's charge of the owner's saved card, tried once a change awaits
   * payment (bookings/ cannot import payments/, which imports it). When it cannot charge, the
   * change keeps waiting for the owner to pay from the booking page until payBy.
   */
  onAwaitingPayment(charge: (changeId: string) => Promise<void>): void {
    this.chargeSavedCard = charge;
  }

  /** The booking's changes, newest first (its owner and sitter only). */
  async list(actor: User, bookingId: string): Promise<BookingChangesResponse> {
    const row = await this.reads.find(this.dataSource.manager, bookingId);
    partyOf(actor, row);
    const rows = (await this.dataSource.query(
      `SELECT ${CHANGE_COLUMNS} FROM booking_changes WHERE booking_id = $1 ORDER BY created_at DESC, id LIMIT ${CHANGES_PER_BOOKING_MAX}`,
      [bookingId],
    )) as ChangeRow[];
    return { changes: rows.map(toBookingChange) };
  }

  /** The owner or the sitter proposes a change (201); one open change per booking (409 while one waits). */
  async propose(actor: User, bookingId: string, input: ProposeChangeInput): Promise<BookingChange> {
    const now = this.clock.now();
    const after: AfterCommit = [];
    const changeId = await this.dataSource
      .transaction(async (manager) => {
        const row = await this.reads.lock(manager, bookingId);
        const role = partyOf(actor, row);
        assertChangeable(row!, now);
        const fields = fieldsOf(input);
        const plan = await this.plan(manager, row!, fields, now);
        const respondBy = new Date(Math.min(now.getTime() + CHANGE_RESPONSE_HOURS * MS_PER_HOUR, row!.starts_at.getTime()));
        const [inserted] = (await manager.query(
          `INSERT INTO booking_changes (booking_id, proposed_by, proposer_id, changes, message, before, after, delta_cents, status, respond_by,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $10) RETURNING id`,
          [row!.id, role, actor.id, fields, input.message, plan.before, plan.after, plan.deltaCents, respondBy, now],
        )) as [{ id: string }];
        const other = await this.party(manager, row!, role === 'owner' ? 'sitter' : 'owner');
        const proposer = role === 'owner' ? row!.owner_first_name : row!.sitter_first_name;
        await this.tell(manager, other, row!.id, inserted.id, {
          kind: BOOKING_CHANGE_NOTICE_KINDS.proposed,
          title: `${proposer} proposed a change to your booking`,
          body: `${describeChange(plan)} Answer by ${formatWhen(respondBy, row!.time_zone)}. “${input.message}”`,
          action: 'Answer the change',
        });
        after.push(() => this.live(row!, `${proposer} proposed a change: ${describeChange(plan)}`));
        return inserted.id;
      })
      .catch((error: unknown) => {
        if (isViolation(error, UNIQUE_VIOLATION, ONE_OPEN_INDEX)) throw new BookingChangesError('BOOKING_CHANGE_OPEN');
        throw error;
      });
    for (const task of after) await task();
    return this.read(changeId);
  }

  /**
   * The other side accepts: re-priced now; applied at once unless the owner owes more on a paid
   * booking (then it waits for the payment, availability checked now and again when paid).
   */
  async accept(actor: User, changeId: string): Promise<BookingChange> {
    const now = this.clock.now();
    const after: AfterCommit = [];
    await this.mapCollision(() =>
      this.dataSource.transaction(async (manager) => {
        const { change, row, role } = await this.lockToAnswer(manager, actor, changeId, now);
        const plan = await this.plan(manager, row, change.changes, now);
        const answerer = role === 'owner' ? row.owner_first_name : row.sitter_first_name;
        if (row.status === 'paid' && plan.deltaCents > 0) {
          // Check now that the new stay fits, without keeping it: the payment applies it.
          await manager.query(`SAVEPOINT change_fits`);
          await this.applyStay(manager, row, plan, now);
          await manager.query(`ROLLBACK TO SAVEPOINT change_fits`);
          const payBy = new Date(
            Math.min(now.getTime() + CHANGE_PAYMENT_WINDOW_HOURS * MS_PER_HOUR, row.starts_at.getTime(), plan.stay.startsAt.getTime()),
          );
          await this.update(manager, change.id, 'awaiting_payment', now, { plan, payBy });
          const owner = await this.party(manager, row, 'owner');
          await this.tell(manager, owner, row.id, change.id, {
            kind: BOOKING_CHANGE_NOTICE_KINDS.accepted,
            title: `Pay ${formatAud(plan.deltaCents)} to confirm the change to your booking`,
            body: `${describeChange(plan)} Pay the difference by ${formatWhen(payBy, row.time_zone)} or the change lapses.`,
            action: 'Pay the difference',
          });
          if (role === 'owner') {
            const sitter = await this.party(manager, row, 'sitter');
            await this.tell(manager, sitter, row.id, change.id, {
              kind: BOOKING_CHANGE_NOTICE_KINDS.accepted,
              title: `${answerer} accepted the change to your booking`,
              body: `${describeChange(plan)} It applies once ${answerer} pays the difference.`,
            });
          }
          after.push(() => this.live(row, `${answerer} accepted the change; ${formatAud(plan.deltaCents)} to pay`));
          after.push(() => this.chargeSavedCard?.(change.id) ?? Promise.resolve());
          return;
        }
        const refundCents = await this.applyAccepted(manager, change, row, plan, now);
        await this.update(manager, change.id, 'applied', now, { plan, refundCents });
        await this.tellApplied(manager, row, change.id, plan, refundCents);
        after.push(() => this.live(row, `${answerer} accepted the change: ${describeChange(plan)}`));
        after.push(() => publishBookingEvent(this.events, 'booking.changed', row));
        if (refundCents > 0) after.push(() => this.events.publish('payment.refund_queued', { bookingId: row.id }));
      }),
    );
    for (const task of after) await task();
    return this.read(changeId);
  }

  /** The other side declines a pending change. */
  async decline(actor: User, changeId: string): Promise<BookingChange> {
    return this.close(actor, changeId, 'declined');
  }

  /** The proposer withdraws their change while it waits for an answer (or for the owner's payment). */
  async withdraw(actor: User, changeId: string): Promise<BookingChange> {
    return this.close(actor, changeId, 'withdrawn');
  }

  /**
   * For the payments module: the change the owner is about to pay (owner only, awaiting payment, in
   * time), with the amount, after checking the new stay still fits (so a collision refuses before
   * any money moves).
   */
  async payable(actor: User, changeId: string): Promise<ChangeDue> {
    return this.due((manager) => this.lockChange(manager, actor, changeId));
  }

  /** As `payable`, for the charge of the owner's saved card right after the change was accepted. */
  async dueFor(changeId: string): Promise<ChangeDue> {
    return this.due(async (manager) => {
      const [change] = (await manager.query(`SELECT booking_id FROM booking_changes WHERE id = $1`, [changeId])) as {
        booking_id: string;
      }[];
      const row = change && (await this.reads.lock(manager, change.booking_id));
      if (!row) throw new BookingChangesError('BOOKING_CHANGE_NOT_FOUND');
      const [locked] = (await manager.query(`SELECT ${CHANGE_COLUMNS} FROM booking_changes WHERE id = $1 FOR UPDATE`, [changeId])) as [
        ChangeRow,
      ];
      return { change: locked, row, role: 'owner' as const };
    });
  }

  private async due(
    lock: (manager: EntityManager) => Promise<{ change: ChangeRow; row: BookingRow; role: ChangeProposer }>,
  ): Promise<ChangeDue> {
    const now = this.clock.now();
    return this.mapCollision(() =>
      this.dataSource.transaction(async (manager) => {
        const { change, row, role } = await lock(manager);
        if (role !== 'owner') throw new BookingChangesError('BOOKING_CHANGE_NOT_YOURS', 'Only the owner pays for a change');
        assertPayable(change, row, now);
        const plan = this.planFrom(change, row);
        await manager.query(`SAVEPOINT change_fits`);
        await this.applyStay(manager, row, plan, now);
        await manager.query(`ROLLBACK TO SAVEPOINT change_fits`);
        return { id: change.id, bookingId: row.id, ownerId: row.owner_id, amountCents: plan.deltaCents };
      }),
    );
  }

  /**
   * The owner's payment of the difference arrived (payments/): applies the change and posts the
   * difference to the ledger in one transaction. False when the change could no longer be applied
   * (lapsed or withdrawn meanwhile, or the booking changed): the caller refunds the payment.
   */
  async applyPaid(changeId: string, payment: { provider: string; chargeId: string }): Promise<boolean> {
    const now = this.clock.now();
    const after: AfterCommit = [];
    const applied = await this.dataSource
      .transaction(async (manager) => {
        const [change] = (await manager.query(`SELECT ${CHANGE_COLUMNS} FROM booking_changes WHERE id = $1 FOR UPDATE`, [changeId])) as
          ChangeRow[] | [];
        const row = change && (await this.reads.lock(manager, change.booking_id));
        if (!change || !row) return false;
        try {
          assertPayable(change, row, now);
        } catch {
          return false;
        }
        const plan = this.planFrom(change, row);
        await this.applyStay(manager, row, plan, now);
        await this.ledger.recordChangeCharge(manager, row.id, partsOfRow(row), partsOfStay(plan.stay));
        await this.update(manager, change.id, 'applied', now, { payment });
        await this.tellApplied(manager, row, change.id, plan, 0);
        after.push(() => this.live(row, `${row.owner_first_name} paid ${formatAud(change.delta_cents)}: the change applies`));
        after.push(() => publishBookingEvent(this.events, 'booking.changed', row));
        return true;
      })
      .catch((error: unknown) => {
        if (isViolation(error, EXCLUSION_VIOLATION) || error instanceof AvailabilityError) return false;
        throw error;
      });
    for (const task of after) await task();
    return applied;
  }

  /** One change as its booking's owner or sitter sees it (404 for anyone else). */
  async view(actor: User, changeId: string): Promise<BookingChange> {
    const change = await this.find(this.dataSource.manager, changeId);
    partyOf(actor, change && (await this.reads.find(this.dataSource.manager, change.booking_id)), 'BOOKING_CHANGE_NOT_FOUND');
    return toBookingChange(change!);
  }

  /** The lapse sweep: pending changes past respondBy and accepted ones unpaid past payBy lapse; both sides are told. */
  private async lapseDue(manager: EntityManager, now: Date): Promise<SweepReport> {
    const lapsed = (await manager.query(
      `UPDATE booking_changes SET status = 'lapsed', decided_at = $1, updated_at = $1
        WHERE id IN (SELECT id FROM booking_changes
                      WHERE (status = 'pending' AND respond_by <= $1) OR (status = 'awaiting_payment' AND pay_by <= $1)
                      ORDER BY created_at LIMIT ${LAPSE_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, booking_id, pay_by`,
      [now],
    )) as [{ id: string; booking_id: string; pay_by: Date | null }[], number];
    const rows = lapsed[0];
    const live: BookingRow[] = [];
    for (const change of rows) {
      const row = await this.reads.read(manager, change.booking_id);
      for (const side of ['owner', 'sitter'] as const) {
        await this.tell(manager, await this.party(manager, row, side), row.id, change.id, {
          kind: BOOKING_CHANGE_NOTICE_KINDS.lapsed,
          title: 'A change to your booking lapsed',
          body: change.pay_by
            ? 'The difference was not paid in time, so the booking stays as it was.'
            : 'It was not answered in time, so the booking stays as it was.',
        });
      }
      live.push(row);
    }
    return {
      counts: { changesLapsed: rows.length },
      afterCommit: async () => {
        for (const row of live) await this.live(row, 'A change to the booking lapsed');
      },
    };
  }

  private async close(actor: User, changeId: string, to: 'declined' | 'withdrawn'): Promise<BookingChange> {
    const now = this.clock.now();
    const after: AfterCommit = [];
    await this.dataSource.transaction(async (manager) => {
      const { change, row, role } = await this.lockChange(manager, actor, changeId);
      const proposer = role === change.proposed_by;
      if (to === 'declined' ? proposer : !proposer) throw new BookingChangesError('BOOKING_CHANGE_NOT_YOURS');
      const open: BookingChangeStatus[] = to === 'declined' ? ['pending'] : ['pending', 'awaiting_payment'];
      if (!open.includes(change.status)) throw new BookingChangesError('BOOKING_CHANGE_DECIDED');
      await this.update(manager, change.id, to, now, {});
      const name = role === 'owner' ? row.owner_first_name : row.sitter_first_name;
      const other = await this.party(manager, row, role === 'owner' ? 'sitter' : 'owner');
      await this.tell(manager, other, row.id, change.id, {
        kind: to === 'declined' ? BOOKING_CHANGE_NOTICE_KINDS.declined : BOOKING_CHANGE_NOTICE_KINDS.withdrawn,
        title: `${name} ${to} the change to your booking`,
        body: 'The booking stays as it was.',
      });
      after.push(() => this.live(row, `${name} ${to} the change`));
    });
    for (const task of after) await task();
    return this.read(changeId);
  }

  /**
   * Applies an accepted change that needs no payment. On a paid booking a lower price is refunded:
   * the removed part's price as if cancelled now under the booking's policy, or all of it when the
   * sitter proposed the change. The refund is recorded on the price before the change (each
   * party's share of what was paid), then the booking takes its new price. Returns the refund.
   */
  private async applyAccepted(manager: EntityManager, change: ChangeRow, row: BookingRow, plan: PlannedChange, now: Date): Promise<number> {
    let refundCents = 0;
    if (row.status === 'paid' && plan.deltaCents < 0) {
      const removedCents = -plan.deltaCents;
      refundCents =
        change.proposed_by === 'sitter'
          ? removedCents
          : this.money.refundFor({
              policy: row.cancellation_policy,
              startsAt: row.starts_at,
              cancelledAt: now,
              totalCents: removedCents,
              cancelledBy: 'owner',
            }).refundCents;
      if (refundCents > 0) refundCents = await this.transitions.refundInTransaction(manager, row.id, refundCents);
    }
    await this.applyStay(manager, row, plan, now);
    return refundCents;
  }

  /** Writes the new stay through the writer and moves a committed stay's booked days (409 on a collision). */
  private async applyStay(manager: EntityManager, row: BookingRow, plan: PlannedChange, now: Date): Promise<void> {
    await this.writer.applyChange(manager, row.id, row.status, plan.stay, now);
    if (row.status === 'requested') return;
    const days = bookedDays(plan.stay.service, plan.stay.startDate, plan.stay.endDate);
    await this.availability.releaseBooking(manager, row.id);
    if (isTimedService(plan.stay.service)) {
      const taken = await this.availability.unavailableDays(manager, row.sitter_id, days, row.id);
      if (taken.length > 0) throw new AvailabilityError('SITTER_UNAVAILABLE', `The sitter is not available on ${taken.join(', ')}`);
    } else {
      await this.availability.markBooked(manager, row.sitter_id, days, row.id);
    }
  }

  /** Prices `fields` against the booking as it is now, with the sitter's current rate and fees. */
  private async plan(manager: EntityManager, row: BookingRow, fields: BookingChangeFields, now: Date): Promise<PlannedChange> {
    const service = fields.service ?? row.service;
    const timed = isTimedService(service);
    const wasTimed = isTimedService(row.service);
    const request = {
      service,
      startDate: fields.startDate ?? row.start_date,
      endDate: fields.endDate ?? row.end_date,
      ...(timed && wasTimed ? { startTime: row.start_time, endTime: row.end_time } : {}),
      ...(!timed
        ? {
            dropOffTime: fields.dropOffTime ?? (wasTimed ? undefined : row.start_time),
            pickUpTime: fields.pickUpTime ?? (wasTimed ? undefined : row.end_time),
          }
        : {}),
    };
    const stay = planStay(request, row.time_zone, now);
    const [offer] = (await manager.query(`SELECT price_cents FROM sitter_services WHERE sitter_id = $1 AND type = $2`, [
      row.sitter_id,
      service,
    ])) as { price_cents: number }[];
    if (!offer) throw new BookingsError('INVALID_BOOKING_REQUEST', `${row.sitter_first_name} doesn't offer that service`);
    const petIds = fields.petIds ? [...new Set(fields.petIds)] : row.pets.map((pet) => pet.id);
    if (fields.petIds) await this.requests.checkPetsFor(manager, { id: row.owner_id }, row.sitter_id, petIds);
    const quote = this.money.quote({ unitPriceCents: offer.price_cents, units: stay.units });
    // The referral discount and credit of the booking stay as they were: the change re-prices the care.
    const totalCents = quote.totalCents - row.referral_discount_cents - row.credit_applied_cents - row.standby_top_up_cents;
    if (totalCents < 0) throw new BookingsError('INVALID_BOOKING_REQUEST', 'This change would cost less than the discount already given');
    const changed: ChangedStay = {
      service,
      startDate: request.startDate,
      endDate: request.endDate,
      startTime: stay.startTime,
      endTime: stay.endTime,
      startsAt: stay.startsAt,
      endsAt: stay.endsAt,
      units: stay.units,
      unitPriceCents: offer.price_cents,
      subtotalCents: quote.subtotalCents,
      bookingFeeCents: quote.bookingFeeCents,
      bookingFeeGstCents: quote.bookingFeeGstCents,
      totalCents,
      commissionCents: quote.commissionCents,
      commissionGstCents: quote.commissionGstCents,
      sitterPayoutCents: quote.sitterPayoutCents,
      petIds,
    };
    const before: BookingChangeSide = {
      ...priceOf(row),
      startDate: row.start_date,
      endDate: row.end_date,
      startTime: row.start_time,
      endTime: row.end_time,
      petIds: row.pets.map((pet) => pet.id),
    };
    const afterSide: BookingChangeSide = {
      ...before,
      service,
      units: stay.units,
      unitLabel: unitLabel(service, stay.units),
      unitPriceCents: offer.price_cents,
      subtotalCents: quote.subtotalCents,
      bookingFeeCents: quote.bookingFeeCents,
      bookingFeeGstCents: quote.bookingFeeGstCents,
      totalCents,
      startsAt: stay.startsAt.toISOString(),
      endsAt: stay.endsAt.toISOString(),
      startDate: changed.startDate,
      endDate: changed.endDate,
      startTime: stay.startTime,
      endTime: stay.endTime,
      petIds,
    };
    if (sameStay(before, afterSide)) throw new BookingChangesError('BOOKING_CHANGE_EMPTY');
    return { stay: changed, before, after: afterSide, deltaCents: totalCents - row.total_cents };
  }

  /**
   * The stay an accepted change was priced with (kept on the change when it was accepted), its
   * split from the same rate and units; the difference is what the owner pays now.
   */
  private planFrom(change: ChangeRow, row: BookingRow): PlannedChange {
    const after = change.after;
    const quote = this.money.quote({ unitPriceCents: after.unitPriceCents, units: after.units });
    const totalCents = quote.totalCents - row.referral_discount_cents - row.credit_applied_cents - row.standby_top_up_cents;
    return {
      before: change.before,
      after,
      deltaCents: totalCents - row.total_cents,
      stay: {
        service: after.service,
        startDate: after.startDate,
        endDate: after.endDate,
        startTime: after.startTime,
        endTime: after.endTime,
        startsAt: new Date(after.startsAt),
        endsAt: new Date(after.endsAt),
        units: after.units,
        unitPriceCents: after.unitPriceCents,
        subtotalCents: quote.subtotalCents,
        bookingFeeCents: quote.bookingFeeCents,
        bookingFeeGstCents: quote.bookingFeeGstCents,
        totalCents,
        commissionCents: quote.commissionCents,
        commissionGstCents: quote.commissionGstCents,
        sitterPayoutCents: quote.sitterPayoutCents,
        petIds: after.petIds,
      },
    };
  }

  private async update(
    manager: EntityManager,
    changeId: string,
    status: BookingChangeStatus,
    now: Date,
    extra: { plan?: PlannedChange; payBy?: Date; refundCents?: number; payment?: { provider: string; chargeId: string } },
  ): Promise<void> {
    await manager.query(
      `UPDATE booking_changes SET status = $2, decided_at = COALESCE(decided_at, $3), updated_at = $3,
              after = COALESCE($4, after), before = COALESCE($5, before), delta_cents = COALESCE($6, delta_cents),
              pay_by = COALESCE($7, pay_by), refund_cents = COALESCE($8, refund_cents),
              charge_provider = COALESCE($9, charge_provider), charge_id = COALESCE($10, charge_id)
        WHERE id = $1`,
      [
        changeId,
        status,
        now,
        extra.plan ? JSON.stringify(extra.plan.after) : null,
        extra.plan ? JSON.stringify(extra.plan.before) : null,
        extra.plan?.deltaCents ?? null,
        extra.payBy ?? null,
        extra.refundCents ?? null,
        extra.payment?.provider ?? null,
        extra.payment?.chargeId ?? null,
      ],
    );
  }

  private async tellApplied(
    manager: EntityManager,
    row: BookingRow,
    changeId: string,
    plan: PlannedChange,
    refundCents: number,
  ): Promise<void> {
    const money =
      plan.deltaCents > 0
        ? ` ${formatAud(plan.deltaCents)} was charged.`
        : refundCents > 0
          ? ` ${formatAud(refundCents)} is refunded to the owner.`
          : '';
    for (const side of ['owner', 'sitter'] as const) {
      await this.tell(manager, await this.party(manager, row, side), row.id, changeId, {
        kind: BOOKING_CHANGE_NOTICE_KINDS.applied,
        title: 'Your booking was changed',
        body: `${describeChange(plan)}${money}`,
      });
    }
  }

  /** A notice and an email (with its push) to one side, in the change's transaction. */
  private async tell(
    manager: EntityManager,
    to: Party,
    bookingId: string,
    changeId: string,
    message: { kind: string; title: string; body: string; action?: string },
  ): Promise<void> {
    const link = paths.bookingNotification(bookingId);
    await this.notices.send(manager, to.userId, { kind: message.kind, title: message.title, body: message.body, link });
    await this.mail.enqueue(manager, {
      userId: to.userId,
      to: to.email,
      kind: 'booking_change',
      content: {
        subject: message.title,
        greeting: `Hi ${to.firstName},`,
        paragraphs: [message.body],
        action: { label: message.action ?? 'See the booking', url: `${this.config.appOrigin}${link}` },
      },
      dedupeKey: `booking_change:${changeId}:${message.kind}:${to.userId}`,
    });
  }

  private async party(manager: EntityManager, row: BookingRow, side: 'owner' | 'sitter'): Promise<Party> {
    const userId = side === 'owner' ? row.owner_id : row.sitter_id;
    const [user] = (await manager.query(`SELECT email, first_name FROM users WHERE id = $1`, [userId])) as [
      { email: string; first_name: string },
    ];
    return { userId, email: user.email, firstName: user.first_name };
  }

  /** The live update both sides' booking pages follow (they re-read the booking and its changes). */
  private live(row: BookingRow, summary: string): Promise<void> {
    return this.events.publish('care.updated', {
      bookingId: row.id,
      ownerId: row.owner_id,
      sitterId: row.sitter_id,
      visitId: null,
      incidentId: null,
      summary,
      at: this.clock.now().toISOString(),
    });
  }

  /** Locks a change and its booking for one of its parties (404 for anyone else, 403 for an admin). */
  private async lockChange(
    manager: EntityManager,
    actor: User,
    changeId: string,
  ): Promise<{ change: ChangeRow; row: BookingRow; role: ChangeProposer }> {
    const [found] = isUuid(changeId)
      ? ((await manager.query(`SELECT booking_id FROM booking_changes WHERE id = $1`, [changeId])) as { booking_id: string }[])
      : [];
    // The booking first, then the change: the order every change path takes, so none deadlock.
    const row = found && (await this.reads.lock(manager, found.booking_id));
    const role = partyOf(actor, row, 'BOOKING_CHANGE_NOT_FOUND');
    const [change] = (await manager.query(`SELECT ${CHANGE_COLUMNS} FROM booking_changes WHERE id = $1 FOR UPDATE`, [changeId])) as [
      ChangeRow,
    ];
    return { change, row: row!, role };
  }

  /** A pending change the actor may answer: the side that did not propose it, before respondBy, on a booking still changeable. */
  private async lockToAnswer(
    manager: EntityManager,
    actor: User,
    changeId: string,
    now: Date,
  ): Promise<{ change: ChangeRow; row: BookingRow; role: ChangeProposer }> {
    const locked = await this.lockChange(manager, actor, changeId);
    if (locked.role === locked.change.proposed_by) throw new BookingChangesError('BOOKING_CHANGE_NOT_YOURS');
    if (locked.change.status !== 'pending' || locked.change.respond_by.getTime() <= now.getTime()) {
      throw new BookingChangesError('BOOKING_CHANGE_DECIDED');
    }
    assertChangeable(locked.row, now);
    return locked;
  }

  private async mapCollision<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isViolation(error, EXCLUSION_VIOLATION)) throw new BookingsError('SITTER_ALREADY_BOOKED');
      throw error;
    }
  }

  private async find(manager: EntityManager, changeId: string): Promise<ChangeRow | undefined> {
    if (!isUuid(changeId)) return undefined;
    const [row] = (await manager.query(`SELECT ${CHANGE_COLUMNS} FROM booking_changes WHERE id = $1`, [changeId])) as ChangeRow[];
    return row;
  }

  private async read(changeId: string): Promise<BookingChange> {
    const row = await this.find(this.dataSource.manager, changeId);
    if (!row) throw new BookingChangesError('BOOKING_CHANGE_NOT_FOUND');
    return toBookingChange(row);
  }
}

/** The actor's side of the booking: 404 unless they may see it, 403 for an admin (who sees it but is not a party). */
function partyOf(
  actor: User,
  row: BookingRow | undefined,
  notFound: 'BOOKING_CHANGE_NOT_FOUND' | 'BOOKING_NOT_FOUND' = 'BOOKING_NOT_FOUND',
): ChangeProposer {
  const role = row && viewerRoleOf(actor, row);
  if (!row || !role) throw notFound === 'BOOKING_NOT_FOUND' ? new BookingsError('BOOKING_NOT_FOUND') : new BookingChangesError(notFound);
  if (role === 'admin') throw new BookingChangesError('BOOKING_CHANGE_PARTIES_ONLY');
  return role;
}

/** Requested, accepted or paid, and not started (a change lands before the care begins). */
function assertChangeable(row: BookingRow, now: Date): void {
  if (!CHANGEABLE.includes(row.status) || row.starts_at.getTime() <= now.getTime()) throw new BookingChangesError('BOOKING_NOT_CHANGEABLE');
}

function assertPayable(change: ChangeRow, row: BookingRow, now: Date): void {
  if (change.status !== 'awaiting_payment' || !change.pay_by || change.pay_by.getTime() <= now.getTime()) {
    throw new BookingChangesError('BOOKING_CHANGE_DECIDED', 'This change is not waiting for a payment');
  }
  if (row.status !== 'paid' || row.starts_at.getTime() <= now.getTime()) throw new BookingChangesError('BOOKING_NOT_CHANGEABLE');
}

function partsOfRow(row: BookingRow): PriceParts {
  return {
    totalCents: row.total_cents,
    bookingFeeCents: row.booking_fee_cents,
    bookingFeeGstCents: row.booking_fee_gst_cents,
    subtotalCents: row.subtotal_cents,
    commissionCents: row.commission_cents,
    commissionGstCents: row.commission_gst_cents,
  };
}

function partsOfStay(stay: ChangedStay): PriceParts {
  return {
    totalCents: stay.totalCents,
    bookingFeeCents: stay.bookingFeeCents,
    bookingFeeGstCents: stay.bookingFeeGstCents,
    subtotalCents: stay.subtotalCents,
    commissionCents: stay.commissionCents,
    commissionGstCents: stay.commissionGstCents,
  };
}

function fieldsOf(input: ProposeChangeInput): BookingChangeFields {
  const fields: BookingChangeFields = {};
  if (input.startDate !== undefined) fields.startDate = input.startDate;
  if (input.endDate !== undefined) fields.endDate = input.endDate;
  if (input.petIds !== undefined) fields.petIds = [...new Set(input.petIds)];
  if (input.service !== undefined) fields.service = input.service;
  if (input.dropOffTime !== undefined) fields.dropOffTime = input.dropOffTime;
  if (input.pickUpTime !== undefined) fields.pickUpTime = input.pickUpTime;
  if (Object.keys(fields).length === 0) throw new BookingChangesError('BOOKING_CHANGE_EMPTY');
  return fields;
}

function sameStay(a: BookingChangeSide, b: BookingChangeSide): boolean {
  return (
    a.service === b.service &&
    a.startsAt === b.startsAt &&
    a.endsAt === b.endsAt &&
    a.startTime === b.startTime &&
    a.endTime === b.endTime &&
    [...a.petIds].sort().join() === [...b.petIds].sort().join()
  );
}

/** "12 Mar – 15 Mar 2027, 3 nights, $172.50 (was $115.00)." */
function describeChange(plan: PlannedChange): string {
  const { after, before } = plan;
  return `${formatDay(after.startDate)} – ${formatDay(after.endDate)}, ${after.units} ${after.unitLabel}, ${formatAud(after.totalCents)} (was ${formatAud(before.totalCents)}).`;
}

function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

function formatWhen(at: Date, timeZone: string): string {
  return at.toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

function isViolation(error: unknown, code: string, constraint?: string): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === code && (constraint === undefined || driverError.constraint === constraint);
}
