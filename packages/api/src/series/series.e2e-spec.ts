import { SERIES_HORIZON_DAYS, SERIES_MAX_OCCURRENCES, SERIES_MAX_WEEKS } from '@pawpal/contract';
import { expect, it } from 'vitest';
import { type Account, call, dayAfter, owner, pet, serverNow, sitter } from '../../test/booking-fixtures.js';
import { clockTo, emailOf, noticesOf, saveCard } from '../../test/care-fixtures.js';
import { describeEachDatabase, outboxFor } from '../../test/harness.js';
import { ledgerOf, unbalancedBookings } from '../../test/money-fixtures.js';
import { addDays, dateInZone } from '../platform/calendar/zoned-time.js';
import { chargeAtOf, isoWeekday } from './series-dates.js';

const MINUTE = 60_000;
const ZONE = 'Australia/Sydney';

interface OccurrenceBody {
  date: string;
  state: string;
  bookingId: string | null;
  bookingStatus: string | null;
  totalCents: number | null;
}

interface SeriesBody {
  id: string;
  status: string;
  pausedReason: string | null;
  actions: string[];
  lastDate: string | null;
  unitPriceCents: number;
  upcoming: OccurrenceBody[];
  conflicts: { date: string; reason: string }[];
}

describeEachDatabase(
  'weekly care: a series of walks accepted once, booked ahead, charged weekly',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;

    /** A new NSW sitter walking dogs at $30, a new owner with Rex and (unless `card` is none) a saved card. */
    async function parties(card: 'good' | 'declined' | 'none' = 'good'): Promise<{ sam: Account; olive: Account; rexId: string }> {
      const sam = await sitter(ctx, { services: { dog_walking: 3000 } });
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      if (card !== 'none') await saveCard(ctx, olive, card === 'declined');
      return { sam, olive, rexId: rex.id };
    }

    /** The first Monday at least `days` after the server's today. */
    async function mondayIn(days: number): Promise<string> {
      let date = dayAfter(await serverNow(ctx), days);
      while (isoWeekday(date) !== 1) date = addDays(date, 1);
      return date;
    }

    async function request(olive: Account, body: Record<string, unknown>): Promise<Response> {
      return call(ctx, olive, 'POST', '/api/series', {
        service: 'dog_walking',
        weekdays: [1, 3],
        time: '07:30',
        message: 'Rex loves the park',
        ...body,
      });
    }

    async function seriesAs(account: Account, id: string): Promise<SeriesBody> {
      const response = await call(ctx, account, 'GET', `/api/series/${id}`);
      expect(response.status).toBe(200);
      return (await response.json()) as SeriesBody;
    }

    async function bookingsOf(seriesId: string): Promise<{ id: string; start_date: string; status: string; total_cents: number }[]> {
      return (await db().query(
        `SELECT id, start_date::text AS start_date, status, total_cents FROM bookings WHERE series_id = $1 ORDER BY start_date, created_at`,
        [seriesId],
      )) as { id: string; start_date: string; status: string; total_cents: number }[];
    }

    it('books the horizon on acceptance, charges each week two days ahead at the price then, skips and ends on the clock', async () => {
      const { sam, olive, rexId } = await parties();
      const start = await mondayIn(10);
      const blocked = addDays(start, 9); // the second Wednesday
      expect((await call(ctx, sam, 'PUT', '/api/sitters/me/availability', { block: [blocked] })).status).toBe(200);

      const created = await request(olive, { sitterId: sam.id, startDate: start, occurrences: 8, petIds: [rexId] });
      expect(created.status).toBe(201);
      const requested = (await created.json()) as SeriesBody;
      expect(requested).toMatchObject({ status: 'requested', actions: ['end'], lastDate: addDays(start, 23), unitPriceCents: 3000 });
      expect(await noticesOf(ctx, sam, 'series_requested')).toHaveLength(1);
      // The sitter sees the conflicts with their calendar before accepting.
      const seen = await seriesAs(sam, requested.id);
      expect(seen.actions).toEqual(['accept', 'decline']);
      expect(seen.conflicts).toEqual([{ date: blocked, reason: 'The day is blocked or booked in your calendar' }]);
      expect(await bookingsOf(requested.id)).toEqual([]);

      const accepted = await call(ctx, sam, 'POST', `/api/series/${requested.id}/accept`);
      expect(accepted.status).toBe(200);
      const active = (await accepted.json()) as SeriesBody;
      expect(active.status).toBe('active');
      const today = dateInZone(new Date(await serverNow(ctx)), ZONE);
      const horizon = addDays(today, SERIES_HORIZON_DAYS);
      const booked = await bookingsOf(requested.id);
      // Every Monday and Wednesday from the start to the horizon is a booking of its own, accepted; the blocked day is a conflict.
      expect(booked.length).toBeGreaterThan(0);
      expect(booked.every((booking) => booking.status === 'accepted' && booking.start_date <= horizon)).toBe(true);
      expect(booked.map((booking) => booking.start_date)).not.toContain(blocked);
      expect(active.upcoming.find((occurrence) => occurrence.date === blocked)).toMatchObject({ state: 'conflict' });
      expect(active.upcoming.find((occurrence) => occurrence.date === start)).toMatchObject({ state: 'booked', bookingStatus: 'accepted' });
      // The owner's list and the sitter's list both have it; the occurrence is an ordinary booking for both.
      for (const account of [olive, sam]) {
        const listed = (await (await call(ctx, account, 'GET', '/api/series')).json()) as {
          series: { id: string; nextDate: string | null }[];
        };
        expect(listed.series.map((series) => series.id)).toEqual([requested.id]);
        expect(listed.series[0]!.nextDate).toBe(start);
      }
      expect((await call(ctx, olive, 'GET', `/api/bookings/${booked[0]!.id}`)).status).toBe(200);

      // Nothing is charged until two days before the week: midnight on the Saturday before, in Sydney.
      const firstCharge = chargeAtOf(start, ZONE);
      await clockTo(ctx, firstCharge.toISOString(), -MINUTE);
      expect((await bookingsOf(requested.id)).filter((booking) => booking.status === 'paid')).toEqual([]);
      await clockTo(ctx, firstCharge.toISOString(), MINUTE);
      const afterFirst = await bookingsOf(requested.id);
      expect(afterFirst.filter((booking) => booking.status === 'paid').map((booking) => booking.start_date)).toEqual([
        start,
        addDays(start, 2),
      ]);
      for (const booking of afterFirst.filter((row) => row.status === 'paid')) await ledgerOf(ctx, booking.id);

      // The sitter raises the price: the week already charged keeps its price, the next one is charged at the new one, with a notice.
      expect(
        (await call(ctx, sam, 'PUT', '/api/sitters/me/services', { services: [{ type: 'dog_walking', priceCents: 3500 }] })).status,
      ).toBe(200);
      const secondWeek = addDays(start, 7);
      await clockTo(ctx, chargeAtOf(secondWeek, ZONE).toISOString(), MINUTE);
      const afterSecond = await bookingsOf(requested.id);
      const week1 = afterSecond.find((booking) => booking.start_date === start)!;
      const week2 = afterSecond.find((booking) => booking.start_date === secondWeek)!;
      expect(week2.status).toBe('paid');
      expect(week2.total_cents).toBeGreaterThan(week1.total_cents);
      expect(await noticesOf(ctx, olive, 'series_price_changed')).toHaveLength(1);
      await ledgerOf(ctx, week2.id);

      // Skipping a paid walk cancels it with the policy's refund; skipping one not booked yet keeps the sweep off it.
      const skipped = await call(ctx, olive, 'POST', `/api/series/${requested.id}/skip`, { date: secondWeek });
      expect(skipped.status).toBe(200);
      const [cancelled] = (await db().query(`SELECT status, refund_cents FROM bookings WHERE id = $1`, [week2.id])) as [
        { status: string; refund_cents: number | null },
      ];
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.refund_cents).toBeGreaterThan(0);
      await ledgerOf(ctx, week2.id);
      const later = addDays(start, 21); // the fourth Monday: cancelled if booked already, never booked otherwise
      expect((await call(ctx, olive, 'POST', `/api/series/${requested.id}/skip`, { date: later })).status).toBe(200);
      const afterSkip = await seriesAs(olive, requested.id);
      expect(afterSkip.upcoming.find((occurrence) => occurrence.date === secondWeek)).toMatchObject({ state: 'skipped' });
      expect((await call(ctx, olive, 'POST', `/api/series/${requested.id}/skip`, { date: addDays(start, 1) })).status).toBe(400);

      // A week later the horizon has moved: the third week's dates are booked and charged, the skipped Monday is not.
      await clockTo(ctx, chargeAtOf(addDays(start, 14), ZONE).toISOString(), MINUTE);
      const afterThird = await bookingsOf(requested.id);
      expect(afterThird.map((booking) => booking.start_date)).toContain(addDays(start, 16));
      expect(afterThird.filter((booking) => booking.start_date === later && booking.status !== 'cancelled')).toEqual([]);
      // The last of the 8 occurrences is the fourth Wednesday: nothing after it.
      expect(afterThird.every((booking) => booking.start_date <= addDays(start, 23))).toBe(true);
      // Occurrences are quiet: the series' own mail covers them, so no per-occurrence request or acceptance email.
      const subjects = [...(await outboxFor(ctx, await emailOf(ctx, sam))), ...(await outboxFor(ctx, await emailOf(ctx, olive)))].map(
        (mail) => mail.subject,
      );
      expect(
        subjects.filter((subject) => subject.endsWith('asked for weekly care') || subject.endsWith('accepted your weekly care')),
      ).toHaveLength(2);
      expect(subjects.filter((subject) => subject.startsWith('New booking request') || subject.endsWith('accepted your booking'))).toEqual(
        [],
      );

      // The owner ends it: what has not started is cancelled, and the sweep books nothing more.
      const ended = await call(ctx, olive, 'POST', `/api/series/${requested.id}/end`);
      expect(ended.status).toBe(200);
      expect(((await ended.json()) as SeriesBody).status).toBe('ended');
      await clockTo(ctx, chargeAtOf(addDays(start, 21), ZONE).toISOString(), MINUTE);
      const afterEnd = await bookingsOf(requested.id);
      expect(
        afterEnd.filter((booking) => ['accepted', 'paid'].includes(booking.status) && booking.start_date > addDays(start, 16)),
      ).toEqual([]);
      expect(afterEnd.length).toBe(afterThird.length);
      expect(await unbalancedBookings(ctx)).toEqual([]);
    });

    it('pauses the series when the card is refused and tells the owner; resuming with a good card charges the week', async () => {
      const { sam, olive, rexId } = await parties('declined');
      const start = await mondayIn(5);
      const created = (await (
        await request(olive, { sitterId: sam.id, startDate: start, weekdays: [2], petIds: [rexId] })
      ).json()) as SeriesBody;
      expect(created.lastDate).toBeNull();
      expect((await call(ctx, sam, 'POST', `/api/series/${created.id}/accept`)).status).toBe(200);
      const tuesday = addDays(start, 1);
      await clockTo(ctx, chargeAtOf(tuesday, ZONE).toISOString(), MINUTE);
      const paused = await seriesAs(olive, created.id);
      expect(paused).toMatchObject({ status: 'paused', pausedReason: 'charge_failed', actions: ['skip', 'resume', 'end'] });
      expect(await noticesOf(ctx, olive, 'series_charge_failed')).toHaveLength(1);
      expect((await outboxFor(ctx, await emailOf(ctx, olive))).map((mail) => mail.subject)).toContain(
        'Your weekly care is paused: the card was refused',
      );
      expect((await bookingsOf(created.id)).find((booking) => booking.start_date === tuesday)?.status).toBe('accepted');

      // A good card as the default, then resume: the week due is charged at once.
      await saveCard(ctx, olive);
      const cards = (await (await call(ctx, olive, 'GET', '/api/payments/cards')).json()) as { cards: { id: string; last4: string }[] };
      const good = cards.cards.find((card) => card.last4 === '4242')!;
      expect((await call(ctx, olive, 'POST', `/api/payments/cards/${good.id}/default`)).status).toBe(200);
      const resumed = await call(ctx, olive, 'POST', `/api/series/${created.id}/resume`);
      expect(resumed.status).toBe(200);
      expect(((await resumed.json()) as SeriesBody).status).toBe('active');
      expect((await bookingsOf(created.id)).find((booking) => booking.start_date === tuesday)?.status).toBe('paid');
    });

    it('lets only the parties see and act; the other party is refused, anyone else finds nothing', async () => {
      const { sam, olive, rexId } = await parties('none');
      const stranger = await owner(ctx, 'Stan');
      const created = (await (
        await request(olive, { sitterId: sam.id, startDate: await mondayIn(7), petIds: [rexId] })
      ).json()) as SeriesBody;
      const path = `/api/series/${created.id}`;
      expect((await call(ctx, stranger, 'GET', path)).status).toBe(404);
      expect((await call(ctx, stranger, 'POST', `${path}/accept`)).status).toBe(404);
      expect((await call(ctx, stranger, 'POST', `${path}/end`)).status).toBe(404);
      expect((await call(ctx, undefined, 'GET', path)).status).toBe(401);
      expect((await call(ctx, olive, 'GET', '/api/series/not-a-uuid')).status).toBe(404);
      expect((await call(ctx, olive, 'POST', `${path}/accept`)).status).toBe(403);
      expect((await call(ctx, olive, 'POST', `${path}/decline`)).status).toBe(403);
      expect((await call(ctx, sam, 'POST', `${path}/pause`)).status).toBe(403);
      expect((await call(ctx, sam, 'POST', `${path}/skip`, { date: created.upcoming[0]!.date })).status).toBe(403);
      expect(((await (await call(ctx, stranger, 'GET', '/api/series')).json()) as { series: unknown[] }).series).toEqual([]);
      // Answered once: a second answer is a conflict.
      expect((await call(ctx, sam, 'POST', `${path}/decline`)).status).toBe(200);
      expect((await call(ctx, sam, 'POST', `${path}/accept`)).status).toBe(409);
      expect(await noticesOf(ctx, olive, 'series_declined')).toHaveLength(1);
    });

    it(`bounds a series: weekdays 1..7 once each, HH:MM, an end date or up to ${SERIES_MAX_WEEKS} weeks of occurrences`, async () => {
      const { sam, olive, rexId } = await parties('none');
      const start = await mondayIn(7);
      const base = { sitterId: sam.id, startDate: start, petIds: [rexId] };
      expect(SERIES_MAX_WEEKS).toBe(26);
      expect(SERIES_MAX_OCCURRENCES).toBe(182);
      const refusals: [Record<string, unknown>, string][] = [
        [{ weekdays: [] }, 'Choose at least one weekday'],
        [{ weekdays: [0] }, 'Weekdays are 1 (Monday) to 7 (Sunday)'],
        [{ weekdays: [8] }, 'Weekdays are 1 (Monday) to 7 (Sunday)'],
        [{ weekdays: [1, 1] }, 'Choose each weekday once'],
        [{ time: '7:30' }, 'Time must be a time like 07:30'],
        [{ time: '24:00' }, 'Time must be a time like 07:30'],
        [{ time: '23:30' }, 'Choose a time that leaves 60 minutes before midnight'],
        [{ service: 'boarding' }, 'Weekly care is for dog_walking or drop_in'],
        [{ endDate: addDays(start, 14), occurrences: 2 }, 'Give an end date or a number of occurrences, not both'],
        [{ occurrences: SERIES_MAX_OCCURRENCES + 1 }, `A series has at most ${SERIES_MAX_OCCURRENCES} occurrences`],
        [{ weekdays: [1], occurrences: SERIES_MAX_WEEKS + 1 }, `${SERIES_MAX_WEEKS + 1} occurrences on those weekdays run past 26 weeks`],
        [{ endDate: addDays(start, SERIES_MAX_WEEKS * 7) }, 'Weekly care runs at most 26 weeks'],
        [{ endDate: addDays(start, -1) }, 'The end date is before the start date'],
        [{ startDate: '2020-01-06' }, 'The start date is in the past'],
        [{ price: 1 }, 'property price should not exist'],
      ];
      for (const [body, message] of refusals) {
        const response = await request(olive, { ...base, ...body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(((await response.json()) as { message: string }).message, JSON.stringify(body)).toContain(message);
      }
      // At the edges: the last day of 26 weeks, and 26 Mondays.
      expect((await request(olive, { ...base, endDate: addDays(start, SERIES_MAX_WEEKS * 7 - 1) })).status).toBe(201);
      expect((await request(olive, { ...base, weekdays: [1], occurrences: SERIES_MAX_WEEKS })).status).toBe(201);
      expect((await request(olive, { ...base, sitterId: olive.id })).status).toBe(404);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', PUSH_SEND_INTERVAL_SECONDS: '0' } },
);
