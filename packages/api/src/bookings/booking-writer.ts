import { Injectable } from '@nestjs/common';
import { type BookingStatus, type CancellationPolicy, type DeclineReason, type ServiceType } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { BOOKING_EVENT_OF_TRANSITION, bookingEventPayload } from './booking-events.js';
import { type BookingTransition, canTransition, TRANSITIONS } from './booking-states.js';
import { BookingsError } from './bookings.errors.js';
import { assignInvoiceNumber } from './invoice-numbers.js';

/** The columns a transition may stamp besides status (one per transition, plus the cancel and accept details). */
export interface TransitionStamps {
  accepted_at?: Date;
  pay_by?: Date;
  declined_at?: Date;
  expired_at?: Date;
  started_at?: Date;
  completed_at?: Date;
  cancelled_at?: Date;
  /** `admin`: cancelled from the admin console (migration AdminAccounts allows it). */
  cancelled_by?: 'owner' | 'sitter' | 'admin';
  refund_cents?: number | null;
  refund_reason?: string | null;
  /** The sitter's reason for declining (DECLINE_REASONS), when they gave one. */
  decline_reason?: DeclineReason | null;
}

/** A priced request as stored (status requested). */
export interface NewBooking {
  ownerId: string;
  sitterId: string;
  service: ServiceType;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  units: number;
  unitPriceCents: number;
  subtotalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  /** What the owner pays: subtotal + booking fee + its GST − referralDiscountCents − creditAppliedCents. */
  totalCents: number;
  referralDiscountCents: number;
  creditAppliedCents: number;
  commissionCents: number;
  commissionGstCents: number;
  sitterPayoutCents: number;
  cancellationPolicy: CancellationPolicy;
  message: string | null;
  respondBy: Date;
  petIds: string[];
  /** The weekly care series this booking is an occurrence of (series/), if any. */
  seriesId?: string;
  /** The standby sitters named, in order (docs/standby.md); the standby module asks them. */
  standbySitterIds?: readonly string[];
}

/** A booking's stay and price after a change (docs/bookings.md, "Changes to a booking"). */
export interface ChangedStay {
  service: ServiceType;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  units: number;
  unitPriceCents: number;
  subtotalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  totalCents: number;
  commissionCents: number;
  commissionGstCents: number;
  sitterPayoutCents: number;
  petIds: string[];
}

export interface ChangedBooking {
  id: string;
  owner_id: string;
  sitter_id: string;
}

/** The deadline column a time-driven transition compares with now, and the column it stamps. */
export type DeadlineColumn = 'respond_by' | 'pay_by' | 'starts_at' | 'ends_at';
export type StampColumn = 'expired_at' | 'started_at' | 'completed_at';

const STAMP_COLUMNS = new Set<keyof TransitionStamps>([
  'accepted_at',
  'pay_by',
  'declined_at',
  'expired_at',
  'started_at',
  'completed_at',
  'cancelled_at',
  'cancelled_by',
  'refund_cents',
  'refund_reason',
  'decline_reason',
]);

/**
 * The one writer of the `bookings` table (and of a request's `booking_pets`): every INSERT and
 * UPDATE goes through here. Status changes follow TRANSITIONS (booking-states.ts) as conditional
 * UPDATEs (`WHERE status = ANY(from)`), so a concurrent change makes them touch nothing. The
 * request, transition and review services, the scheduler and the payment processing call it;
 * nobody else writes `bookings`. Each change records its event (booking.created, or the
 * transition's: BOOKING_EVENT_OF_TRANSITION) in the same transaction, in the EventOutbox, so what
 * the event causes (mail) cannot be lost to a stop right after the commit.
 */
