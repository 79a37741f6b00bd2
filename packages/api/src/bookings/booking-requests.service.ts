import { Injectable } from '@nestjs/common';
import {
  type Booking,
  type CancellationPolicy,
  type DogSize,
  dogSizeForWeight,
  isTimedService,
  MAX_STANDBY_SITTERS,
  type Quote as QuoteResponse,
  REQUEST_RESPONSE_WINDOW_HOURS,
  SERVICE_NOUNS,
  type ServiceType,
} from '@pawpal/contract';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { EventBus } from '../platform/events/event-bus.js';
import { MoneyService } from '../money/index.js';
import { Clock } from '../platform/clock/clock.js';
import { listedSql } from '../sitters/listing.js';
import { type User } from '../users/user.entity.js';
import { ReferralsService, type ReferralPricing } from '../referrals/referrals.service.js';
import { AvailabilityError } from '../availability/availability.errors.js';
import { SittersError } from '../sitters/sitters.errors.js';
import { assertMetIfRequired } from '../meet-and-greets/meet-and-greet-rule.js';
import { publishBookingEvent } from './booking-events.js';
import { BookingReadsService } from './booking-reads.service.js';
import { cancellationSummary, toBookingResponse, unitLabel } from './booking-view.js';
import { BookingWriter } from './booking-writer.js';
import { MS_PER_HOUR } from './bookings.constants.js';
import { type CreateBookingInput, type QuoteInput } from './dto/booking-request.input.js';
import { planStay, type Stay } from './stay.js';
import { AlreadyRequestedError, BookingsError, PriceChangedError } from './bookings.errors.js';
import { pendingRequestSql } from './pending-requests.js';

/** A caller's step in a new request's transaction, given the stored request's id. */
export type StoredRequestStep = (manager: EntityManager, bookingId: string, now: Date) => Promise<void>;

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
  /** The referral discount and the owner's credit off the quote's total. */
  referral: ReferralPricing;
}

/** The partial unique index that keeps one pending request per owner, sitter, service and dates (migration OnePendingRequest). */
const ONE_PENDING_REQUEST_INDEX = 'bookings_one_pending_request';
const UNIQUE_VIOLATION = '23505';

function isIndexViolation(error: unknown, index: string): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === UNIQUE_VIOLATION && driverError.constraint === index;
}

