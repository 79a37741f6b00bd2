import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  paths,
  SERVICE_NOUNS,
  type ServiceType,
  STANDBY_OFFER_HOURS,
  STANDBY_SUGGESTIONS,
  STANDBY_TOPUP_CAP_CENTS,
  standbyTakeoverTitle,
  type StandbyTrigger,
} from '@pawpal/contract';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service.js';
import { publishBookingEvent } from '../bookings/booking-events.js';
import { BookingHandoffs } from '../bookings/booking-handoffs.js';
import { BookingTransitionsService } from '../bookings/booking-transitions.service.js';
import { type BookingRow } from '../bookings/booking-view.js';
import { BookingWriter } from '../bookings/booking-writer.js';
import { bookedDays } from '../bookings/stay.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { formatAud, MoneyService } from '../money/index.js';
import { Clock } from '../platform/clock/clock.js';
import { EventBus } from '../platform/events/event-bus.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { SchedulerService, type SweepReport } from '../platform/scheduler/scheduler.service.js';
import { listedSql } from '../sitters/listing.js';
import { StandbyError } from './standby.errors.js';
import { StandbyNotices } from './standby-notices.js';

const HOUR_MS = 3_600_000;
const EXCLUSION_VIOLATION = '23P01';
/** Offers one sweep expires at most (the next run continues). */
const OFFER_SWEEP_BATCH = 100;

/** What the standby rules read of a booking. */
export interface StandbyBooking {
  id: string;
  owner_id: string;
  sitter_id: string;
  status: string;
  service: ServiceType;
  start_date: string;
  end_date: string;
  starts_at: Date;
  ends_at: Date;
  units: number;
  subtotal_cents: number;
  owner_first_name: string;
}

/** A standby's price for a booking: their own (subtotal), what they are paid (capped), and Pawpal's part. */
export interface StandbyPrice {
  ownCents: number;
  paidCents: number;
  topUpCents: number;
}

/** Who a standby step's live update goes to. */
function peopleOf(booking: StandbyBooking): { bookingId: string; ownerId: string; sitterId: string } {
  return { bookingId: booking.id, ownerId: booking.owner_id, sitterId: booking.sitter_id };
}

/**
 * The standby machine (docs/standby.md): when the booked sitter drops out (cancels a paid booking,
 * or misses the first visit) and standbys opted in, a handoff opens and the standbys are offered
 * the booking one at a time, in the owner's order, each for STANDBY_OFFER_HOURS or until the
 * start; the first to accept takes it over through the booking writer; when none does, the owner
 * is refunded in full and offered STANDBY_SUGGESTIONS similar sitters. Every step runs in the
 * transaction of what caused it; the offers' deadlines are a sweep on the clock.
 */
@Injectable()
export class StandbyHandoffsService implements OnModuleInit {
  constructor(
    private readonly handoffs: BookingHandoffs,
    private readonly outbox: EventOutbox,
    private readonly events: EventBus,
    private readonly scheduler: SchedulerService,
    private readonly writer: BookingWriter,
    private readonly transitions: BookingTransitionsService,
    private readonly availability: AvailabilityService,
    private readonly ledger: LedgerService,
    private readonly money: MoneyService,
    private readonly notices: StandbyNotices,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.handoffs.register((manager, booking, now) => this.onSitterCancel(manager, booking, now));
    this.outbox.on('booking.standbys_named', (manager, event) => this.ask(manager, event.bookingId, event.sitterIds));
    this.outbox.on('visit.missed', (manager, event) => this.onVisitMissed(manager, event.bookingId, event.visitId));
    this.outbox.on('booking.cancelled', (manager, event) => this.onCancelled(manager, event.bookingId));
    // The owner's standby card follows each step live (docs/standby.md): the withdrawal here, the
    // offers, the take-over and the refund where they happen.
    this.events.on('booking.sitter_withdrew', (event) =>
      this.live(event, 'Your sitter can no longer do this booking: your standby sitters are being offered it', new Date(event.at))(),
    );
    this.scheduler.register({
      name: 'standby-offers',
      transaction: 'shared',
      counts: ['standbyOffersExpired'],
      run: (now, manager) => this.expireOffers(manager, now),
    });
  }

