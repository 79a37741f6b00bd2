import { Injectable } from '@nestjs/common';
import {
  type Booking,
  type BookingStandby,
  isTimedService,
  type RebookSuggestion,
  type StandbyRequest,
  type StandbyRequestStatus,
  STANDBY_TOPUP_CAP_CENTS,
  type StandbyTrigger,
} from '@pawpal/contract';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { BookingReadsService } from '../bookings/booking-reads.service.js';
import { BookingRequestsService } from '../bookings/booking-requests.service.js';
import { BookingWriter } from '../bookings/booking-writer.js';
import { Clock } from '../platform/clock/clock.js';
import { type User } from '../users/user.entity.js';
import { StandbyError } from './standby.errors.js';
import { StandbyHandoffsService } from './standby-handoffs.service.js';

/** How many asks and offers GET /api/standby-requests returns (newest first). */
export const STANDBY_LIST_LIMIT = 50;

/** The refunded booking the owner rebooks from. */
interface OwnBooking {
  service: Booking['service'];
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  subtotal_cents: number;
}

interface RequestRow {
  id: string;
  booking_id: string;
  position: number;
  status: StandbyRequestStatus;
  offer_expires_at: Date | null;
  service: string;
  start_date: string;
  end_date: string;
  starts_at: Date;
  owner_first_name: string;
  pet_names: string[];
}

/**
 * What members do with standbys (docs/standby.md): a sitter reads their asks and offers and opts
 * in, accepts or declines (only the asked sitter: anyone else gets 404); the owner reads a
 * booking's standbys and rebooks with a suggestion after a full refund.
 */
