import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type Availability, DEFAULT_CALENDAR_DAYS, type DayStatus, MAX_BLOCK_DAYS_AHEAD, MAX_CALENDAR_DAYS } from '@pawpal/contract';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { type User } from '../users/user.entity.js';
import { Clock } from '../platform/clock/clock.js';
import { addDays, dateInZone, datesFrom, daysBetween, isCalendarDate } from '../platform/calendar/zoned-time.js';
import { isUuid } from '../platform/validation/uuid.js';
import { visibleToSql } from '../sitters/listing.js';
import { SittersError } from '../sitters/sitters.errors.js';
import { AvailabilityError } from './availability.errors.js';
import { timedServiceSql } from '../sitters/timed-services.js';

/**
 * The sitters' calendars (table sitter_unavailable_days, its one writer): days blocked by the
 * sitter, days blocked by a calendar they imported (import_id; calendars/) and days booked by
 * confirmed bookings. Days are calendar days in the sitter's time zone.
 *
 * For the bookings module: `markBooked` / `releaseBooking` take the caller's EntityManager so
 * they commit or roll back with the booking's own transaction.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Public calendar of a sitter: every day from `from` (default today) to `to`, at most MAX_CALENDAR_DAYS. */
  async calendar(sitterId: string, from?: string, to?: string, viewerId?: string): Promise<Availability> {
    const timeZone = await this.timeZoneOf(this.dataSource.manager, sitterId);
    if (!timeZone || !(await this.visibleTo(sitterId, viewerId))) throw new SittersError('SITTER_NOT_FOUND');
    const start = from ?? dateInZone(this.clock.now(), timeZone);
    const end = to ?? addDays(start, DEFAULT_CALENDAR_DAYS - 1);
    if (!isCalendarDate(start) || !isCalendarDate(end))
      throw new DomainError(DomainErrorCode.InvalidDates, 'Dates must be real days written YYYY-MM-DD');
    if (end < start) throw new DomainError(DomainErrorCode.InvalidDates, 'The end date must not be before the start date');
    if (daysBetween(start, end) + 1 > MAX_CALENDAR_DAYS) {
      throw new DomainError(DomainErrorCode.InvalidDates, `Ask for at most ${MAX_CALENDAR_DAYS} days at once`);
    }
    return this.read(this.dataSource.manager, sitterId, timeZone, start, end);
  }

  /** A listed sitter's calendar is public; an unlisted one's only the sitter's own and admins' (sitters/listing.ts). */
  private async visibleTo(sitterId: string, viewerId: string | undefined): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM sitter_profiles s JOIN users u ON u.id = s.user_id WHERE s.user_id = $1 AND ${visibleToSql('s', 'u', '$2', '$3')}`,
      [sitterId, this.clock.now(), viewerId ?? null],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Blocks and unblocks days of the acting sitter's own calendar (there is no sitter id to
   * trust: it is always the actor's). Past days are refused (400); a booked day cannot be
   * blocked or unblocked (409). Answers the calendar of the touched range.
   */
  async update(actor: User, block: readonly string[], unblock: readonly string[]): Promise<Availability> {
    return this.dataSource.transaction(async (manager) => {
      const timeZone = await this.timeZoneOf(manager, actor.id);
      if (!timeZone) throw new SittersError('NOT_A_SITTER');
      const toBlock = [...new Set(block)].sort();
      const toUnblock = [...new Set(unblock)].sort();
      const all = [...toBlock, ...toUnblock].sort();
      if (all.length === 0) throw new DomainError(DomainErrorCode.InvalidDates, 'Give at least one date to block or unblock');
      const invalid = all.find((day) => !isCalendarDate(day));
      if (invalid) throw new DomainError(DomainErrorCode.InvalidDates, `${invalid} is not a real date`);
      const both = toBlock.find((day) => toUnblock.includes(day));
      if (both) throw new DomainError(DomainErrorCode.InvalidDates, `${both} cannot be blocked and unblocked at once`);
      const today = dateInZone(this.clock.now(), timeZone);
      const past = all.find((day) => day < today);
      if (past) throw new DomainError(DomainErrorCode.InvalidDates, `${past} is in the past: only today and later dates can be changed`);
      const last = addDays(today, MAX_BLOCK_DAYS_AHEAD);
      const tooFar = all.find((day) => day > last);
      if (tooFar)
        throw new DomainError(
          DomainErrorCode.InvalidDates,
          `${tooFar} is too far ahead: dates up to ${MAX_BLOCK_DAYS_AHEAD} days from today can be changed`,
        );

      // Lock the touched booked rows so a booking cannot be released underneath this check.
      const booked = (await manager.query(
        `SELECT day::text AS day FROM sitter_unavailable_days
          WHERE sitter_id = $1 AND day = ANY($2::date[]) AND reason = 'booked' ORDER BY day FOR UPDATE`,
        [actor.id, all],
      )) as { day: string }[];
      // Visits and walks hold time slots (booking_slots), not days: their days are booked too.
      const withVisits = (await manager.query(
        `SELECT DISTINCT b.day::text AS day FROM (SELECT unnest($2::date[]) AS day) b
          WHERE EXISTS (SELECT 1 FROM booking_slots s JOIN bookings k ON k.id = s.booking_id
                         WHERE s.sitter_id = $1 AND ${timedServiceSql('k.service')} AND b.day BETWEEN k.start_date AND k.end_date)`,
        [actor.id, all],
      )) as { day: string }[];
      booked.push(...withVisits.filter((visit) => !booked.some((row) => row.day === visit.day)));
      booked.sort((a, b) => a.day.localeCompare(b.day));
      if (booked.length > 0) {
        const list = booked.map((row) => row.day).join(', ');
        throw new AvailabilityError('DATE_BOOKED', `${list} ${booked.length === 1 ? 'is' : 'are'} booked and cannot be changed`);
      }
      // A day the sitter blocks becomes their own, even where an imported calendar blocked it already.
      if (toBlock.length > 0) {
        await manager.query(
          `INSERT INTO sitter_unavailable_days (sitter_id, day, reason)
           SELECT $1, day, 'blocked' FROM unnest($2::date[]) AS day
           ON CONFLICT (sitter_id, day) DO UPDATE SET import_id = NULL WHERE sitter_unavailable_days.import_id IS NOT NULL`,
          [actor.id, toBlock],
        );
      }
      if (toUnblock.length > 0) {
        await manager.query(`DELETE FROM sitter_unavailable_days WHERE sitter_id = $1 AND day = ANY($2::date[]) AND reason = 'blocked'`, [
          actor.id,
          toUnblock,
        ]);
      }
      return this.read(manager, actor.id, timeZone, all[0]!, all.at(-1)!);
    });
  }

  /** Days of `days` on which the sitter is blocked or booked (by any booking but `exceptBookingId`). */
  async unavailableDays(manager: EntityManager, sitterId: string, days: readonly string[], exceptBookingId?: string): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT day::text AS day FROM sitter_unavailable_days
        WHERE sitter_id = $1 AND day = ANY($2::date[]) AND (booking_id IS NULL OR booking_id IS DISTINCT FROM $3) ORDER BY day`,
      [sitterId, [...days], exceptBookingId ?? null],
    )) as { day: string }[];
    return rows.map((row) => row.day);
  }

  /** Whether any of `slots` overlaps a committed booking of the sitter (booking_slots: a stay's whole range, each visit's or walk's own time). */
  async slotsTaken(manager: EntityManager, sitterId: string, slots: readonly { startsAt: Date; endsAt: Date }[]): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM booking_slots s, unnest($2::timestamptz[], $3::timestamptz[]) AS wanted (starts_at, ends_at)
        WHERE s.sitter_id = $1 AND s.during && tstzrange(wanted.starts_at, wanted.ends_at) LIMIT 1`,
      [sitterId, slots.map((slot) => slot.startsAt), slots.map((slot) => slot.endsAt)],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Marks `days` as booked by `bookingId` inside the caller's transaction. Idempotent for the
   * same booking; throws SITTER_UNAVAILABLE (409) naming the days already blocked or booked by
   * another booking, which rolls the caller's transaction back.
   */
  async markBooked(manager: EntityManager, sitterId: string, days: readonly string[], bookingId: string): Promise<void> {
    const unique = [...new Set(days)].sort();
    if (unique.length === 0) return;
    const invalid = unique.find((day) => !isCalendarDate(day));
    if (invalid) throw new DomainError(DomainErrorCode.InvalidDates, `${invalid} is not a real date`);
    const written = (await manager.query(
      `INSERT INTO sitter_unavailable_days (sitter_id, day, reason, booking_id)
       SELECT $1, day, 'booked', $3 FROM unnest($2::date[]) AS day
       ON CONFLICT (sitter_id, day) DO UPDATE SET reason = 'booked'
         WHERE sitter_unavailable_days.booking_id = EXCLUDED.booking_id
       RETURNING day::text AS day`,
      [sitterId, unique, bookingId],
    )) as { day: string }[];
    if (written.length !== unique.length) {
      const ok = new Set(written.map((row) => row.day));
      const taken = unique.filter((day) => !ok.has(day));
      throw new AvailabilityError('SITTER_UNAVAILABLE', `The sitter is not available on ${taken.join(', ')}`);
    }
  }

  /** Frees every day booked by `bookingId` (cancelled, declined or expired), inside the caller's transaction. */
  async releaseBooking(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`DELETE FROM sitter_unavailable_days WHERE booking_id = $1`, [bookingId]);
  }

  /**
   * Makes `days` (from `from` on) exactly the days blocked by the imported calendar `importId`, inside
   * the caller's transaction: its other days from `from` on are freed, and a day already blocked
   * by the sitter or booked stays as it is (the import adds to it nothing). Answers how many days
   * the import now blocks from `from` on. Past days are left as they were.
   */
  async replaceImportedDays(
    manager: EntityManager,
    sitterId: string,
    importId: string,
    days: readonly string[],
    from: string,
  ): Promise<number> {
    const wanted = [...new Set(days)].filter((day) => day >= from).sort();
    await manager.query(`DELETE FROM sitter_unavailable_days WHERE import_id = $1 AND day >= $2 AND NOT (day = ANY($3::date[]))`, [
      importId,
      from,
      wanted,
    ]);
    if (wanted.length > 0) {
      await manager.query(
        `INSERT INTO sitter_unavailable_days (sitter_id, day, reason, import_id)
         SELECT $1, day, 'blocked', $3 FROM unnest($2::date[]) AS day
         ON CONFLICT (sitter_id, day) DO NOTHING`,
        [sitterId, wanted, importId],
      );
    }
    const [row] = (await manager.query(`SELECT count(*)::int AS n FROM sitter_unavailable_days WHERE import_id = $1 AND day >= $2`, [
      importId,
      from,
    ])) as { n: number }[];
    return row?.n ?? 0;
  }

  /** Frees every day blocked by the imported calendar `importId` (it is being removed), inside the caller's transaction. */
  async releaseImport(manager: EntityManager, importId: string): Promise<void> {
    await manager.query(`DELETE FROM sitter_unavailable_days WHERE import_id = $1`, [importId]);
  }

  private async timeZoneOf(manager: EntityManager, sitterId: string): Promise<string | undefined> {
    if (!isUuid(sitterId)) return undefined;
    const rows = (await manager.query(`SELECT time_zone FROM sitter_profiles WHERE user_id = $1`, [sitterId])) as { time_zone: string }[];
    return rows[0]?.time_zone;
  }

  private async read(manager: EntityManager, sitterId: string, timeZone: string, from: string, to: string): Promise<Availability> {
    const rows = (await manager.query(
      `SELECT day::text AS day, reason FROM sitter_unavailable_days WHERE sitter_id = $1 AND day BETWEEN $2 AND $3`,
      [sitterId, from, to],
    )) as { day: string; reason: DayStatus }[];
    const status = new Map(rows.map((row) => [row.day, row.reason]));
    return { timeZone, days: datesFrom(from, to, MAX_CALENDAR_DAYS).map((date) => ({ date, status: status.get(date) ?? 'available' })) };
  }
}