  /** Asks each named standby, in order (the request's outbox event; a replay asks nobody twice). */
  private async ask(manager: EntityManager, bookingId: string, sitterIds: readonly string[]): Promise<void> {
    const booking = await this.booking(manager, bookingId);
    if (!booking) return;
    for (const [index, sitterId] of sitterIds.entries()) {
      const [row] = (await manager.query(
        `INSERT INTO standby_requests (booking_id, sitter_id, position, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING id`,
        [bookingId, sitterId, index + 1, this.now()],
      )) as { id: string }[];
      if (!row) continue;
      await this.notices.tell(manager, sitterId, `ask:${row.id}`, {
        title: `${booking.owner_first_name} asked you to stand by`,
        body: `${booking.owner_first_name} named you as a standby for ${SERVICE_NOUNS[booking.service]} from ${booking.start_date} to ${booking.end_date}. Opt in if you could step in should their sitter drop out: there is no obligation and no charge.`,
        link: paths.standby(),
        action: 'See the request',
      });
    }
  }

  /** The booked sitter cancels a paid booking: kept, and offered to the standbys, when one opted in. */
  private async onSitterCancel(manager: EntityManager, row: BookingRow, now: Date): Promise<boolean> {
    const [handoff] = (await manager.query(`SELECT outcome FROM standby_handoffs WHERE booking_id = $1`, [row.id])) as {
      outcome: string;
    }[];
    // Already offered to the standbys: the sitter's second cancel changes nothing. A standby who
    // took the booking over and cancels in turn cancels it (one handoff per booking).
    if (handoff) return handoff.outcome === 'open';
    const opened = await this.open(manager, row.id, row.sitter_id, 'sitter_cancelled', now);
    if (!opened) return false;
    await this.outbox.record(manager, 'booking.sitter_withdrew', {
      bookingId: row.id,
      ownerId: row.owner_id,
      sitterId: row.sitter_id,
      at: now.toISOString(),
    });
    return true;
  }

  /** A missed visit: the standbys are offered the booking when it was the stay's first. */
  private async onVisitMissed(manager: EntityManager, bookingId: string, visitId: string): Promise<void> {
    const [first] = (await manager.query(
      `SELECT id FROM visits WHERE booking_id = $1 AND kind IN ('visit', 'walk') ORDER BY due_at, id LIMIT 1`,
      [bookingId],
    )) as { id: string }[];
    if (first?.id !== visitId) return;
    const booking = await this.booking(manager, bookingId, true);
    if (!booking || !['paid', 'in_progress'].includes(booking.status)) return;
    const [handoff] = (await manager.query(`SELECT 1 FROM standby_handoffs WHERE booking_id = $1`, [bookingId])) as unknown[];
    if (handoff) return;
    await this.open(manager, bookingId, booking.sitter_id, 'missed_visit', this.now());
  }

  /**
   * Opens the handoff when a standby opted in: the asks nobody answered close, the booked sitter's
   * booked days are freed, and the first standby is offered the booking. False when none opted in.
   */
  private async open(
    manager: EntityManager,
    bookingId: string,
    fromSitterId: string,
    trigger: StandbyTrigger,
    now: Date,
  ): Promise<boolean> {
    const opted = (await manager.query(`SELECT 1 FROM standby_requests WHERE booking_id = $1 AND status = 'opted_in' LIMIT 1`, [
      bookingId,
    ])) as unknown[];
    if (opted.length === 0) return false;
    await manager.query(`INSERT INTO standby_handoffs (booking_id, from_sitter_id, trigger, opened_at) VALUES ($1, $2, $3, $4)`, [
      bookingId,
      fromSitterId,
      trigger,
      now,
    ]);
    await manager.query(`UPDATE standby_requests SET status = 'closed', answered_at = $2 WHERE booking_id = $1 AND status = 'asked'`, [
      bookingId,
      now,
    ]);
    await this.availability.releaseBooking(manager, bookingId);
    // Someone opted in, so this offers the booking (nothing to publish).
    await this.offerNext(manager, bookingId, now);
    return true;
  }

