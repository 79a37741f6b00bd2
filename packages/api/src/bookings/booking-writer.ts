import { Injectable } from '@nestjs/common';
import { type BookingStatus, type CancellationPolicy, type DeclineReason, type ServiceType } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { BOOKING_EVENT_OF_TRANSITION, bookingEventPayload } from './booking-events.js';
import { type BookingTransition, canTransition, TRANSITIONS } from './booking-states.js';
import { BookingsError } from './bookings.errors.js';

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
  /** The standby sitters named, in order (docs/standby.md); the standby module asks them. */
  standbySitterIds?: readonly string[];
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
         referral_discount_cents, credit_applied_cents)
       VALUES ($1, $2, $3, 'requested', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23, $24, $25)
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

  /** Applies a time-driven transition to every booking whose `due` deadline passed at `now` (the scheduler's sweeps). */
  async transitionDue(
    manager: EntityManager,
    transition: BookingTransition,
    due: DeadlineColumn,
    stamp: StampColumn,
    now: Date,
  ): Promise<ChangedBooking[]> {
    const { from, to } = TRANSITIONS[transition];
    const [rows] = (await manager.query(
      `UPDATE bookings SET status = $1, ${stamp} = $2, updated_at = $2
        WHERE status = ANY($3) AND ${due} <= $2
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
    await this.outbox.record(manager, BOOKING_EVENT_OF_TRANSITION.pay, bookingEventPayload(rows[0]!));
    return true;
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
