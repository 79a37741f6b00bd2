import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { EventBus } from '../events/event-bus.js';
import { type BookingEventPayload, type PawpalEventName } from '../events/events.js';
import { type CancelledBy, MoneyService } from '../money/index.js';
import { type CancellationPolicy } from '../money/money.constants.js';
import { Clock } from '../platform/clock/clock.js';
import { DomainError, DomainErrorCode } from '../security/domain-error.js';
import { type DogSize, type ServiceType } from '../sitters/sitters.constants.js';
import { SittersService } from '../sitters/sitters.service.js';
import { type User } from '../users/user.entity.js';
import { assertTransition, type BookingStatus } from './booking-states.js';
import { BOOKING_SELECT, type BookingRow, cancellationSummary, toBookingResponse, toSummary, unitLabel, viewerRoleOf } from './booking-view.js';
import { BOOKING_LIST_LIMIT, MS_PER_HOUR, PAYMENT_WINDOW_HOURS, REQUEST_RESPONSE_WINDOW_HOURS, SERVICE_LABELS, SERVICE_STAY_KIND, SUMMARY_UPCOMING_LIMIT } from './bookings.constants.js';
import { type CreateBookingInput, type ListBookingsQuery, type QuoteInput, type ReviewInput } from './dto/booking-request.input.js';
import {
  type BookingResponse,
  type BookingSummaryResponse,
  type CancellationPreviewResponse,
  type QuoteResponse,
  type ReviewResponse,
  type SitterSummaryResponse,
} from './dto/booking.response.js';
import { sizeClassFor } from '../pets/pets.constants.js';
import { planStay, type Stay } from './stay.js';
import { addDays, dateInZone, datesFrom, monthOf, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';

const EXCLUSION_VIOLATION = '23P01';
const UNIQUE_VIOLATION = '23505';

interface SitterRow {
  user_id: string;
  first_name: string;
  time_zone: string;
  max_pets: number;
  dog_sizes: DogSize[];
  accepts_cats: boolean;
  accepts_small_animals: boolean;
  accepts_birds: boolean;
  cancellation_policy: CancellationPolicy;
}

interface PetRow {
  id: string;
  name: string;
  species: string;
  weight_kg: string | null;
}

/** A priced, checked request, ready to store. */
interface PlannedBooking {
  sitter: SitterRow;
  stay: Stay;
  unitPriceCents: number;
  petIds: string[];
  quote: ReturnType<MoneyService['quote']>;
}

/** Bookings: requests, the sitter's answers, cancellations, reviews; the one place deciding booking access. */
@Injectable()
export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly money: MoneyService,
    private readonly availability: AvailabilityService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly sitters: SittersService,
  ) {}

  /** Prices a request without storing it (public; pets are checked only for a signed-in owner). */
  async quote(actor: User | undefined, input: QuoteInput): Promise<QuoteResponse> {
    const plan = await this.plan(this.dataSource.manager, actor, input, false);
    return quoteResponse(input.service, plan);
  }

  /** Stores a request (status requested) priced on the server from the sitter's current rate. */
  async create(actor: User, input: CreateBookingInput): Promise<BookingResponse> {
    const now = this.clock.now();
    const bookingId = await this.dataSource.transaction(async (manager) => {
      const plan = await this.plan(manager, actor, input, true);
      const taken = await this.availability.unavailableDays(manager, plan.sitter.user_id, plan.stay.days);
      if (taken.length > 0) throw new DomainError(DomainErrorCode.SitterUnavailable, `${plan.sitter.first_name} is not available on ${taken.join(', ')}`);
      const respondBy = new Date(Math.min(now.getTime() + REQUEST_RESPONSE_WINDOW_HOURS * MS_PER_HOUR, plan.stay.startsAt.getTime()));
      const [row] = (await manager.query(
        `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, start_time, end_time, starts_at, ends_at,
           time_zone, units, unit_price_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents,
           commission_cents, commission_gst_cents, sitter_payout_cents, cancellation_policy, message, respond_by, created_at, updated_at)
         VALUES ($1, $2, $3, 'requested', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23)
         RETURNING id`,
        [
          actor.id,
          plan.sitter.user_id,
          input.service,
          input.startDate,
          input.endDate,
          plan.stay.startTime,
          plan.stay.endTime,
          plan.stay.startsAt,
          plan.stay.endsAt,
          plan.sitter.time_zone,
          plan.stay.units,
          plan.unitPriceCents,
          plan.quote.subtotalCents,
          plan.quote.bookingFeeCents,
          plan.quote.bookingFeeGstCents,
          plan.quote.totalCents,
          plan.quote.commissionCents,
          plan.quote.commissionGstCents,
          plan.quote.sitterPayoutCents,
          plan.sitter.cancellation_policy,
          input.message ? input.message : null,
          respondBy,
          now,
        ],
      )) as { id: string }[];
      await manager.query(`INSERT INTO booking_pets (booking_id, pet_id) SELECT $1, unnest($2::uuid[])`, [row!.id, plan.petIds]);
      return row!.id;
    });
    const booking = await this.readRow(this.dataSource.manager, bookingId);
    await this.publish('booking.created', booking);
    return toBookingResponse(booking, 'owner');
  }

  /** The caller's bookings as owner, as sitter, or both; newest start first. */
  async list(actor: User, query: ListBookingsQuery): Promise<{ bookings: BookingSummaryResponse[] }> {
    const where =
      query.as === 'owner' ? 'b.owner_id = $1' : query.as === 'sitter' ? 'b.sitter_id = $1' : '(b.owner_id = $1 OR b.sitter_id = $1)';
    const rows = (await this.dataSource.query(
      `${BOOKING_SELECT} WHERE ${where} AND ($2::text IS NULL OR b.status = $2) ORDER BY b.starts_at DESC, b.id LIMIT ${BOOKING_LIST_LIMIT}`,
      [actor.id, query.status ?? null],
    )) as BookingRow[];
    return { bookings: rows.map(toSummary) };
  }

  /** A booking for its owner, its sitter or an admin; 404 for everyone else. */
  async get(actor: User, bookingId: string): Promise<BookingResponse> {
    const row = await this.findRow(this.dataSource.manager, bookingId);
    const role = row && viewerRoleOf(actor, row);
    if (!row || !role) throw new DomainError(DomainErrorCode.BookingNotFound);
    return toBookingResponse(row, role);
  }

  /** The sitter accepts: the days become booked; overlapping commitments are refused by Postgres (409). */
  async accept(actor: User, bookingId: string): Promise<BookingResponse> {
    const now = this.clock.now();
    try {
      await this.dataSource.transaction(async (manager) => {
        const row = await this.lockForSitter(manager, actor, bookingId, 'accept');
        assertTransition('accept', row.status);
        if (row.respond_by.getTime() <= now.getTime()) throw new DomainError(DomainErrorCode.BookingStateConflict, 'This booking has expired');
        const payBy = new Date(Math.min(now.getTime() + PAYMENT_WINDOW_HOURS * MS_PER_HOUR, row.starts_at.getTime()));
        await this.update(manager, bookingId, 'requested', `status = 'accepted', accepted_at = $3, pay_by = $4`, [now, payBy]);
        await this.availability.markBooked(manager, row.sitter_id, await this.daysOf(manager, bookingId), bookingId);
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === EXCLUSION_VIOLATION) {
        throw new DomainError(DomainErrorCode.SitterAlreadyBooked);
      }
      throw error;
    }
    return this.afterTransition(actor, bookingId, 'booking.approved');
  }

  async decline(actor: User, bookingId: string): Promise<BookingResponse> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockForSitter(manager, actor, bookingId, 'decline');
      assertTransition('decline', row.status);
      await this.update(manager, bookingId, 'requested', `status = 'declined', declined_at = $3`, [now]);
    });
    return this.afterTransition(actor, bookingId, 'booking.declined');
  }

  /** The sitter marks an in-progress booking completed (the scheduler does it at the end otherwise). */
  async complete(actor: User, bookingId: string): Promise<BookingResponse> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockForSitter(manager, actor, bookingId, 'complete');
      assertTransition('complete', row.status);
      await this.update(manager, bookingId, 'in_progress', `status = 'completed', completed_at = $3`, [now]);
    });
    return this.afterTransition(actor, bookingId, 'booking.completed');
  }

  /** What cancelling now would refund the owner (owner or sitter of the booking). */
  async cancellationPreview(actor: User, bookingId: string): Promise<CancellationPreviewResponse> {
    const row = await this.findRow(this.dataSource.manager, bookingId);
    const role = row && viewerRoleOf(actor, row);
    if (!row || (role !== 'owner' && role !== 'sitter')) throw new DomainError(DomainErrorCode.BookingNotFound);
    assertTransition('cancel', row.status);
    return this.refundPreview(row, role, this.clock.now());
  }

  /**
   * Owner or sitter cancels a requested, accepted or paid booking. A paid booking is refunded per
   * the frozen policy (owner) or in full (sitter): the refund is recorded here, in the same
   * transaction, and issued through the payment provider by the payments module on booking.cancelled.
   */
  async cancel(actor: User, bookingId: string): Promise<BookingResponse> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockRow(manager, bookingId);
      const role = row && viewerRoleOf(actor, row);
      if (!row || !role) throw new DomainError(DomainErrorCode.BookingNotFound);
      if (role === 'admin') throw new DomainError(DomainErrorCode.NotAllowed, 'Only the owner or the sitter can cancel this booking');
      assertTransition('cancel', row.status);
      if (role === 'sitter' && row.status === 'requested') {
        throw new DomainError(DomainErrorCode.BookingStateConflict, 'Decline the request instead of cancelling it');
      }
      const preview = this.refundPreview(row, role, now);
      const refunded = row.status === 'paid';
      await this.update(manager, bookingId, row.status, `status = 'cancelled', cancelled_at = $3, cancelled_by = $4, refund_cents = $5, refund_reason = $6`, [
        now,
        role,
        refunded ? preview.refundCents : null,
        refunded ? preview.reason : null,
      ]);
      await this.availability.releaseBooking(manager, bookingId);
      if (refunded && preview.refundCents > 0) {
        await manager.query(
          `INSERT INTO payment_refunds (booking_id, sequence, provider, amount_cents, status)
           SELECT $1, COALESCE(MAX(sequence), 0) + 1, COALESCE(b.payment_provider, 'sandbox'), $2, 'pending'
             FROM bookings b LEFT JOIN payment_refunds r ON r.booking_id = b.id WHERE b.id = $1 GROUP BY b.payment_provider`,
          [bookingId, preview.refundCents],
        );
      }
    });
    return this.afterTransition(actor, bookingId, 'booking.cancelled');
  }

  /** The owner reviews a completed booking, once; the sitter's rating aggregate follows in the same transaction. */
  async review(actor: User, bookingId: string, input: ReviewInput): Promise<ReviewResponse> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const row = await this.lockRow(manager, bookingId);
        const role = row && viewerRoleOf(actor, row);
        if (!row || !role) throw new DomainError(DomainErrorCode.BookingNotFound);
        if (role !== 'owner') throw new DomainError(DomainErrorCode.NotAllowed, 'Only the owner can review this booking');
        if (row.status !== 'completed') throw new DomainError(DomainErrorCode.BookingStateConflict, 'You can review a booking once it is completed');
        const [review] = (await manager.query(
          `INSERT INTO reviews (booking_id, owner_id, sitter_id, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           RETURNING id, rating, comment, created_at`,
          [bookingId, row.owner_id, row.sitter_id, input.rating, input.comment, this.clock.now()],
        )) as { id: string; rating: number; comment: string; created_at: Date }[];
        await this.sitters.recordReview(manager, row.sitter_id, input.rating);
        return { id: review!.id, bookingId, rating: review!.rating, comment: review!.comment, createdAt: review!.created_at.toISOString() };
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError(DomainErrorCode.AlreadyReviewed);
      }
      throw error;
    }
  }

  /** Requests waiting for this sitter's answer (a COUNT on the partial index); non-sitters 403. */
  async pendingCount(userId: string): Promise<{ count: number }> {
    // One round trip (polled every 10 s by every signed-in sitter): the session's user still
    // exists (else 401, as SignedInGuard would say), is a sitter (else 403), and the COUNT.
    const [row] = isUUID(userId)
      ? ((await this.dataSource.query(
          `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS user_exists,
                  EXISTS (SELECT 1 FROM sitter_profiles WHERE user_id = $1) AS is_sitter,
                  (SELECT count(*)::int FROM bookings WHERE sitter_id = $1 AND status = 'requested') AS count`,
          [userId],
        )) as { user_exists: boolean; is_sitter: boolean; count: number }[])
      : [];
    if (!row?.user_exists) throw new DomainError(DomainErrorCode.NotSignedIn);
    if (!row.is_sitter) throw new DomainError(DomainErrorCode.SittersOnly, 'Only sitters have booking requests');
    return { count: row.count };
  }

  /** The sitter dashboard: pending requests, upcoming stays, this month's earnings (month in the sitter's zone). */
  async sitterSummary(actor: User): Promise<SitterSummaryResponse> {
    const timeZone = await this.requireSitter(actor);
    const now = this.clock.now();
    const { first, nextFirst } = monthOf(dateInZone(now, timeZone));
    const [counts] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM bookings WHERE sitter_id = $1 AND status = 'requested') AS pending,
              (SELECT COALESCE(sum(sitter_payout_cents), 0)::int FROM bookings
                WHERE sitter_id = $1 AND status IN ('paid', 'in_progress', 'completed') AND starts_at >= $2 AND starts_at < $3) AS earnings`,
      [actor.id, zonedTimeToUtc(first, '00:00', timeZone), zonedTimeToUtc(nextFirst, '00:00', timeZone)],
    )) as { pending: number; earnings: number }[];
    const upcoming = (await this.dataSource.query(
      `${BOOKING_SELECT} WHERE b.sitter_id = $1 AND b.status IN ('accepted', 'paid', 'in_progress') AND b.ends_at > $2
        ORDER BY b.starts_at, b.id LIMIT ${SUMMARY_UPCOMING_LIMIT}`,
      [actor.id, now],
    )) as BookingRow[];
    return { pendingCount: counts!.pending, upcoming: upcoming.map(toSummary), earningsThisMonthCents: counts!.earnings };
  }

  /** For the payments module: the booking the owner is about to pay (owner only, accepted, in time). */
  async payable(actor: User, bookingId: string): Promise<BookingRow> {
    const row = await this.findRow(this.dataSource.manager, bookingId);
    const role = row && viewerRoleOf(actor, row);
    if (!row || !role) throw new DomainError(DomainErrorCode.BookingNotFound);
    if (role !== 'owner') throw new DomainError(DomainErrorCode.NotAllowed, 'Only the owner can pay for this booking');
    assertTransition('pay', row.status);
    if (row.pay_by && row.pay_by.getTime() <= this.clock.now().getTime()) {
      throw new DomainError(DomainErrorCode.BookingStateConflict, 'The time to pay for this booking has run out');
    }
    return row;
  }

  /** Reads a booking as `actor` sees it, after a change made elsewhere (payments). */
  view(actor: User, bookingId: string): Promise<BookingResponse> {
    return this.get(actor, bookingId);
  }

  private async plan(manager: EntityManager, actor: User | undefined, input: QuoteInput | CreateBookingInput, requirePets: boolean): Promise<PlannedBooking> {
    const sitter = isUUID(input.sitterId)
      ? ((await manager.query(
          `SELECT sp.user_id, u.first_name, sp.time_zone, sp.max_pets, sp.dog_sizes, sp.accepts_cats, sp.accepts_small_animals, sp.accepts_birds,
                  sp.cancellation_policy
             FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.user_id = $1`,
          [input.sitterId],
        )) as SitterRow[])[0]
      : undefined;
    if (!sitter) throw new DomainError(DomainErrorCode.SitterNotFound);
    if (actor && actor.id === sitter.user_id) throw new DomainError(DomainErrorCode.InvalidBookingRequest, "You can't book yourself");
    const [offer] = (await manager.query(`SELECT price_cents FROM sitter_services WHERE sitter_id = $1 AND type = $2`, [sitter.user_id, input.service])) as {
      price_cents: number;
    }[];
    if (!offer) throw new DomainError(DomainErrorCode.InvalidBookingRequest, `${sitter.first_name} doesn't offer ${SERVICE_LABELS[input.service]}`);
    const stay = planStay(input, sitter.time_zone, this.clock.now());

    const petIds = [...new Set(input.petIds ?? [])];
    if (requirePets || (actor && petIds.length > 0)) {
      await this.checkPets(manager, actor!, sitter, petIds);
    }
    const quote = this.money.quote({ unitPriceCents: offer.price_cents, units: stay.units });
    return { sitter, stay, unitPriceCents: offer.price_cents, petIds, quote };
  }

  private async checkPets(manager: EntityManager, actor: User, sitter: SitterRow, petIds: string[]): Promise<void> {
    if (petIds.length === 0) throw new DomainError(DomainErrorCode.InvalidBookingRequest, 'Choose at least one pet');
    const pets = petIds.every((id) => isUUID(id))
      ? ((await manager.query(`SELECT id, name, species, weight_kg FROM pets WHERE id = ANY($1::uuid[]) AND owner_id = $2 AND deleted_at IS NULL`, [
          petIds,
          actor.id,
        ])) as PetRow[])
      : [];
    if (pets.length !== petIds.length) throw new DomainError(DomainErrorCode.InvalidBookingRequest, 'Choose pets from your own profile');
    if (pets.length > sitter.max_pets) {
      throw new DomainError(DomainErrorCode.InvalidBookingRequest, `${sitter.first_name} looks after at most ${sitter.max_pets} ${sitter.max_pets === 1 ? 'pet' : 'pets'} at a time`);
    }
    for (const pet of pets) {
      const refusal = speciesRefusal(sitter, pet);
      if (refusal) throw new DomainError(DomainErrorCode.InvalidBookingRequest, refusal);
    }
  }

  private refundPreview(row: BookingRow, role: 'owner' | 'sitter', now: Date): CancellationPreviewResponse {
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
    return { refundCents: refund.refundCents, fraction: refund.fraction, reason: refund.reason, fullRefundUntil: refund.fullRefundUntil.toISOString() };
  }

  /** Timezone of the acting sitter; 403 for anyone without a sitter profile. */
  private async requireSitter(actor: User): Promise<string> {
    const [row] = (await this.dataSource.query(`SELECT time_zone FROM sitter_profiles WHERE user_id = $1`, [actor.id])) as { time_zone: string }[];
    if (!row) throw new DomainError(DomainErrorCode.SittersOnly, 'Only sitters have booking requests');
    return row.time_zone;
  }

  /** Locks the booking for a sitter-only transition: 404 unless visible, 403 unless the actor is its sitter. */
  private async lockForSitter(manager: EntityManager, actor: User, bookingId: string, what: string): Promise<BookingRow> {
    const row = await this.lockRow(manager, bookingId);
    const role = row && viewerRoleOf(actor, row);
    if (!row || !role) throw new DomainError(DomainErrorCode.BookingNotFound);
    if (role !== 'sitter') throw new DomainError(DomainErrorCode.NotAllowed, `Only the sitter can ${what} this booking`);
    return row;
  }

  private async lockRow(manager: EntityManager, bookingId: string): Promise<BookingRow | undefined> {
    if (!isUUID(bookingId)) return undefined;
    // Lock first (FOR UPDATE cannot sit on the aggregate SELECT), then read the full row.
    const locked = (await manager.query(`SELECT id FROM bookings WHERE id = $1 FOR UPDATE`, [bookingId])) as unknown[];
    if (locked.length === 0) return undefined;
    return this.findRow(manager, bookingId);
  }

  private async findRow(manager: EntityManager, bookingId: string): Promise<BookingRow | undefined> {
    if (!isUUID(bookingId)) return undefined;
    const rows = (await manager.query(`${BOOKING_SELECT} WHERE b.id = $1`, [bookingId])) as BookingRow[];
    return rows[0];
  }

  private async readRow(manager: EntityManager, bookingId: string): Promise<BookingRow> {
    const row = await this.findRow(manager, bookingId);
    if (!row) throw new DomainError(DomainErrorCode.BookingNotFound);
    return row;
  }

  /** Conditional UPDATE: only from `expected`, so a concurrent change makes it touch nothing (409). */
  private async update(manager: EntityManager, bookingId: string, expected: BookingStatus, set: string, values: unknown[]): Promise<void> {
    const [, affected] = (await manager.query(`UPDATE bookings SET ${set}, updated_at = now() WHERE id = $1 AND status = $2`, [bookingId, expected, ...values])) as [
      unknown,
      number,
    ];
    if (affected !== 1) throw new DomainError(DomainErrorCode.BookingStateConflict, 'This booking was changed at the same time: reload and try again');
  }

  private async daysOf(manager: EntityManager, bookingId: string): Promise<string[]> {
    const [row] = (await manager.query(`SELECT service, start_date::text AS start_date, end_date::text AS end_date FROM bookings WHERE id = $1`, [bookingId])) as {
      service: ServiceType;
      start_date: string;
      end_date: string;
    }[];
    return bookedDays(row!.service, row!.start_date, row!.end_date);
  }

  private async afterTransition(actor: User, bookingId: string, event: PawpalEventName & `booking.${string}`): Promise<BookingResponse> {
    const row = await this.readRow(this.dataSource.manager, bookingId);
    await this.publish(event, row);
    return toBookingResponse(row, viewerRoleOf(actor, row) ?? 'admin');
  }

  private async publish(event: PawpalEventName & `booking.${string}`, row: { id: string; owner_id: string; sitter_id: string }): Promise<void> {
    const payload: BookingEventPayload = { bookingId: row.id, ownerId: row.owner_id, sitterId: row.sitter_id };
    await this.events.publish(event as 'booking.created', payload);
  }
}