  /**
   * Offers the booking to the next standby who opted in, or, when none is left, refunds the owner
   * in full and suggests similar sitters. Returns what to publish once the transaction commits.
   */
  async offerNext(manager: EntityManager, bookingId: string, now: Date): Promise<(() => Promise<void>) | undefined> {
    const booking = await this.booking(manager, bookingId, true);
    if (!booking) return undefined;
    const [next] = (await manager.query(
      `SELECT id, sitter_id FROM standby_requests WHERE booking_id = $1 AND status = 'opted_in' ORDER BY position LIMIT 1`,
      [bookingId],
    )) as { id: string; sitter_id: string }[];
    // A booking not yet started is offered only until its start: once that has passed (its last
    // offer expired at the start), nobody else is offered it and the owner is refunded in full.
    const offerable = booking.status !== 'paid' || booking.starts_at.getTime() > now.getTime();
    if (next && offerable) {
      // Until the start, when that is sooner; a stay already under way (a missed first visit) has STANDBY_OFFER_HOURS.
      const full = now.getTime() + STANDBY_OFFER_HOURS * HOUR_MS;
      const expiresAt = new Date(booking.starts_at.getTime() > now.getTime() ? Math.min(full, booking.starts_at.getTime()) : full);
      await manager.query(`UPDATE standby_requests SET status = 'offered', offered_at = $2, offer_expires_at = $3 WHERE id = $1`, [
        next.id,
        now,
        expiresAt,
      ]);
      const price = await this.priceFor(manager, booking, next.sitter_id);
      await this.notices.tell(manager, next.sitter_id, `offer:${next.id}`, {
        title: `Take over ${booking.owner_first_name}'s booking?`,
        body: `${booking.owner_first_name}'s sitter can no longer do ${SERVICE_NOUNS[booking.service]} from ${booking.start_date} to ${booking.end_date}. You stood by: accept before ${expiresAt.toISOString()} to take it over at your own price (${formatAud(price.paidCents)}).`,
        link: paths.standby(),
        action: 'Accept or decline',
      });
      return this.live(peopleOf(booking), 'Your booking is offered to your next standby sitter', now);
    }
    const refunded = await this.closeRefunded(manager, booking, now);
    const told = this.live(peopleOf(booking), 'No standby sitter took your booking: you are refunded in full', now);
    return async () => {
      await refunded();
      await told();
    };
  }

  /** Nobody took it: the owner is refunded in full (the booking cancelled, or its care refunded once under way). */
  private async closeRefunded(manager: EntityManager, booking: StandbyBooking, now: Date): Promise<() => Promise<void>> {
    await manager.query(`UPDATE standby_handoffs SET outcome = 'refunded', closed_at = $2 WHERE booking_id = $1 AND outcome = 'open'`, [
      booking.id,
      now,
    ]);
    if (await this.transitions.cancelWithdrawnInTransaction(manager, booking.id, now)) {
      // booking.cancelled's handler (onCancelled) writes the suggestions and tells the owner.
      return () => publishBookingEvent(this.events, 'booking.cancelled', booking);
    }
    await this.transitions.refundInTransaction(manager, booking.id, Number.MAX_SAFE_INTEGER);
    await this.suggest(manager, booking);
    return () => this.events.publish('payment.refund_queued', { bookingId: booking.id });
  }

  /** A paid booking its sitter cancelled (with or without standbys): the owner is told and offered similar sitters. */
  private async onCancelled(manager: EntityManager, bookingId: string): Promise<void> {
    const [row] = (await manager.query(`SELECT 1 FROM bookings WHERE id = $1 AND cancelled_by = 'sitter' AND paid_at IS NOT NULL`, [
      bookingId,
    ])) as unknown[];
    if (!row) return;
    const booking = await this.booking(manager, bookingId);
    if (!booking) return;
    await manager.query(
      `UPDATE standby_requests SET status = 'closed', answered_at = $2 WHERE booking_id = $1 AND status IN ('asked', 'opted_in')`,
      [bookingId, this.now()],
    );
    await this.suggest(manager, booking);
  }