/** Booking requests: pricing a stay on the server, checking the sitter takes the pets, storing the request. */
@Injectable()
export class BookingRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly money: MoneyService,
    private readonly availability: AvailabilityService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly reads: BookingReadsService,
    private readonly writer: BookingWriter,
    private readonly referrals: ReferralsService,
  ) {}

  /** Prices a request without storing it (public; pets are checked only for a signed-in owner). */
  async quote(actor: User | undefined, input: QuoteInput): Promise<QuoteResponse> {
    const plan = await this.plan(this.dataSource.manager, actor, input, false);
    return quoteResponse(input.service, plan);
  }

  /**
   * Stores a request (status requested) priced on the server from the sitter's current rate. The
   * same request again (sitter, service, dates, and a visit's or walk's times) while the first waits
   * for the sitter's answer is refused with that request (409): the database's unique index
   * `bookings_one_pending_request` decides, so parallel copies cannot both be stored. `within`
   * runs in the request's own transaction once it is stored (a caller's writes that must stand or
   * fall with it, such as a rebooking's top-up); what it throws undoes the request.
   */
  async create(actor: User, input: CreateBookingInput, within?: StoredRequestStep): Promise<Booking> {
    const bookingId = await this.store(actor, input, within).catch(async (error: unknown) => {
      if (!isIndexViolation(error, ONE_PENDING_REQUEST_INDEX)) throw error;
      const pending = await this.pendingRequestLike(actor, input);
      if (pending) throw new AlreadyRequestedError(pending);
      // The sitter answered the pending request between the refusal and this read: ask again.
      return this.store(actor, input, within);
    });
    const booking = await this.reads.read(this.dataSource.manager, bookingId);
    await publishBookingEvent(this.events, 'booking.created', booking);
    return toBookingResponse(booking, 'owner');
  }

  /** The owner's pending request for the same sitter, service, dates (and times of a visit or walk), as the owner sees it. */
  private async pendingRequestLike(actor: User, input: CreateBookingInput): Promise<Booking | undefined> {
    const timed = isTimedService(input.service);
    const [row] = (await this.dataSource.query(
      `SELECT b.id FROM bookings b
        WHERE b.owner_id = $1 AND b.sitter_id = $2 AND b.service = $3 AND b.start_date = $4 AND b.end_date = $5 AND ${pendingRequestSql('b')}
          ${timed ? 'AND b.start_time = $6 AND b.end_time = $7' : ''}`,
      [actor.id, input.sitterId, input.service, input.startDate, input.endDate, ...(timed ? [input.startTime, input.endTime] : [])],
    )) as { id: string }[];
    return row && toBookingResponse(await this.reads.read(this.dataSource.manager, row.id), 'owner');
  }

  private async store(actor: User, input: CreateBookingInput, within?: StoredRequestStep): Promise<string> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const bookingId = await this.storeIn(manager, actor, input, now);
      if (within) await within(manager, bookingId, now);
      return bookingId;
    });
  }

  /**
   * Stores a request in the caller's transaction with every check and the pricing of POST
   * /api/bookings; a weekly care series' occurrence names its series (series/).
   */
  async storeIn(manager: EntityManager, actor: Pick<User, 'id'>, input: CreateBookingInput, now: Date, seriesId?: string): Promise<string> {
    const plan = await this.plan(manager, actor as User, input, true);
    // A sitter may ask new owners to meet first (docs/bookings.md#meet-and-greets); a series'
    // occurrence was checked when the series was requested.
    if (seriesId === undefined) {
      await assertMetIfRequired(manager, {
        ownerId: actor.id,
        sitterId: plan.sitter.user_id,
        sitterFirstName: plan.sitter.first_name,
        now,
      });
    }
    if (input.expectedTotalCents !== undefined && amountDue(plan) !== input.expectedTotalCents) {
      throw new PriceChangedError(input.expectedTotalCents, quoteResponse(input.service, plan));
    }
    const taken = await this.availability.unavailableDays(manager, plan.sitter.user_id, plan.stay.days);
    if (taken.length > 0)
      throw new AvailabilityError('SITTER_UNAVAILABLE', `${plan.sitter.first_name} is not available on ${taken.join(', ')}`);
    if (await this.availability.slotsTaken(manager, plan.sitter.user_id, plan.stay.slots)) {
      throw new AvailabilityError('SITTER_UNAVAILABLE', `${plan.sitter.first_name} is already booked at that time`);
    }
    const standbySitterIds = input.standbySitterIds ?? [];
    await this.checkStandbys(manager, actor, plan, input.service, standbySitterIds);
    const respondBy = new Date(Math.min(now.getTime() + REQUEST_RESPONSE_WINDOW_HOURS * MS_PER_HOUR, plan.stay.startsAt.getTime()));
    return this.writer.insertRequest(
      manager,
      {
        ownerId: actor.id,
        sitterId: plan.sitter.user_id,
        service: input.service,
        startDate: input.startDate,
        endDate: input.endDate,
        startTime: plan.stay.startTime,
        endTime: plan.stay.endTime,
        startsAt: plan.stay.startsAt,
        endsAt: plan.stay.endsAt,
        timeZone: plan.sitter.time_zone,
        units: plan.stay.units,
        unitPriceCents: plan.unitPriceCents,
        subtotalCents: plan.quote.subtotalCents,
        bookingFeeCents: plan.quote.bookingFeeCents,
        bookingFeeGstCents: plan.quote.bookingFeeGstCents,
        totalCents: amountDue(plan),
        referralDiscountCents: plan.referral.discountCents,
        creditAppliedCents: plan.referral.creditCents,
        commissionCents: plan.quote.commissionCents,
        commissionGstCents: plan.quote.commissionGstCents,
        sitterPayoutCents: plan.quote.sitterPayoutCents,
        cancellationPolicy: plan.sitter.cancellation_policy,
        message: input.message ? input.message : null,
        respondBy,
        petIds: plan.petIds,
        seriesId,
        standbySitterIds,
      },
      now,
    );
  }

  private async plan(
    manager: EntityManager,
    actor: User | undefined,
    input: QuoteInput | CreateBookingInput,
    requirePets: boolean,
  ): Promise<PlannedBooking> {
    const sitter = isUUID(input.sitterId)
      ? (
          (await manager.query(
            `SELECT sp.user_id, u.first_name, sp.time_zone, sp.max_pets, sp.dog_sizes, sp.accepts_cats, sp.accepts_small_animals, sp.accepts_birds,
                  sp.cancellation_policy
             FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.user_id = $1 AND ${listedSql('sp', 'u', '$2')}`,
            // Only listed sitters (approved, not suspended) can be quoted and booked.
            [input.sitterId, this.clock.now()],
          )) as SitterRow[]
        )[0]
      : undefined;
    if (!sitter) throw new SittersError('SITTER_NOT_FOUND');
    if (actor && actor.id === sitter.user_id) throw new BookingsError('INVALID_BOOKING_REQUEST', "You can't book yourself");
    const [offer] = (await manager.query(`SELECT price_cents FROM sitter_services WHERE sitter_id = $1 AND type = $2`, [
      sitter.user_id,
      input.service,
    ])) as {
      price_cents: number;
    }[];
    if (!offer) throw new BookingsError('INVALID_BOOKING_REQUEST', `${sitter.first_name} doesn't offer ${SERVICE_NOUNS[input.service]}`);
    const stay = planStay(input, sitter.time_zone, this.clock.now());

    const petIds = [...new Set(input.petIds ?? [])];
    if (requirePets || (actor && petIds.length > 0)) {
      await this.checkPets(manager, actor!, sitter, petIds);
    }
    const quote = this.money.quote({ unitPriceCents: offer.price_cents, units: stay.units });
    // Storing a request locks the owner so two requests cannot take the same discount or credit.
    const referral = await this.referrals.pricingFor(manager, actor?.id, quote.totalCents, requirePets);
    return { sitter, stay, unitPriceCents: offer.price_cents, petIds, quote, referral };
  }

  /**
   * The request's pet checks for a change to a booking: `petIds` are the owner's own, at most the
   * sitter's limit, of kinds the sitter takes (400 otherwise).
   */
  async checkPetsFor(manager: EntityManager, owner: Pick<User, 'id'>, sitterId: string, petIds: string[]): Promise<void> {
    const [sitter] = (await manager.query(
      `SELECT sp.user_id, u.first_name, sp.time_zone, sp.max_pets, sp.dog_sizes, sp.accepts_cats, sp.accepts_small_animals, sp.accepts_birds,
              sp.cancellation_policy
         FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.user_id = $1`,
      [sitterId],
    )) as SitterRow[];
    if (!sitter) throw new SittersError('SITTER_NOT_FOUND');
    await this.checkPets(manager, owner, sitter, petIds);
  }

  /**
   * The standby sitters a request names (docs/standby.md): at most MAX_STANDBY_SITTERS (the DTO),
   * each once, neither the owner nor the booked sitter, listed, offering the service, and free on
   * the dates; 400 naming the one that is not.
   */
  private async checkStandbys(
    manager: EntityManager,
    actor: Pick<User, 'id'>,
    plan: PlannedBooking,
    service: ServiceType,
    standbySitterIds: readonly string[],
  ): Promise<void> {
    if (standbySitterIds.length > MAX_STANDBY_SITTERS)
      throw new BookingsError('INVALID_BOOKING_REQUEST', `Name at most ${MAX_STANDBY_SITTERS} standby sitters`);
    if (new Set(standbySitterIds).size !== standbySitterIds.length)
      throw new BookingsError('INVALID_BOOKING_REQUEST', 'Name each standby sitter once');
    for (const id of standbySitterIds) {
      if (id === plan.sitter.user_id)
        throw new BookingsError(
          'INVALID_BOOKING_REQUEST',
          `${plan.sitter.first_name} is the sitter you are booking: choose someone else to stand by`,
        );
      if (id === actor.id) throw new BookingsError('INVALID_BOOKING_REQUEST', "You can't stand by for your own booking");
      const [standby] = isUUID(id)
        ? ((await manager.query(
            `SELECT u.first_name FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id
              WHERE sp.user_id = $1 AND ${listedSql('sp', 'u', '$2')}
                AND EXISTS (SELECT 1 FROM sitter_services s WHERE s.sitter_id = sp.user_id AND s.type = $3)`,
            [id, this.clock.now(), service],
          )) as { first_name: string }[])
        : [];
      if (!standby)
        throw new BookingsError('INVALID_BOOKING_REQUEST', `A standby must be a listed sitter who offers ${SERVICE_NOUNS[service]}`);
      const taken = await this.availability.unavailableDays(manager, id, plan.stay.days);
      if (taken.length > 0 || (await this.availability.slotsTaken(manager, id, plan.stay.slots)))
        throw new BookingsError('INVALID_BOOKING_REQUEST', `${standby.first_name} is not available on those dates to stand by`);
    }
  }

  private async checkPets(manager: EntityManager, actor: Pick<User, 'id'>, sitter: SitterRow, petIds: string[]): Promise<void> {
    if (petIds.length === 0) throw new BookingsError('INVALID_BOOKING_REQUEST', 'Choose at least one pet');
    const pets = petIds.every((id) => isUUID(id))
      ? ((await manager.query(
          `SELECT id, name, species, weight_kg FROM pets WHERE id = ANY($1::uuid[]) AND owner_id = $2 AND deleted_at IS NULL`,
          [petIds, actor.id],
        )) as PetRow[])
      : [];
    if (pets.length !== petIds.length) throw new BookingsError('INVALID_BOOKING_REQUEST', 'Choose pets from your own profile');
    if (pets.length > sitter.max_pets) {
      throw new BookingsError(
        'INVALID_BOOKING_REQUEST',
        `${sitter.first_name} looks after at most ${sitter.max_pets} ${sitter.max_pets === 1 ? 'pet' : 'pets'} at a time`,
      );
    }
    for (const pet of pets) {
      const refusal = speciesRefusal(sitter, pet);
      if (refusal) throw new BookingsError('INVALID_BOOKING_REQUEST', refusal);
    }
  }
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
    discountCents: plan.referral.discountCents,
    creditCents: plan.referral.creditCents,
    totalCents: amountDue(plan),
    cancellationPolicy: plan.sitter.cancellation_policy,
    cancellationSummary: cancellationSummary(plan.sitter.cancellation_policy),
    startsAt: plan.stay.startsAt.toISOString(),
    endsAt: plan.stay.endsAt.toISOString(),
    timeZone: plan.sitter.time_zone,
  };
}

/** What the owner pays: the quote's total less the referral discount and credit (Pawpal pays those; the sitter is paid on the subtotal). */
function amountDue(plan: PlannedBooking): number {
  return plan.quote.totalCents - plan.referral.discountCents - plan.referral.creditCents;
}

const SPECIES_PLURAL: Record<string, string> = {
  cat: 'cats',
  small_animal: 'small animals',
  bird: 'birds',
  other: 'this kind of pet',
  dog: 'dogs',
};

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
  return dogSizeForWeight(weightKg)!;
}
