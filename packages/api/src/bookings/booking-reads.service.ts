import { Injectable } from '@nestjs/common';
import {
  type Booking,
  BOOKING_LIST_LIMIT,
  type BookingListResponse,
  SITTER_SUMMARY_UPCOMING_LIMIT,
  type SitterSummary,
} from '@pawpal/contract';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { dateInZone, monthOf, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { type User } from '../users/user.entity.js';
import { isSitterSql } from '../users/sitter-role.js';
import { assertTransition } from './booking-states.js';
import { BOOKING_SELECT, type BookingRow, toBookingResponse, toSummary, viewerRoleOf } from './booking-view.js';
import { type ListBookingsQuery } from './dto/booking-request.input.js';
import { BookingsError } from './bookings.errors.js';
import { pendingRequestCountSql } from './pending-requests.js';

/** Reading bookings: lists, one booking, the sitter's numbers; the one place deciding who may see a booking. */
@Injectable()
export class BookingReadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The caller's bookings as owner, as sitter, or both; newest start first, each with what the caller may do. */
  async list(actor: User, query: ListBookingsQuery): Promise<BookingListResponse> {
    const where =
      query.as === 'owner' ? 'b.owner_id = $1' : query.as === 'sitter' ? 'b.sitter_id = $1' : '(b.owner_id = $1 OR b.sitter_id = $1)';
    const rows = (await this.dataSource.query(
      `${BOOKING_SELECT} WHERE ${where} AND ($2::text IS NULL OR b.status = $2) ORDER BY b.starts_at DESC, b.id LIMIT ${BOOKING_LIST_LIMIT}`,
      [actor.id, query.status ?? null],
    )) as BookingRow[];
    const now = this.clock.now();
    return { bookings: rows.map((row) => toSummary(row, viewerRoleOf(actor, row) ?? 'admin', now)) };
  }

  /** A booking for its owner, its sitter or an admin; 404 for everyone else. */
  async get(actor: User, bookingId: string): Promise<Booking> {
    const row = await this.find(this.dataSource.manager, bookingId);
    const role = row && viewerRoleOf(actor, row);
    if (!row || !role) throw new BookingsError('BOOKING_NOT_FOUND');
    return toBookingResponse(row, role, this.clock.now());
  }

  /** Reads a booking as `actor` sees it, after a change made elsewhere (payments). */
  view(actor: User, bookingId: string): Promise<Booking> {
    return this.get(actor, bookingId);
  }

  /** Requests waiting for this sitter's answer (a COUNT on the partial index); non-sitters 403. */
  async pendingCount(userId: string): Promise<{ count: number }> {
    // One round trip (polled every 10 s by every signed-in sitter): the session's user still
    // exists (else 401, as SignedInGuard would say), is a sitter (else 403), and the COUNT.
    const [row] = isUUID(userId)
      ? ((await this.dataSource.query(
          `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS user_exists,
                  ${isSitterSql('$1')} AS is_sitter,
                  ${pendingRequestCountSql('$1')} AS count`,
          [userId],
        )) as { user_exists: boolean; is_sitter: boolean; count: number }[])
      : [];
    if (!row?.user_exists) throw new DomainError(DomainErrorCode.NotSignedIn);
    if (!row.is_sitter) throw new BookingsError('SITTERS_ONLY', 'Only sitters have booking requests');
    return { count: row.count };
  }

  /** The sitter dashboard: pending requests, upcoming stays, this month's earnings (month in the sitter's zone). */
  async sitterSummary(actor: User): Promise<SitterSummary> {
    const timeZone = await this.requireSitter(actor);
    const now = this.clock.now();
    const { first, nextFirst } = monthOf(dateInZone(now, timeZone));
    const [counts] = (await this.dataSource.query(
      `SELECT ${pendingRequestCountSql('$1')} AS pending,
              (SELECT COALESCE(sum(sitter_payout_cents), 0)::int FROM bookings
                WHERE sitter_id = $1 AND status IN ('paid', 'in_progress', 'completed') AND starts_at >= $2 AND starts_at < $3) AS earnings`,
      [actor.id, zonedTimeToUtc(first, '00:00', timeZone), zonedTimeToUtc(nextFirst, '00:00', timeZone)],
    )) as { pending: number; earnings: number }[];
    const upcoming = (await this.dataSource.query(
      `${BOOKING_SELECT} WHERE b.sitter_id = $1 AND b.status IN ('accepted', 'paid', 'in_progress') AND b.ends_at > $2
        ORDER BY b.starts_at, b.id LIMIT ${SITTER_SUMMARY_UPCOMING_LIMIT}`,
      [actor.id, now],
    )) as BookingRow[];
    return {
      pendingCount: counts!.pending,
      upcoming: upcoming.map((row) => toSummary(row, 'sitter', now)),
      earningsThisMonthCents: counts!.earnings,
    };
  }

  /** For the payments module: the booking the owner is about to pay (owner only, accepted, in time). */
  async payable(actor: User, bookingId: string): Promise<BookingRow> {
    const row = await this.find(this.dataSource.manager, bookingId);
    const role = row && viewerRoleOf(actor, row);
    if (!row || !role) throw new BookingsError('BOOKING_NOT_FOUND');
    if (role !== 'owner') throw new DomainError(DomainErrorCode.NotAllowed, 'Only the owner can pay for this booking');
    assertTransition('pay', row.status);
    if (row.pay_by && row.pay_by.getTime() <= this.clock.now().getTime()) {
      throw new BookingsError('BOOKING_STATE_CONFLICT', 'The time to pay for this booking has run out');
    }
    return row;
  }

  /** The booking row (with people and pets), or undefined for an unknown or malformed id. */
  async find(manager: EntityManager, bookingId: string): Promise<BookingRow | undefined> {
    if (!isUUID(bookingId)) return undefined;
    const rows = (await manager.query(`${BOOKING_SELECT} WHERE b.id = $1`, [bookingId])) as BookingRow[];
    return rows[0];
  }

  /** The booking row; 404 when it does not exist. */
  async read(manager: EntityManager, bookingId: string): Promise<BookingRow> {
    const row = await this.find(manager, bookingId);
    if (!row) throw new BookingsError('BOOKING_NOT_FOUND');
    return row;
  }

  /** Locks the booking row for the rest of the transaction (FOR UPDATE), then reads it in full. */
  async lock(manager: EntityManager, bookingId: string): Promise<BookingRow | undefined> {
    if (!isUUID(bookingId)) return undefined;
    // Lock first (FOR UPDATE cannot sit on the aggregate SELECT), then read the full row.
    const locked = (await manager.query(`SELECT id FROM bookings WHERE id = $1 FOR UPDATE`, [bookingId])) as unknown[];
    if (locked.length === 0) return undefined;
    return this.find(manager, bookingId);
  }

  /** Timezone of the acting sitter; 403 for anyone without a sitter profile. */
  private async requireSitter(actor: User): Promise<string> {
    const [row] = (await this.dataSource.query(`SELECT time_zone FROM sitter_profiles WHERE user_id = $1`, [actor.id])) as {
      time_zone: string;
    }[];
    if (!row) throw new BookingsError('SITTERS_ONLY', 'Only sitters have booking requests');
    return row.time_zone;
  }
}