  /**
   * Writes up to STANDBY_SUGGESTIONS similar sitters (same service, listed, free on the dates: no
   * booked or blocked day, no overlapping slot; nearest to the cancelled sitter, where the stay
   * was to be) and tells the owner their money is coming back.
   */
  private async suggest(manager: EntityManager, booking: StandbyBooking): Promise<void> {
    const [first] = (await manager.query(`SELECT 1 FROM standby_suggestions WHERE booking_id = $1 LIMIT 1`, [booking.id])) as unknown[];
    if (first) return;
    const days = bookedDays(booking.service, booking.start_date, booking.end_date);
    const rows = (await manager.query(
      `SELECT sp.user_id, svc.price_cents
         FROM bookings b
         JOIN sitter_profiles here ON here.user_id = $5
         JOIN sitter_profiles sp ON sp.user_id NOT IN (b.owner_id, $5)
         JOIN users u ON u.id = sp.user_id
         JOIN sitter_services svc ON svc.sitter_id = sp.user_id AND svc.type = b.service
        WHERE b.id = $1 AND ${listedSql('sp', 'u', '$2')}
          AND NOT EXISTS (SELECT 1 FROM sitter_unavailable_days d WHERE d.sitter_id = sp.user_id AND d.day = ANY($3::date[]))
          AND NOT EXISTS (
            SELECT 1 FROM booking_slots s,
                   booking_slot_ranges(b.service, b.start_date, b.end_date, b.start_time, b.end_time, b.starts_at, b.ends_at, b.time_zone) AS wanted
             WHERE s.sitter_id = sp.user_id AND s.during && wanted)
        ORDER BY (sp.latitude - here.latitude) ^ 2 + (sp.longitude - here.longitude) ^ 2, sp.user_id
        LIMIT $4`,
      [booking.id, this.now(), days, STANDBY_SUGGESTIONS, await this.cancelledSitterOf(manager, booking)],
    )) as { user_id: string; price_cents: number }[];
    for (const [index, row] of rows.entries()) {
      const price = this.price(booking, row.price_cents);
      await manager.query(
        `INSERT INTO standby_suggestions (booking_id, sitter_id, position, price_cents, top_up_cents) VALUES ($1, $2, $3, $4, $5)`,
        [booking.id, row.user_id, index + 1, price.ownCents, price.topUpCents],
      );
    }
    await this.notices.tell(manager, booking.owner_id, `refunded:${booking.id}`, {
      title: 'Your sitter cancelled: you are refunded in full',
      body:
        rows.length > 0
          ? `Your booking from ${booking.start_date} to ${booking.end_date} is refunded in full. ${rows.length} similar sitters are free on those dates: rebook in one tap, and Pawpal pays up to ${formatAud(STANDBY_TOPUP_CAP_CENTS)} of any higher price.`
          : `Your booking from ${booking.start_date} to ${booking.end_date} is refunded in full.`,
      link: paths.bookingNotification(booking.id),
      action: 'See your booking',
    });
  }

  /** The sitter who dropped out: the handoff's first sitter, or the booking's own. */
  private async cancelledSitterOf(manager: EntityManager, booking: StandbyBooking): Promise<string> {
    const [handoff] = (await manager.query(`SELECT from_sitter_id FROM standby_handoffs WHERE booking_id = $1`, [booking.id])) as {
      from_sitter_id: string;
    }[];
    return handoff?.from_sitter_id ?? booking.sitter_id;
  }

