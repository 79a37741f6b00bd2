import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SERIES_CHARGE_DAYS_AHEAD, SERIES_HORIZON_DAYS } from '@pawpal/contract';
import { DataSource, QueryFailedError } from 'typeorm';
import { publishBookingEvent } from '../bookings/booking-events.js';
import { BookingRequestsService } from '../bookings/booking-requests.service.js';
import { BookingWriter } from '../bookings/booking-writer.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { formatAud, MoneyService } from '../money/index.js';
import { SavedCardDeclined } from '../payments/payment-provider.js';
import { SavedCardsService } from '../payments/saved-cards.service.js';
import { addDays, dateInZone, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';
import { ApiError } from '../platform/errors/domain-error.js';
import { EventBus } from '../platform/events/event-bus.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { chargeAtOf, datesOnWeekdays } from './series-dates.js';
import { SeriesNotifier } from './series-notifier.js';
import { SERIES_SELECT, type SeriesRow } from './series-rows.js';
import { seriesMail, seriesSummary } from './series-words.js';
import { SERIES_LOCK, SERIES_NOTICE_KINDS, SERIES_SWEEP_BATCH } from './series.constants.js';

const MS_PER_DAY = 86_400_000;
const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

interface DueOccurrence {
  id: string;
  owner_id: string;
  sitter_id: string;
  start_date: string;
  units: number;
  unit_price_cents: number;
  total_cents: number;
}

/** Counts each round reports (the scheduler's result). */
type SeriesCounts = { seriesExpired: number; seriesOccurrencesBooked: number; seriesOccurrencesCharged: number };

/**
 * Weekly care on the clock (docs/bookings.md, "Weekly care"): requests unanswered by their
 * respond-by time expire; each active series' occurrences are booked SERIES_HORIZON_DAYS ahead
 * (each a booking of its own, through the bookings' own request checks and writer, accepted because
 * the sitter accepted the series); each week's occurrences are charged to the owner's saved card
 * SERIES_CHARGE_DAYS_AHEAD days before the week, at the sitter's price then. A refused charge pauses
 * the series and tells the owner.
 */
@Injectable()
export class SeriesSweepsService implements OnModuleInit {
  private readonly logger = new Logger(SeriesSweepsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerService,
    private readonly requests: BookingRequestsService,
    private readonly writer: BookingWriter,
    private readonly ledger: LedgerService,
    private readonly money: MoneyService,
    private readonly cards: SavedCardsService,
    private readonly events: EventBus,
    private readonly notifier: SeriesNotifier,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'weekly-care',
      counts: ['seriesExpired', 'seriesOccurrencesBooked', 'seriesOccurrencesCharged'],
      run: async (now) => ({ counts: await this.run(now) }),
    });
  }

  async run(now: Date): Promise<SeriesCounts> {
    const [, expired] = (await this.dataSource.query(
      `UPDATE booking_series SET status = 'expired', ended_at = $1, updated_at = $1 WHERE status = 'requested' AND respond_by <= $1`,
      [now],
    )) as [unknown, number];
    const behind = (await this.dataSource.query(
      `SELECT id FROM booking_series WHERE status = 'active' AND (booked_through IS NULL OR booked_through < $1::date)
        ORDER BY booked_through NULLS FIRST, id LIMIT $2`,
      // Australian zones are ahead of UTC: a series booked through its own horizon is taken again once UTC's date catches up.
      [addDays(now.toISOString().slice(0, 10), SERIES_HORIZON_DAYS), SERIES_SWEEP_BATCH],
    )) as { id: string }[];
    let booked = 0;
    for (const { id } of behind) booked += await this.book(id, now);
    const due = (await this.dataSource.query(
      `SELECT DISTINCT b.series_id AS id FROM bookings b JOIN booking_series s ON s.id = b.series_id
        WHERE s.status = 'active' AND b.status = 'accepted' AND b.starts_at > $1 AND b.starts_at <= $2 LIMIT $3`,
      // A week's first occurrence is at most 7 + SERIES_CHARGE_DAYS_AHEAD days after its charge time (and a day for the zone).
      [now, new Date(now.getTime() + (8 + SERIES_CHARGE_DAYS_AHEAD) * MS_PER_DAY), SERIES_SWEEP_BATCH],
    )) as { id: string }[];
    let charged = 0;
    for (const { id } of due) charged += await this.charge(id, now);
    return { seriesExpired: expired, seriesOccurrencesBooked: booked, seriesOccurrencesCharged: charged };
  }

  /** Books and charges one series now (the sitter accepted it, or the owner resumed it). */
  async bookAndCharge(seriesId: string, now: Date): Promise<void> {
    await this.book(seriesId, now);
    await this.charge(seriesId, now);
  }

  /**
   * Books the series' dates from today to SERIES_HORIZON_DAYS ahead that have no booking and were
   * not skipped: each a request through the bookings' checks, accepted in the same transaction
   * (the database refuses a slot the sitter is committed at). A date that cannot be booked is
   * marked a conflict with the reason, and not tried again. Returns how many were booked.
   */
  private async book(seriesId: string, now: Date): Promise<number> {
    const row = await this.activeSeries(seriesId);
    if (!row) return 0;
    const today = dateInZone(now, row.time_zone);
    const from = row.start_date > today ? row.start_date : today;
    const horizon = addDays(today, SERIES_HORIZON_DAYS);
    const to = row.last_date !== null && row.last_date < horizon ? row.last_date : horizon;
    const dates = to < from ? [] : datesOnWeekdays(row.weekdays, from, to);
    const known = (await this.dataSource.query(
      `SELECT start_date::text AS day FROM bookings WHERE series_id = $1 AND start_date BETWEEN $2 AND $3
       UNION SELECT day::text FROM booking_series_dates WHERE series_id = $1 AND day BETWEEN $2 AND $3`,
      [row.id, from, to],
    )) as { day: string }[];
    const taken = new Set(known.map((entry) => entry.day));
    const created: string[] = [];
    for (const date of dates) {
      if (taken.has(date)) continue;
      const startsAt = zonedTimeToUtc(date, row.start_time, row.time_zone);
      if (startsAt.getTime() <= now.getTime()) continue;
      try {
        const bookingId = await this.dataSource.transaction(async (manager) => {
          const id = await this.requests.storeIn(
            manager,
            { id: row.owner_id },
            {
              sitterId: row.sitter_id,
              service: row.service,
              startDate: date,
              endDate: date,
              startTime: row.start_time,
              endTime: row.end_time,
              petIds: row.pet_ids,
              message: row.message ?? undefined,
            },
            now,
            row.id,
          );
          // The sitter accepted the series: each occurrence is accepted as it is booked, paid by its week's charge (by its start at the latest).
          await this.writer.transition(manager, id, 'accept', 'requested', { accepted_at: now, pay_by: startsAt }, now);
          return id;
        });
        created.push(bookingId);
      } catch (error) {
        const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
        if (code === UNIQUE_VIOLATION) continue; // booked meanwhile (the sweep and an acceptance at once)
        if (!(error instanceof ApiError) && code !== EXCLUSION_VIOLATION) throw error;
        const reason = error instanceof ApiError ? error.message : `${row.sitter_first_name} is already booked at that time`;
        await this.dataSource.query(
          `INSERT INTO booking_series_dates (series_id, day, state, reason, created_at) VALUES ($1, $2, 'conflict', $3, $4) ON CONFLICT DO NOTHING`,
          [row.id, date, reason, now],
        );
      }
    }
    await this.dataSource.query(`UPDATE booking_series SET booked_through = GREATEST(coalesce(booked_through, $2), $2) WHERE id = $1`, [
      row.id,
      horizon,
    ]);
    for (const id of created) {
      const booking = { id, owner_id: row.owner_id, sitter_id: row.sitter_id };
      await publishBookingEvent(this.events, 'booking.created', booking);
      await publishBookingEvent(this.events, 'booking.approved', booking);
    }
    return created.length;
  }

  /**
   * Charges the series' accepted occurrences whose week's charge time has come, one by one, at the
   * sitter's current price (repriced with a notice when it changed since they were booked). A refused
   * card pauses the series and tells the owner; anything else is tried again next round.
   */
  private async charge(seriesId: string, now: Date): Promise<number> {
    const row = await this.activeSeries(seriesId);
    if (!row) return 0;
    const candidates = (await this.dataSource.query(
      `SELECT id, owner_id, sitter_id, start_date::text AS start_date, units, unit_price_cents, total_cents FROM bookings
        WHERE series_id = $1 AND status = 'accepted' AND starts_at > $2 ORDER BY starts_at LIMIT 14`,
      [row.id, now],
    )) as DueOccurrence[];
    const due = candidates.filter((booking) => chargeAtOf(booking.start_date, row.time_zone).getTime() <= now.getTime());
    let charged = 0;
    for (const occurrence of due) {
      const booking = await this.repriced(row, occurrence, now);
      if (!booking) continue;
      let outcome: { provider: string; chargeId: string };
      try {
        outcome = await this.cards.chargeOffSession(row.owner_id, {
          reference: `series-occurrence:${booking.id}:${booking.total_cents}`,
          amountCents: booking.total_cents,
          description: `Pawpal weekly care: ${seriesSummary(row.service, row.weekdays, row.start_time)}, ${booking.start_date}`.slice(
            0,
            500,
          ),
        });
      } catch (error) {
        if (error instanceof SavedCardDeclined) {
          await this.pauseForRefusedCard(row, error.message, now);
        } else {
          this.logger.warn(
            `Charging occurrence ${booking.id} failed, will retry: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        return charged;
      }
      const paid = await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [SERIES_LOCK, booking.id]);
        const done = await this.writer.recordPayment(manager, booking.id, { provider: outcome.provider, intentId: outcome.chargeId }, now);
        if (done) await this.ledger.recordCharge(manager, booking.id);
        return done;
      });
      if (!paid) continue;
      charged += 1;
      await publishBookingEvent(this.events, 'booking.payment_confirmed', booking);
    }
    return charged;
  }

  /** The occurrence at the sitter's current price: repriced (and the owner told) when it changed since it was booked. */
  private async repriced(row: SeriesRow, booking: DueOccurrence, now: Date): Promise<DueOccurrence | undefined> {
    const price = row.unit_price_cents;
    if (price === null || price === booking.unit_price_cents) return booking;
    const quote = this.money.quote({ unitPriceCents: price, units: booking.units });
    return this.dataSource.transaction(async (manager) => {
      const changed = await this.writer.reprice(
        manager,
        booking.id,
        {
          unitPriceCents: price,
          subtotalCents: quote.subtotalCents,
          bookingFeeCents: quote.bookingFeeCents,
          bookingFeeGstCents: quote.bookingFeeGstCents,
          totalBeforeDiscountsCents: quote.totalCents,
          commissionCents: quote.commissionCents,
          commissionGstCents: quote.commissionGstCents,
          sitterPayoutCents: quote.sitterPayoutCents,
        },
        now,
      );
      if (!changed) return undefined;
      const [updated] = (await manager.query(`SELECT total_cents FROM bookings WHERE id = $1`, [booking.id])) as [{ total_cents: number }];
      await this.notifier.tell(manager, row, 'owner', {
        kind: SERIES_NOTICE_KINDS.priceChanged,
        title: `${row.sitter_first_name}'s price changed`,
        body: `From ${formatAud(booking.unit_price_cents)} to ${formatAud(price)} a visit: ${booking.start_date} is charged ${formatAud(updated.total_cents)}.`,
        dedupeKey: `series_price:${booking.id}:${price}`,
      });
      return { ...booking, unit_price_cents: price, total_cents: updated.total_cents };
    });
  }

  private async pauseForRefusedCard(row: SeriesRow, reason: string, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [, affected] = (await manager.query(
        `UPDATE booking_series SET status = 'paused', paused_reason = 'charge_failed', updated_at = $2 WHERE id = $1 AND status = 'active'`,
        [row.id, now],
      )) as [unknown, number];
      if (affected !== 1) return;
      const summary = seriesSummary(row.service, row.weekdays, row.start_time);
      await this.notifier.tell(manager, row, 'owner', {
        kind: SERIES_NOTICE_KINDS.chargeFailed,
        title: 'Your weekly care is paused: the card was refused',
        body: `We couldn't charge your saved card for ${summary}: ${reason} Add or choose another card, then resume it.`,
        mail: seriesMail.chargeFailed(row.owner_first_name, summary, reason, this.notifier.url(row.id)),
        dedupeKey: `series_charge_failed:${row.id}:${now.getTime()}`,
      });
    });
  }

  private async activeSeries(seriesId: string): Promise<SeriesRow | undefined> {
    const [row] = (await this.dataSource.query(`${SERIES_SELECT} WHERE s.id = $1 AND s.status = 'active'`, [seriesId])) as SeriesRow[];
    return row;
  }
}
