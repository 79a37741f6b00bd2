import { Injectable } from '@nestjs/common';
import {
  type BookingStatus,
  MAX_ADVANCE_BOOKING_DAYS,
  paths,
  REQUEST_RESPONSE_WINDOW_HOURS,
  type Series,
  type SeriesAction,
  type SeriesConflict,
  SERIES_HORIZON_DAYS,
  SERIES_LIST_LIMIT,
  SERIES_MAX_WEEKS,
  SERIES_OCCURRENCE_MINUTES,
  type SeriesListResponse,
  type SeriesOccurrence,
  type SeriesStatus,
  type SeriesSummary,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { BookingRequestsService } from '../bookings/booking-requests.service.js';
import { BookingTransitionsService } from '../bookings/booking-transitions.service.js';
import { assertMetIfRequired } from '../meet-and-greets/meet-and-greet-rule.js';
import { NoticesService } from '../notices/notices.service.js';
import { addDays, dateInZone, daysBetween, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';
import { Clock } from '../platform/clock/clock.js';
import { isUuid } from '../platform/validation/uuid.js';
import { SittersError } from '../sitters/sitters.errors.js';
import { type User } from '../users/user.entity.js';
import { type CreateSeriesInput } from './dto/series.input.js';
import { datesOnWeekdays, endTimeOf, isoWeekday, lastDateOf, SERIES_MAX_SPAN_DAYS } from './series-dates.js';
import { SeriesNotifier } from './series-notifier.js';
import { SERIES_SELECT, type SeriesRow } from './series-rows.js';
import { SeriesSweepsService } from './series-sweeps.service.js';
import { seriesMail, seriesSummary } from './series-words.js';
import { SERIES_NOTICE_KINDS } from './series.constants.js';
import { SeriesError } from './series.errors.js';

const HOUR_MS = 3_600_000;
/** The statuses of an occurrence that still happens (or happened). */
const LIVE_STATUSES: readonly BookingStatus[] = ['requested', 'accepted', 'paid', 'in_progress', 'completed'];

/** What each party may do in each state (the app shows exactly these). */
function actionsFor(role: 'owner' | 'sitter', status: SeriesStatus): SeriesAction[] {
  if (role === 'sitter') {
    if (status === 'requested') return ['accept', 'decline'];
    return status === 'active' || status === 'paused' ? ['end'] : [];
  }
  if (status === 'requested') return ['end'];
  if (status === 'active') return ['skip', 'pause', 'end'];
  return status === 'paused' ? ['skip', 'resume', 'end'] : [];
}

function invalid(message: string): never {
  throw new SeriesError('INVALID_SERIES', message);
}

/**
 * Weekly care (docs/bookings.md, "Weekly care"): an owner asks a sitter for the same walk or
 * drop-in visit on some weekdays; the sitter accepts once; the sweeps (SeriesSweepsService) book
 * each occurrence SERIES_HORIZON_DAYS ahead as a booking of its own, accepted, and charge each week
 * to the owner's saved card. The one writer of `booking_series` and `booking_series_dates`.
 */
@Injectable()
export class SeriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly requests: BookingRequestsService,
    private readonly transitions: BookingTransitionsService,
    private readonly sweeps: SeriesSweepsService,
    private readonly notifier: SeriesNotifier,
    private readonly notices: NoticesService,
  ) {}

  /** POST /api/series: checked like a booking request for its first occurrence (listed sitter, service offered, the owner's pets). */
  async create(actor: User, input: CreateSeriesInput): Promise<Series> {
    const now = this.clock.now();
    if (input.endDate !== undefined && input.occurrences !== undefined) invalid('Give an end date or a number of occurrences, not both');
    const [sitter] = isUuid(input.sitterId)
      ? ((await this.dataSource.query(
          `SELECT sp.time_zone, u.first_name FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.user_id = $1`,
          [input.sitterId],
        )) as {
          time_zone: string;
          first_name: string;
        }[])
      : [];
    if (!sitter) throw new SittersError('SITTER_NOT_FOUND');
    const timeZone = sitter.time_zone;
    const today = dateInZone(now, timeZone);
    if (input.startDate < today) invalid('The start date is in the past');
    if (daysBetween(today, input.startDate) > MAX_ADVANCE_BOOKING_DAYS)
      invalid(`Weekly care can start at most ${MAX_ADVANCE_BOOKING_DAYS} days ahead`);
    const endTime =
      endTimeOf(input.service, input.time) ??
      invalid(`Choose a time that leaves ${SERIES_OCCURRENCE_MINUTES[input.service]} minutes before midnight`);
    let lastDate: string | null = null;
    if (input.endDate !== undefined) {
      if (input.endDate < input.startDate) invalid('The end date is before the start date');
      if (daysBetween(input.startDate, input.endDate) + 1 > SERIES_MAX_SPAN_DAYS)
        invalid(`Weekly care runs at most ${SERIES_MAX_WEEKS} weeks`);
      lastDate =
        datesOnWeekdays(input.weekdays, input.startDate, input.endDate).at(-1) ?? invalid('None of those weekdays falls in those dates');
    } else if (input.occurrences !== undefined) {
      lastDate =
        lastDateOf(input.weekdays, input.startDate, input.occurrences) ??
        invalid(`${input.occurrences} occurrences on those weekdays run past ${SERIES_MAX_WEEKS} weeks`);
    }
    const first = datesOnWeekdays(input.weekdays, input.startDate, lastDate ?? addDays(input.startDate, 13)).find(
      (date) => zonedTimeToUtc(date, input.time, timeZone).getTime() > now.getTime(),
    );
    if (!first) invalid('The first occurrence has already passed');
    // The sitter, the service and the pets are checked as a booking request for the first date would be.
    await this.requests.quote(actor, {
      sitterId: input.sitterId,
      service: input.service,
      startDate: first,
      endDate: first,
      startTime: input.time,
      endTime,
      petIds: input.petIds,
    });
    const firstStart = zonedTimeToUtc(first, input.time, timeZone);
    const respondBy = new Date(Math.min(now.getTime() + REQUEST_RESPONSE_WINDOW_HOURS * HOUR_MS, firstStart.getTime()));
    const id = await this.dataSource.transaction(async (manager) => {
      // A sitter may ask new owners to meet first (docs/bookings.md#meet-and-greets): a series is
      // asked for like a first booking, and its occurrences are not checked again.
      await assertMetIfRequired(manager, { ownerId: actor.id, sitterId: input.sitterId, sitterFirstName: sitter.first_name, now });
      const [row] = (await manager.query(
        `INSERT INTO booking_series (owner_id, sitter_id, service, weekdays, start_time, end_time, time_zone, start_date, end_date, occurrences,
           last_date, pet_ids, message, respond_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4::smallint[], $5, $6, $7, $8, $9, $10, $11, $12::uuid[], $13, $14, $15, $15) RETURNING id`,
        [
          actor.id,
          input.sitterId,
          input.service,
          [...input.weekdays].sort((a, b) => a - b),
          input.time,
          endTime,
          timeZone,
          input.startDate,
          input.endDate ?? null,
          input.occurrences ?? null,
          lastDate,
          [...new Set(input.petIds)],
          input.message || null,
          respondBy,
          now,
        ],
      )) as [{ id: string }];
      const series = await this.lock(manager, row.id);
      const summary = seriesSummary(series.service, series.weekdays, series.start_time);
      await this.notifier.tell(manager, series, 'sitter', {
        kind: SERIES_NOTICE_KINDS.requested,
        title: `${series.owner_first_name} asked for weekly care`,
        body: `${series.owner_first_name} would like ${summary}. Accept or decline it.`,
        mail: seriesMail.requested(series.sitter_first_name, series.owner_first_name, summary, this.notifier.url(series.id)),
        dedupeKey: `series_requested:${series.id}`,
      });
      return row.id;
    });
    return this.get(actor, id);
  }

  /** GET /api/series: the member's series as owner or sitter, newest first. */
  async list(actor: User): Promise<SeriesListResponse> {
    const rows = (await this.dataSource.query(
      `${SERIES_SELECT} WHERE s.owner_id = $1 OR s.sitter_id = $1 ORDER BY s.created_at DESC, s.id LIMIT ${SERIES_LIST_LIMIT}`,
      [actor.id],
    )) as SeriesRow[];
    const now = this.clock.now();
    const excluded = (await this.dataSource.query(
      `SELECT series_id, day::text AS day FROM booking_series_dates WHERE series_id = ANY($1::uuid[]) AND day >= $2::date`,
      [rows.map((row) => row.id), addDays(now.toISOString().slice(0, 10), -1)],
    )) as { series_id: string; day: string }[];
    return {
      series: rows.map((row) =>
        this.summaryOf(
          actor,
          row,
          this.nextDateOf(
            row,
            now,
            excluded.filter((entry) => entry.series_id === row.id).map((entry) => entry.day),
          ),
        ),
      ),
    };
  }

  /** The series' next date not yet started, skipped or in conflict, within its first two weeks from today; null once it is over. */
  private nextDateOf(row: SeriesRow, now: Date, excluded: readonly string[]): string | null {
    if (row.status !== 'requested' && row.status !== 'active' && row.status !== 'paused') return null;
    const today = dateInZone(now, row.time_zone);
    const from = row.start_date > today ? row.start_date : today;
    const weeksOut = addDays(from, 2 * SERIES_HORIZON_DAYS);
    const to = row.last_date !== null && row.last_date < weeksOut ? row.last_date : weeksOut;
    if (to < from) return null;
    const next = datesOnWeekdays(row.weekdays, from, to).find(
      (date) => !excluded.includes(date) && zonedTimeToUtc(date, row.start_time, row.time_zone).getTime() > now.getTime(),
    );
    return next ?? null;
  }

  /** GET /api/series/:id: 404 unless the actor is its owner or its sitter. */
  async get(actor: User, seriesId: string): Promise<Series> {
    const row = await this.find(this.dataSource.manager, actor, seriesId);
    const now = this.clock.now();
    const pets = (await this.dataSource.query(`SELECT id, name FROM pets WHERE id = ANY($1::uuid[]) ORDER BY name, id`, [row.pet_ids])) as {
      id: string;
      name: string;
    }[];
    const upcoming = await this.upcoming(row, now);
    const excluded = upcoming.filter((occurrence) => occurrence.state === 'skipped' || occurrence.state === 'conflict');
    return {
      ...this.summaryOf(
        actor,
        row,
        this.nextDateOf(
          row,
          now,
          excluded.map((occurrence) => occurrence.date),
        ),
      ),
      pets,
      message: row.message,
      upcoming,
      conflicts: row.status === 'requested' ? await this.conflicts(row, now) : [],
    };
  }

  /** The sitter accepts: the occurrences within the horizon are booked (accepted) at once, and a week already due is charged. */
  async accept(actor: User, seriesId: string): Promise<Series> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockAs(manager, actor, seriesId, 'sitter');
      if (row.status !== 'requested') throw new SeriesError('SERIES_STATE_CONFLICT', `This weekly care is ${row.status}`);
      if (row.respond_by.getTime() <= now.getTime()) throw new SeriesError('SERIES_STATE_CONFLICT', 'This request has expired');
      await manager.query(`UPDATE booking_series SET status = 'active', accepted_at = $2, updated_at = $2 WHERE id = $1`, [row.id, now]);
      await this.answered(manager, row, true);
    });
    await this.sweeps.bookAndCharge(seriesId, now);
    return this.get(actor, seriesId);
  }

  async decline(actor: User, seriesId: string): Promise<Series> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockAs(manager, actor, seriesId, 'sitter');
      if (row.status !== 'requested') throw new SeriesError('SERIES_STATE_CONFLICT', `This weekly care is ${row.status}`);
      await manager.query(`UPDATE booking_series SET status = 'declined', ended_at = $2, updated_at = $2 WHERE id = $1`, [row.id, now]);
      await this.answered(manager, row, false);
    });
    return this.get(actor, seriesId);
  }

  /**
   * The owner skips one date of the series: it is not booked, or its booking is cancelled — refunded
   * by the sitter's cancellation policy when it was paid already, like any owner's cancellation.
   */
  async skip(actor: User, seriesId: string, date: string): Promise<Series> {
    const now = this.clock.now();
    const bookingId = await this.dataSource.transaction(async (manager) => {
      const row = await this.lockAs(manager, actor, seriesId, 'owner');
      if (row.status !== 'active' && row.status !== 'paused')
        throw new SeriesError('SERIES_STATE_CONFLICT', `This weekly care is ${row.status}`);
      if (!this.isDateOf(row, date)) invalid('That date is not one of this weekly care’s');
      if (zonedTimeToUtc(date, row.start_time, row.time_zone).getTime() <= now.getTime()) invalid('That occurrence has already started');
      const [booking] = (await manager.query(
        `SELECT id, status FROM bookings WHERE series_id = $1 AND start_date = $2 AND status = ANY($3) FOR UPDATE`,
        [row.id, date, LIVE_STATUSES],
      )) as { id: string; status: BookingStatus }[];
      if (booking && booking.status !== 'accepted' && booking.status !== 'paid')
        throw new SeriesError('SERIES_STATE_CONFLICT', 'That occurrence is under way or done');
      await manager.query(
        `INSERT INTO booking_series_dates (series_id, day, state, created_at) VALUES ($1, $2, 'skipped', $3)
         ON CONFLICT (series_id, day) DO UPDATE SET state = 'skipped', reason = NULL`,
        [row.id, date, now],
      );
      return booking?.id;
    });
    if (bookingId) await this.transitions.cancel(actor, bookingId);
    return this.get(actor, seriesId);
  }

  /** The owner pauses: nothing more is booked or charged until they resume (occurrences not paid by their start lapse). */
  async pause(actor: User, seriesId: string): Promise<Series> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockAs(manager, actor, seriesId, 'owner');
      if (row.status !== 'active') throw new SeriesError('SERIES_STATE_CONFLICT', `This weekly care is ${row.status}`);
      await manager.query(`UPDATE booking_series SET status = 'paused', paused_reason = 'owner', updated_at = $2 WHERE id = $1`, [
        row.id,
        now,
      ]);
    });
    return this.get(actor, seriesId);
  }

  /** The owner resumes: the horizon is booked again and the weeks already due are charged at once. */
  async resume(actor: User, seriesId: string): Promise<Series> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockAs(manager, actor, seriesId, 'owner');
      if (row.status !== 'paused') throw new SeriesError('SERIES_STATE_CONFLICT', `This weekly care is ${row.status}`);
      await manager.query(`UPDATE booking_series SET status = 'active', paused_reason = NULL, updated_at = $2 WHERE id = $1`, [
        row.id,
        now,
      ]);
    });
    await this.sweeps.bookAndCharge(seriesId, now);
    return this.get(actor, seriesId);
  }

  /**
   * Either party ends the series (the owner may withdraw a request): every occurrence not started
   * yet is cancelled by them, a paid one refunded as their cancellation is (the owner: by the policy;
   * the sitter: in full).
   */
  async end(actor: User, seriesId: string): Promise<Series> {
    const now = this.clock.now();
    const open = await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, (await this.find(manager, actor, seriesId)).id);
      const role = row.owner_id === actor.id ? 'owner' : 'sitter';
      if (!actionsFor(role, row.status).includes('end'))
        throw new SeriesError('SERIES_STATE_CONFLICT', `This weekly care is ${row.status}`);
      await manager.query(`UPDATE booking_series SET status = 'ended', ended_at = $2, updated_at = $2 WHERE id = $1`, [row.id, now]);
      const other = role === 'owner' ? 'sitter' : 'owner';
      const name = role === 'owner' ? row.owner_first_name : row.sitter_first_name;
      await this.notices.send(manager, other === 'owner' ? row.owner_id : row.sitter_id, {
        kind: SERIES_NOTICE_KINDS.ended,
        title: `${name} ended your weekly care`,
        body: `${seriesSummary(row.service, row.weekdays, row.start_time)}: the occurrences not started yet are cancelled.`,
        link: paths.series(row.id),
      });
      return (await manager.query(
        `SELECT id FROM bookings WHERE series_id = $1 AND status IN ('accepted', 'paid') AND starts_at > $2 ORDER BY starts_at`,
        [row.id, now],
      )) as { id: string }[];
    });
    for (const booking of open) await this.transitions.cancel(actor, booking.id);
    return this.get(actor, seriesId);
  }

  private summaryOf(actor: User, row: SeriesRow, nextDate: string | null): SeriesSummary {
    const viewerRole = row.owner_id === actor.id ? 'owner' : 'sitter';
    return {
      id: row.id,
      viewerRole,
      owner: { id: row.owner_id, firstName: row.owner_first_name },
      sitter: { id: row.sitter_id, firstName: row.sitter_first_name },
      service: row.service,
      weekdays: row.weekdays,
      time: row.start_time,
      endTime: row.end_time,
      timeZone: row.time_zone,
      startDate: row.start_date,
      endDate: row.end_date,
      occurrences: row.occurrences,
      lastDate: row.last_date,
      status: row.status,
      pausedReason: row.paused_reason,
      unitPriceCents: row.unit_price_cents ?? 0,
      respondBy: row.respond_by.toISOString(),
      createdAt: row.created_at.toISOString(),
      actions: actionsFor(viewerRole, row.status),
      nextDate,
    };
  }

  /** Whether `date` is on the series' weekdays within its dates. */
  private isDateOf(row: SeriesRow, date: string): boolean {
    return date >= row.start_date && (row.last_date === null || date <= row.last_date) && row.weekdays.includes(isoWeekday(date));
  }

  /** The dates from today over two horizons: booked (with the booking), skipped, in conflict, or planned. */
  private async upcoming(row: SeriesRow, now: Date): Promise<SeriesOccurrence[]> {
    const today = dateInZone(now, row.time_zone);
    const from = row.start_date > today ? row.start_date : today;
    const horizonEnd = addDays(today, 2 * SERIES_HORIZON_DAYS);
    const to = row.last_date !== null && row.last_date < horizonEnd ? row.last_date : horizonEnd;
    if (to < from) return [];
    const bookings = (await this.dataSource.query(
      `SELECT id, start_date::text AS day, status, total_cents FROM bookings WHERE series_id = $1 AND start_date BETWEEN $2 AND $3
        ORDER BY start_date, (status = ANY($4)) DESC, created_at DESC`,
      [row.id, from, to, LIVE_STATUSES],
    )) as { id: string; day: string; status: BookingStatus; total_cents: number }[];
    const marks = (await this.dataSource.query(
      `SELECT day::text AS day, state, reason FROM booking_series_dates WHERE series_id = $1 AND day BETWEEN $2 AND $3`,
      [row.id, from, to],
    )) as { day: string; state: 'skipped' | 'conflict'; reason: string | null }[];
    const bookingOf = new Map<string, (typeof bookings)[number]>();
    for (const booking of bookings) if (!bookingOf.has(booking.day)) bookingOf.set(booking.day, booking);
    const markOf = new Map(marks.map((mark) => [mark.day, mark]));
    return datesOnWeekdays(row.weekdays, from, to).map((date): SeriesOccurrence => {
      const booking = bookingOf.get(date);
      const mark = markOf.get(date);
      if (booking && (LIVE_STATUSES.includes(booking.status) || !mark)) {
        return {
          date,
          state: 'booked',
          bookingId: booking.id,
          bookingStatus: booking.status,
          totalCents: booking.total_cents,
          reason: null,
        };
      }
      if (mark)
        return {
          date,
          state: mark.state,
          bookingId: booking?.id ?? null,
          bookingStatus: booking?.status ?? null,
          totalCents: null,
          reason: mark.reason,
        };
      return { date, state: 'planned', bookingId: null, bookingStatus: null, totalCents: null, reason: null };
    });
  }

  /** The dates (up to the longest series) the sitter's calendar already takes: blocked or booked days, or a commitment at that time. */
  private async conflicts(row: SeriesRow, now: Date): Promise<SeriesConflict[]> {
    const today = dateInZone(now, row.time_zone);
    const from = row.start_date > today ? row.start_date : today;
    const dates = datesOnWeekdays(row.weekdays, from, row.last_date ?? addDays(from, SERIES_MAX_SPAN_DAYS - 1));
    if (dates.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT wanted.day::text AS day,
              EXISTS (SELECT 1 FROM sitter_unavailable_days u WHERE u.sitter_id = $1 AND u.day = wanted.day) AS day_taken,
              EXISTS (SELECT 1 FROM booking_slots s WHERE s.sitter_id = $1
                        AND s.during && tstzrange((wanted.day + $3::time) AT TIME ZONE $5, (wanted.day + $4::time) AT TIME ZONE $5)) AS time_taken
         FROM unnest($2::date[]) AS wanted (day) ORDER BY wanted.day`,
      [row.sitter_id, dates, row.start_time, row.end_time, row.time_zone],
    )) as { day: string; day_taken: boolean; time_taken: boolean }[];
    return rows
      .filter((conflict) => conflict.day_taken || conflict.time_taken)
      .map((conflict) => ({
        date: conflict.day,
        reason: conflict.day_taken ? 'The day is blocked or booked in your calendar' : 'You have another booking at that time',
      }));
  }

  private async answered(manager: EntityManager, row: SeriesRow, accepted: boolean): Promise<void> {
    const summary = seriesSummary(row.service, row.weekdays, row.start_time);
    await this.notifier.tell(manager, row, 'owner', {
      kind: accepted ? SERIES_NOTICE_KINDS.accepted : SERIES_NOTICE_KINDS.declined,
      title: accepted ? `${row.sitter_first_name} accepted your weekly care` : `${row.sitter_first_name} declined your weekly care`,
      body: accepted ? `${summary}: each week is charged to your saved card two days before it starts.` : `${summary}.`,
      mail: seriesMail.answered(row.owner_first_name, row.sitter_first_name, summary, accepted, this.notifier.url(row.id)),
      dedupeKey: `series_answered:${row.id}`,
    });
  }

  private async find(manager: EntityManager, actor: User, seriesId: string): Promise<SeriesRow> {
    const [row] = isUuid(seriesId)
      ? ((await manager.query(`${SERIES_SELECT} WHERE s.id = $1 AND (s.owner_id = $2 OR s.sitter_id = $2)`, [
          seriesId,
          actor.id,
        ])) as SeriesRow[])
      : [];
    if (!row) throw new SeriesError('SERIES_NOT_FOUND');
    return row;
  }

  private async lock(manager: EntityManager, seriesId: string): Promise<SeriesRow> {
    await manager.query(`SELECT id FROM booking_series WHERE id = $1 FOR UPDATE`, [seriesId]);
    const [row] = (await manager.query(`${SERIES_SELECT} WHERE s.id = $1`, [seriesId])) as SeriesRow[];
    return row!;
  }

  /** Locks the series for one party's action: 404 unless a party, 403 for the other party. */
  private async lockAs(manager: EntityManager, actor: User, seriesId: string, role: 'owner' | 'sitter'): Promise<SeriesRow> {
    const row = await this.find(manager, actor, seriesId);
    if ((role === 'owner' ? row.owner_id : row.sitter_id) !== actor.id)
      throw new SeriesError(role === 'owner' ? 'OWNER_ONLY' : 'SITTER_ONLY');
    return this.lock(manager, row.id);
  }
}