  /**
   * The standby accepts the offer: the booking is theirs (same payment, same pets), paid at their
   * own price with Pawpal's top-up; the others' asks close and the owner is told at once. Returns
   * what to publish after the commit.
   */
  async takeOver(manager: EntityManager, requestId: string, now: Date): Promise<() => Promise<void>> {
    const [request] = (await manager.query(
      `SELECT r.id, r.booking_id, r.sitter_id, r.status, r.offer_expires_at, h.from_sitter_id
         FROM standby_requests r JOIN standby_handoffs h ON h.booking_id = r.booking_id AND h.outcome = 'open'
        WHERE r.id = $1 FOR UPDATE OF r, h`,
      [requestId],
    )) as { id: string; booking_id: string; sitter_id: string; status: string; offer_expires_at: Date | null; from_sitter_id: string }[];
    if (!request || request.status !== 'offered') throw new StandbyError('NOT_OFFERED');
    if (request.offer_expires_at!.getTime() <= now.getTime()) throw new StandbyError('OFFER_EXPIRED');
    const booking = (await this.booking(manager, request.booking_id, true))!;
    const price = await this.priceFor(manager, booking, request.sitter_id);
    try {
      const moved = await this.writer.handOver(manager, booking.id, request.from_sitter_id, request.sitter_id, now);
      if (!moved) throw new StandbyError('NOT_OFFERED', 'This booking can no longer be taken over');
      if (!['drop_in', 'dog_walking'].includes(booking.service)) {
        await this.availability.markBooked(
          manager,
          request.sitter_id,
          bookedDays(booking.service, booking.start_date, booking.end_date),
          booking.id,
        );
      }
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === EXCLUSION_VIOLATION) {
        throw new StandbyError('ALREADY_BOOKED');
      }
      throw error;
    }
    const paid = this.money.quote({ unitPriceCents: price.paidCents, units: 1 });
    await this.ledger.recordStandbyTakeover(manager, booking.id, request.from_sitter_id, {
      sitterId: request.sitter_id,
      subtotalCents: paid.subtotalCents,
      commissionCents: paid.commissionCents,
      commissionGstCents: paid.commissionGstCents,
    });
    await manager.query(`UPDATE standby_requests SET status = 'accepted', answered_at = $2 WHERE id = $1`, [request.id, now]);
    await manager.query(
      `UPDATE standby_requests SET status = 'closed', answered_at = $3 WHERE booking_id = $1 AND id <> $2 AND status IN ('asked', 'opted_in', 'offered')`,
      [booking.id, request.id, now],
    );
    await manager.query(
      `UPDATE standby_handoffs SET outcome = 'taken', taken_by = $2, top_up_cents = $3, closed_at = $4 WHERE booking_id = $1`,
      [booking.id, request.sitter_id, price.topUpCents, now],
    );
    const [sitter] = (await manager.query(`SELECT first_name FROM users WHERE id = $1`, [request.sitter_id])) as { first_name: string }[];
    const title = standbyTakeoverTitle(sitter!.first_name);
    await this.notices.tell(manager, booking.owner_id, `taken:${booking.id}`, {
      title,
      body: `Your sitter could not do ${SERVICE_NOUNS[booking.service]} from ${booking.start_date} to ${booking.end_date}, and ${sitter!.first_name}, your standby, has taken it over: same booking, same payment, nothing to do.`,
      link: paths.bookingNotification(booking.id),
      action: 'See your booking',
    });
    return async () => {
      await this.events.publish('booking.handed_over', {
        bookingId: booking.id,
        ownerId: booking.owner_id,
        sitterId: request.sitter_id,
        fromSitterId: request.from_sitter_id,
      });
      await this.events.publish('care.updated', {
        bookingId: booking.id,
        ownerId: booking.owner_id,
        sitterId: request.sitter_id,
        visitId: null,
        incidentId: null,
        summary: title,
        at: now.toISOString(),
      });
    };
  }

  /** Offers past their deadline expire and the next standby is offered the booking (or the owner refunded). */
  async expireOffers(manager: EntityManager, now: Date): Promise<SweepReport> {
    const expired = (await manager.query(
      `UPDATE standby_requests SET status = 'expired', answered_at = $1
        WHERE id IN (SELECT id FROM standby_requests WHERE status = 'offered' AND offer_expires_at <= $1 ORDER BY offer_expires_at LIMIT $2)
        RETURNING booking_id`,
      [now, OFFER_SWEEP_BATCH],
    )) as [{ booking_id: string }[], number];
    const after: (() => Promise<void>)[] = [];
    for (const row of expired[0]) {
      const next = await this.offerNext(manager, row.booking_id, now);
      if (next) after.push(next);
    }
    return {
      counts: { standbyOffersExpired: expired[0].length },
      afterCommit: async () => {
        for (const task of after) await task();
      },
    };
  }

  /** A standby's price for the booking: their own rate for the same units, paid up to the booked price plus the cap. */
  async priceFor(manager: EntityManager, booking: StandbyBooking, sitterId: string): Promise<StandbyPrice> {
    const [offer] = (await manager.query(`SELECT price_cents FROM sitter_services WHERE sitter_id = $1 AND type = $2`, [
      sitterId,
      booking.service,
    ])) as { price_cents: number }[];
    return this.price(booking, offer?.price_cents ?? 0);
  }

  private price(booking: StandbyBooking, unitPriceCents: number): StandbyPrice {
    const ownCents = this.money.quote({ unitPriceCents, units: booking.units }).subtotalCents;
    const paidCents = Math.min(ownCents, booking.subtotal_cents + STANDBY_TOPUP_CAP_CENTS);
    return { ownCents, paidCents, topUpCents: Math.max(paidCents - booking.subtotal_cents, 0) };
  }

  /** Publishes, once called (after the commit), a live care_update of a standby step to the booking's owner and sitter. */
  private live(to: { bookingId: string; ownerId: string; sitterId: string }, summary: string, at: Date): () => Promise<void> {
    return () =>
      this.events.publish('care.updated', {
        bookingId: to.bookingId,
        ownerId: to.ownerId,
        sitterId: to.sitterId,
        visitId: null,
        incidentId: null,
        summary,
        at: at.toISOString(),
      });
  }

  /** The booking as the standby rules read it (locked with `lock`). */
  async booking(manager: EntityManager, bookingId: string, lock = false): Promise<StandbyBooking | undefined> {
    const [row] = (await manager.query(
      `SELECT b.id, b.owner_id, b.sitter_id, b.status, b.service, b.start_date::text AS start_date, b.end_date::text AS end_date,
              b.starts_at, b.ends_at, b.units, b.subtotal_cents, o.first_name AS owner_first_name
         FROM bookings b JOIN users o ON o.id = b.owner_id WHERE b.id = $1 ${lock ? 'FOR UPDATE OF b' : ''}`,
      [bookingId],
    )) as StandbyBooking[];
    return row;
  }

  private now(): Date {
    return this.clock.now();
  }
}