@Injectable()
export class BookingWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
  ) {}

  /** Stores a request (status requested) with its pets; returns its id. */
  async insertRequest(manager: EntityManager, booking: NewBooking, now: Date): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, start_time, end_time, starts_at, ends_at,
         time_zone, units, unit_price_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents,
         commission_cents, commission_gst_cents, sitter_payout_cents, cancellation_policy, message, respond_by, created_at, updated_at,
         referral_discount_cents, credit_applied_cents, series_id)
       VALUES ($1, $2, $3, 'requested', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23, $24, $25, $26)
       RETURNING id`,
      [
        booking.ownerId,
        booking.sitterId,
        booking.service,
        booking.startDate,
        booking.endDate,
        booking.startTime,
        booking.endTime,
        booking.startsAt,
        booking.endsAt,
        booking.timeZone,
        booking.units,
        booking.unitPriceCents,
        booking.subtotalCents,
        booking.bookingFeeCents,
        booking.bookingFeeGstCents,
        booking.totalCents,
        booking.commissionCents,
        booking.commissionGstCents,
        booking.sitterPayoutCents,
        booking.cancellationPolicy,
        booking.message,
        booking.respondBy,
        now,
        booking.referralDiscountCents,
        booking.creditAppliedCents,
        booking.seriesId ?? null,
      ],
    )) as { id: string }[];
    await manager.query(`INSERT INTO booking_pets (booking_id, pet_id) SELECT $1, unnest($2::uuid[])`, [row!.id, booking.petIds]);
    await this.outbox.record(manager, 'booking.created', { bookingId: row!.id, ownerId: booking.ownerId, sitterId: booking.sitterId });
    if (booking.standbySitterIds?.length) {
      await this.outbox.record(manager, 'booking.standbys_named', {
        bookingId: row!.id,
        ownerId: booking.ownerId,
        sitterIds: [...booking.standbySitterIds],
      });
    }
    return row!.id;
  }

  /**
   * Moves one booking from `current` (as read under lock) along `transition`, stamping `stamps`.
   * 409 when the table does not allow it or when the row changed meanwhile.
   */
  async transition(
    manager: EntityManager,
    bookingId: string,
    transition: BookingTransition,
    current: BookingStatus,
    stamps: TransitionStamps,
    now: Date,
  ): Promise<void> {
    if (!canTransition(transition, current)) throw new Error(`Illegal booking transition ${transition} from ${current}`);
    const columns = Object.keys(stamps) as (keyof TransitionStamps)[];
    for (const column of columns) if (!STAMP_COLUMNS.has(column)) throw new Error(`Not a transition column: ${column}`);
    const set = columns.map((column, index) => `${column} = $${index + 5}`).join(', ');
    const [rows, affected] = (await manager.query(
      `UPDATE bookings SET status = $3, ${set ? `${set}, ` : ''}updated_at = $4 WHERE id = $1 AND status = $2 RETURNING id, owner_id, sitter_id`,
      [bookingId, current, TRANSITIONS[transition].to, now, ...columns.map((column) => stamps[column])],
    )) as [ChangedBooking[], number];
    if (affected !== 1)
      throw new BookingsError('BOOKING_STATE_CONFLICT', 'This booking was changed at the same time: reload and try again');
    await this.outbox.record(manager, BOOKING_EVENT_OF_TRANSITION[transition], bookingEventPayload(rows[0]!));
  }

  /**
   * Applies an accepted change to a requested, accepted or paid booking: its stay, price and pets,
   * in the caller's transaction. The status stays; a committed booking's slots move with it
   * (trigger booking_slots_sync), so a collision with another booking fails here with
   * booking_slots_no_overlap (SQLSTATE 23P01), as a new request would. The answer and pay-by
   * deadlines never fall after the new start. 409 when the booking changed status meanwhile.
   */
  async applyChange(manager: EntityManager, bookingId: string, current: BookingStatus, stay: ChangedStay, now: Date): Promise<void> {
    const [rows, affected] = (await manager.query(
      `UPDATE bookings SET service = $3, start_date = $4, end_date = $5, start_time = $6, end_time = $7, starts_at = $8, ends_at = $9,
              units = $10, unit_price_cents = $11, subtotal_cents = $12, booking_fee_cents = $13, booking_fee_gst_cents = $14,
              total_cents = $15, commission_cents = $16, commission_gst_cents = $17, sitter_payout_cents = $18,
              respond_by = LEAST(respond_by, $8::timestamptz), pay_by = CASE WHEN pay_by IS NULL THEN NULL ELSE LEAST(pay_by, $8::timestamptz) END,
              updated_at = $19
        WHERE id = $1 AND status = $2
        RETURNING id, owner_id, sitter_id`,
      [
        bookingId,
        current,
        stay.service,
        stay.startDate,
        stay.endDate,
        stay.startTime,
        stay.endTime,
        stay.startsAt,
        stay.endsAt,
        stay.units,
        stay.unitPriceCents,
        stay.subtotalCents,
        stay.bookingFeeCents,
        stay.bookingFeeGstCents,
        stay.totalCents,
        stay.commissionCents,
        stay.commissionGstCents,
        stay.sitterPayoutCents,
        now,
      ],
    )) as [ChangedBooking[], number];
    if (affected !== 1)
      throw new BookingsError('BOOKING_STATE_CONFLICT', 'This booking was changed at the same time: reload and try again');
    await manager.query(`DELETE FROM booking_pets WHERE booking_id = $1 AND NOT (pet_id = ANY($2::uuid[]))`, [bookingId, stay.petIds]);
    await manager.query(`INSERT INTO booking_pets (booking_id, pet_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`, [
      bookingId,
      stay.petIds,
    ]);
    // Recorded in the change's transaction: care moves a paid booking's visits with the stay (docs/bookings.md).
    await this.outbox.record(manager, 'booking.changed', bookingEventPayload(rows[0]!));
  }

  /** Applies a time-driven transition to every booking whose `due` deadline passed at `now` (the scheduler's sweeps). */
  async transitionDue(
    manager: EntityManager,
    transition: BookingTransition,
    due: DeadlineColumn,
    stamp: StampColumn,
    now: Date,
  ): Promise<ChangedBooking[]> {
    const { from, to } = TRANSITIONS[transition];
    // A paid booking its sitter withdrew from does not start while its standbys are offered it:
    // an offer still open at the start expires then, and the owner is refunded (docs/standby.md).
    const held =
      transition === 'start'
        ? `AND NOT EXISTS (SELECT 1 FROM standby_handoffs h WHERE h.booking_id = bookings.id AND h.outcome = 'open')`
        : '';
    const [rows] = (await manager.query(
      `UPDATE bookings SET status = $1, ${stamp} = $2, updated_at = $2
        WHERE status = ANY($3) AND ${due} <= $2 ${held}
        RETURNING id, owner_id, sitter_id`,
      [to, now, [...from]],
    )) as [ChangedBooking[], number];
    for (const row of rows) await this.outbox.record(manager, BOOKING_EVENT_OF_TRANSITION[transition], bookingEventPayload(row));
    return rows;
  }

  /** The provider confirmed the money: accepted → paid. False when the booking is no longer payable (nothing changed). */
  async recordPayment(
    manager: EntityManager,
    bookingId: string,
    payment: { provider: string; intentId: string | null },
    now: Date,
  ): Promise<boolean> {
    const { from, to } = TRANSITIONS.pay;
    const [rows] = (await manager.query(
      `UPDATE bookings SET status = $2, paid_at = $3, payment_provider = $4, payment_intent_id = COALESCE(payment_intent_id, $5), updated_at = $3
        WHERE id = $1 AND status = ANY($6) RETURNING id, owner_id, sitter_id`,
      [bookingId, to, now, payment.provider, payment.intentId, [...from]],
    )) as [ChangedBooking[], number];
    if (rows.length !== 1) return false;
    // The tax invoice's number, once, with the payment (docs/payments.md, "Invoice numbers").
    await assignInvoiceNumber(manager, bookingId, now);
    await this.outbox.record(manager, BOOKING_EVENT_OF_TRANSITION.pay, bookingEventPayload(rows[0]!));
    return true;
  }

  /**
   * Reprices an accepted booking not yet paid at a new unit price (a weekly care occurrence whose
   * week is charged after the sitter changed their price): the quote's amounts, keeping the
   * referral discount and credit it was given. False when it is no longer accepted and unpaid.
   */
  async reprice(
    manager: EntityManager,
    bookingId: string,
    price: {
      unitPriceCents: number;
      subtotalCents: number;
      bookingFeeCents: number;
      bookingFeeGstCents: number;
      totalBeforeDiscountsCents: number;
      commissionCents: number;
      commissionGstCents: number;
      sitterPayoutCents: number;
    },
    now: Date,
  ): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE bookings SET unit_price_cents = $2, subtotal_cents = $3, booking_fee_cents = $4, booking_fee_gst_cents = $5,
              total_cents = $6 - referral_discount_cents - credit_applied_cents - standby_top_up_cents, commission_cents = $7, commission_gst_cents = $8,
              sitter_payout_cents = $9, updated_at = $10
        WHERE id = $1 AND status = 'accepted' AND paid_at IS NULL AND $6 - referral_discount_cents - credit_applied_cents - standby_top_up_cents >= 0`,
      [
        bookingId,
        price.unitPriceCents,
        price.subtotalCents,
        price.bookingFeeCents,
        price.bookingFeeGstCents,
        price.totalBeforeDiscountsCents,
        price.commissionCents,
        price.commissionGstCents,
        price.sitterPayoutCents,
        now,
      ],
    )) as [unknown, number];
    return affected === 1;
  }

  /**
   * A standby sitter takes a committed booking over from `fromSitterId` (docs/standby.md): the
   * booking's sitter and its time slots change in one transaction, so `booking_slots_no_overlap`
   * refuses the takeover (SQLSTATE 23P01) when the standby is committed elsewhere meanwhile. Same
   * payment, same pets, same status. False when the booking is no longer that sitter's or committed.
   */
  async handOver(manager: EntityManager, bookingId: string, fromSitterId: string, toSitterId: string, now: Date): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE bookings SET sitter_id = $3, updated_at = $4
        WHERE id = $1 AND sitter_id = $2 AND status IN ('accepted', 'paid', 'in_progress')
        RETURNING id, owner_id, sitter_id`,
      [bookingId, fromSitterId, toSitterId, now],
    )) as [ChangedBooking[], number];
    if (rows.length !== 1) return false;
    await manager.query(`UPDATE booking_slots SET sitter_id = $2 WHERE booking_id = $1`, [bookingId, toSitterId]);
    await this.outbox.record(manager, 'booking.handed_over', { ...bookingEventPayload(rows[0]!), fromSitterId });
    return true;
  }

  /**
   * Pawpal pays `topUpCents` of a rebooking's price (the standby guarantee, docs/standby.md): stored
   * on the request and taken off what the owner pays. False when it is no longer an unpaid request.
   */
  async applyStandbyTopUp(manager: EntityManager, bookingId: string, topUpCents: number, now: Date): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE bookings SET standby_top_up_cents = $2, total_cents = total_cents + standby_top_up_cents - $2, updated_at = $3
        WHERE id = $1 AND status = 'requested' AND paid_at IS NULL AND total_cents + standby_top_up_cents - $2 >= 0`,
      [bookingId, topUpCents, now],
    )) as [unknown, number];
    return affected === 1;
  }

  /** Remembers the provider's payment intent of a booking about to be paid (a new intent replaces the old one). */
  async attachIntent(bookingId: string, payment: { provider: string; intentId: string }, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE bookings SET payment_intent_id = $2, payment_provider = $3, updated_at = $4 WHERE id = $1 AND payment_intent_id IS DISTINCT FROM $2`,
      [bookingId, payment.intentId, payment.provider, now],
    );
  }

  /** Money arrived for a booking no longer payable: keep the first intent and provider, so the refund can be issued against it. */
  async keepIntentForRefund(
    manager: EntityManager,
    bookingId: string,
    payment: { provider: string; intentId: string | null },
  ): Promise<void> {
    await manager.query(
      `UPDATE bookings SET payment_intent_id = COALESCE(payment_intent_id, $2), payment_provider = COALESCE(payment_provider, $3) WHERE id = $1`,
      [bookingId, payment.intentId, payment.provider],
    );
  }
}