/** Calendar days a booking takes in the sitter's calendar: nights for overnight stays, every day otherwise. */
export function bookedDays(service: ServiceType, startDate: string, endDate: string): string[] {
  return datesFrom(startDate, SERVICE_STAY_KIND[service] === 'overnight' ? addDays(endDate, -1) : endDate);
}

function quoteResponse(service: ServiceType, plan: PlannedBooking): QuoteResponse {
  return {
    service,
    units: plan.stay.units,
    unitLabel: unitLabel(service, plan.stay.units),
    unitPriceCents: plan.unitPriceCents,
    subtotalCents: plan.quote.subtotalCents,
    bookingFeeCents: plan.quote.bookingFeeCents,
    bookingFeeGstCents: plan.quote.bookingFeeGstCents,
    totalCents: plan.quote.totalCents,
    cancellationPolicy: plan.sitter.cancellation_policy,
    cancellationSummary: cancellationSummary(plan.sitter.cancellation_policy),
    startsAt: plan.stay.startsAt.toISOString(),
    endsAt: plan.stay.endsAt.toISOString(),
    timeZone: plan.sitter.time_zone,
  };
}

const SPECIES_PLURAL: Record<string, string> = { cat: 'cats', small_animal: 'small animals', bird: 'birds', other: 'this kind of pet', dog: 'dogs' };

/** Why the sitter cannot take this pet, or undefined when they can. */
function speciesRefusal(sitter: SitterRow, pet: PetRow): string | undefined {
  const name = sitter.first_name;
  switch (pet.species) {
    case 'dog': {
      if (sitter.dog_sizes.length === 0) return `${name} doesn't look after dogs`;
      const weight = pet.weight_kg === null ? null : Number(pet.weight_kg);
      if (weight === null) return undefined;
      const size = sizeOf(weight);
      return sitter.dog_sizes.includes(size) ? undefined : `${name} doesn't look after ${size} dogs like ${pet.name}`;
    }
    case 'cat':
      return sitter.accepts_cats ? undefined : `${name} doesn't look after cats`;
    case 'small_animal':
      return sitter.accepts_small_animals ? undefined : `${name} doesn't look after small animals`;
    case 'bird':
      return sitter.accepts_birds ? undefined : `${name} doesn't look after birds`;
    default:
      return `${name} doesn't look after ${SPECIES_PLURAL[pet.species] ?? 'this kind of pet'}`;
  }
}

function sizeOf(weightKg: number): DogSize {
  return sizeClassFor('dog', weightKg)!;
}