@Injectable()
export class StandbyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly handoffs: StandbyHandoffsService,
    private readonly requests: BookingRequestsService,
    private readonly writer: BookingWriter,
    private readonly reads: BookingReadsService,
  ) {}

  async list(actor: User): Promise<StandbyRequest[]> {
    const rows = (await this.dataSource.query(
      `SELECT r.id, r.booking_id, r.position, r.status, r.offer_expires_at, b.service, b.start_date::text AS start_date,
              b.end_date::text AS end_date, b.starts_at, o.first_name AS owner_first_name,
              ARRAY(SELECT p.name FROM booking_pets bp JOIN pets p ON p.id = bp.pet_id WHERE bp.booking_id = b.id ORDER BY p.name) AS pet_names
         FROM standby_requests r JOIN bookings b ON b.id = r.booking_id JOIN users o ON o.id = b.owner_id
        WHERE r.sitter_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2`,
      [actor.id, STANDBY_LIST_LIMIT],
    )) as RequestRow[];
    const answer: StandbyRequest[] = [];
    for (const row of rows) {
      const booking = (await this.handoffs.booking(this.dataSource.manager, row.booking_id))!;
      const price = await this.handoffs.priceFor(this.dataSource.manager, booking, actor.id);
      answer.push({
        id: row.id,
        bookingId: row.booking_id,
        position: row.position,
        status: row.status,
        service: row.service,
        startDate: row.start_date,
        endDate: row.end_date,
        startsAt: row.starts_at.toISOString(),
        ownerFirstName: row.owner_first_name,
        petNames: row.pet_names,
        priceCents: price.paidCents,
        topUpCents: price.topUpCents,
        offerExpiresAt: row.status === 'offered' && row.offer_expires_at ? row.offer_expires_at.toISOString() : null,
      });
    }
    return answer;
  }

  /** The asked sitter is willing to step in (no obligation): while asked and the booking is still going ahead. */
  async optIn(actor: User, requestId: string): Promise<StandbyRequest> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const request = await this.lockOwn(manager, actor, requestId);
      const [booking] = (await manager.query(`SELECT status FROM bookings WHERE id = $1`, [request.booking_id])) as { status: string }[];
      if (request.status === 'opted_in') return;
      if (request.status !== 'asked' || !['requested', 'accepted', 'paid'].includes(booking!.status)) throw new StandbyError('NOT_ASKED');
      await manager.query(`UPDATE standby_requests SET status = 'opted_in', opted_in_at = $2 WHERE id = $1`, [requestId, now]);
    });
    return this.one(actor, requestId);
  }

  /** The offered standby takes the booking over. */
  async accept(actor: User, requestId: string): Promise<StandbyRequest> {
    const now = this.clock.now();
    const after = await this.dataSource.transaction(async (manager) => {
      await this.lockOwn(manager, actor, requestId);
      return this.handoffs.takeOver(manager, requestId, now);
    });
    await after();
    return this.one(actor, requestId);
  }

  /** The standby says no (to an ask, or an offer: the next standby is offered it at once). */
  async decline(actor: User, requestId: string): Promise<StandbyRequest> {
    const now = this.clock.now();
    const after = await this.dataSource.transaction(async (manager) => {
      const request = await this.lockOwn(manager, actor, requestId);
      if (!['asked', 'opted_in', 'offered'].includes(request.status)) throw new StandbyError('NOT_OFFERED', 'There is nothing to decline');
      await manager.query(`UPDATE standby_requests SET status = 'declined', answered_at = $2 WHERE id = $1`, [requestId, now]);
      return request.status === 'offered' ? this.handoffs.offerNext(manager, request.booking_id, now) : undefined;
    });
    if (after) await after();
    return this.one(actor, requestId);
  }

  /** The booking's standbys, its handoff and the rebooking suggestions (its owner; anyone else 404). */
  async forBooking(actor: User, bookingId: string): Promise<BookingStandby> {
    await this.ownBooking(actor, bookingId);
    const standbys = (await this.dataSource.query(
      `SELECT r.sitter_id, u.first_name, r.position, r.status FROM standby_requests r JOIN users u ON u.id = r.sitter_id
        WHERE r.booking_id = $1 ORDER BY r.position`,
      [bookingId],
    )) as { sitter_id: string; first_name: string; position: number; status: StandbyRequestStatus }[];
    const [handoff] = (await this.dataSource.query(
      `SELECT trigger, opened_at, outcome, taken_by, top_up_cents FROM standby_handoffs WHERE booking_id = $1`,
      [bookingId],
    )) as {
      trigger: StandbyTrigger;
      opened_at: Date;
      outcome: 'open' | 'taken' | 'refunded';
      taken_by: string | null;
      top_up_cents: number;
    }[];
    return {
      bookingId,
      standbys: standbys.map((row) => ({ sitterId: row.sitter_id, firstName: row.first_name, position: row.position, status: row.status })),
      handoff: handoff
        ? {
            trigger: handoff.trigger,
            openedAt: handoff.opened_at.toISOString(),
            outcome: handoff.outcome,
            takenBySitterId: handoff.taken_by,
            topUpCents: handoff.top_up_cents,
          }
        : null,
      suggestions: await this.suggestions(bookingId),
    };
  }

  /**
   * One tap: a request to a suggested sitter for the same service, dates, times and pets (priced and
   * checked like any request). 400 for a sitter not suggested, 409 once rebooked.
   */
  async rebook(actor: User, bookingId: string, sitterId: string): Promise<Booking> {
    const booking = await this.ownBooking(actor, bookingId);
    const [suggestion] = (await this.dataSource.query(
      `SELECT rebooked_booking_id FROM standby_suggestions WHERE booking_id = $1 AND sitter_id = $2`,
      [bookingId, isUUID(sitterId) ? sitterId : null],
    )) as { rebooked_booking_id: string | null }[];
    if (!suggestion) throw new StandbyError('NOT_A_SUGGESTION');
    const pets = (await this.dataSource.query(`SELECT pet_id FROM booking_pets WHERE booking_id = $1`, [bookingId])) as {
      pet_id: string;
    }[];
    const timed = isTimedService(booking.service);
    const input = {
      sitterId,
      service: booking.service,
      startDate: booking.start_date,
      endDate: booking.end_date,
      ...(timed
        ? { startTime: booking.start_time, endTime: booking.end_time }
        : { dropOffTime: booking.start_time, pickUpTime: booking.end_time }),
      petIds: pets.map((row) => row.pet_id),
    };
    // One transaction for the new request, the suggestion marked as used and the top-up: a
    // rebooking is never stored without its guarantee, and the suggestions' row locks let one of
    // two parallel taps through (the other answers ALREADY_REBOOKED and stores nothing).
    return this.requests.create(actor, input, async (manager, newBookingId, now) => {
      const suggestions = (await manager.query(
        `SELECT sitter_id, rebooked_booking_id FROM standby_suggestions WHERE booking_id = $1 ORDER BY sitter_id FOR UPDATE`,
        [bookingId],
      )) as { sitter_id: string; rebooked_booking_id: string | null }[];
      if (suggestions.some((row) => row.rebooked_booking_id !== null)) throw new StandbyError('ALREADY_REBOOKED');
      await manager.query(`UPDATE standby_suggestions SET rebooked_booking_id = $3 WHERE booking_id = $1 AND sitter_id = $2`, [
        bookingId,
        sitterId,
        newBookingId,
      ]);
      // The same guarantee as a standby's: Pawpal pays what the new sitter's price is above the
      // refunded booking's, up to STANDBY_TOPUP_CAP_CENTS; the owner pays the rest (docs/standby.md).
      const [created] = (await manager.query(`SELECT subtotal_cents FROM bookings WHERE id = $1`, [newBookingId])) as {
        subtotal_cents: number;
      }[];
      const topUpCents = Math.min(Math.max(Number(created!.subtotal_cents) - booking.subtotal_cents, 0), STANDBY_TOPUP_CAP_CENTS);
      if (topUpCents > 0) await this.writer.applyStandbyTopUp(manager, newBookingId, topUpCents, now);
    });
  }

  private async suggestions(bookingId: string): Promise<RebookSuggestion[]> {
    const rows = (await this.dataSource.query(
      `SELECT s.sitter_id, u.first_name, sp.suburb, s.price_cents, s.top_up_cents
         FROM standby_suggestions s JOIN users u ON u.id = s.sitter_id JOIN sitter_profiles sp ON sp.user_id = s.sitter_id
        WHERE s.booking_id = $1 ORDER BY s.position`,
      [bookingId],
    )) as { sitter_id: string; first_name: string; suburb: string; price_cents: number; top_up_cents: number }[];
    return rows.map((row) => ({
      sitterId: row.sitter_id,
      firstName: row.first_name,
      suburb: row.suburb,
      priceCents: row.price_cents,
      topUpCents: row.top_up_cents,
    }));
  }

  private async ownBooking(actor: User, bookingId: string): Promise<OwnBooking> {
    const [row] = isUUID(bookingId)
      ? ((await this.dataSource.query(
          `SELECT service, start_date::text AS start_date, end_date::text AS end_date, start_time, end_time, subtotal_cents
             FROM bookings WHERE id = $1 AND owner_id = $2`,
          [bookingId, actor.id],
        )) as OwnBooking[])
      : [];
    if (!row) throw new StandbyError('BOOKING_NOT_FOUND');
    return row;
  }

  /** Locks the actor's own request: 404 for anyone else's (or an unknown id). */
  private async lockOwn(
    manager: import('typeorm').EntityManager,
    actor: User,
    requestId: string,
  ): Promise<{ booking_id: string; status: StandbyRequestStatus }> {
    const [row] = isUUID(requestId)
      ? ((await manager.query(`SELECT booking_id, status FROM standby_requests WHERE id = $1 AND sitter_id = $2 FOR UPDATE`, [
          requestId,
          actor.id,
        ])) as { booking_id: string; status: StandbyRequestStatus }[])
      : [];
    if (!row) throw new StandbyError('STANDBY_REQUEST_NOT_FOUND');
    return row;
  }

  private async one(actor: User, requestId: string): Promise<StandbyRequest> {
    const found = (await this.list(actor)).find((request) => request.id === requestId);
    if (!found) throw new StandbyError('STANDBY_REQUEST_NOT_FOUND');
    return found;
  }
}
