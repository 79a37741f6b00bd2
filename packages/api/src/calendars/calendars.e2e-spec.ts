import {
  AVAILABILITY_HIDDEN_DAYS,
  AVAILABILITY_STALE_DAYS,
  CALENDAR_FETCH_TIMEOUT_MS,
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_NOTICE_KINDS,
  CALENDAR_SYNC_FAILURES_BEFORE_FLAG,
  CALENDAR_SYNC_HOURS,
  type CalendarImport,
  MAX_CALENDAR_IMPORTS,
  type MyCalendar,
} from '@pawpal/contract';
import ICAL from 'ical.js';
import { afterEach, expect, it, vi } from 'vitest';
import { type Account, advanceClock, call, dayAfter, owner, pet, serverNow, sitter } from '../../test/booking-fixtures.js';
import { emailOf, noticesOf, paidBooking } from '../../test/care-fixtures.js';
import { describeOnBothDatabases, errorBodyOf, outboxFor, type TestContext } from '../../test/harness.js';
import { HostResolver } from '../platform/security/outbound-address.js';
import { OutboundHttp, OutboundTimedOut, OutboundTooLarge } from '../platform/security/outbound-http.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { FEED_UID_SUFFIX } from './feed-sources.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function myCalendar(ctx: TestContext, account: Account): Promise<MyCalendar> {
  const response = await call(ctx, account, 'GET', '/api/sitters/me/calendar');
  expect(response.status).toBe(200);
  return (await response.json()) as MyCalendar;
}

/** The feed's path on the test server (feedUrl carries APP_ORIGIN). */
function feedPath(calendar: MyCalendar): string {
  return new URL(calendar.feedUrl).pathname;
}

/** An iCalendar file with busy all-day events over each [start, end] (inclusive) and one free event. */
function ics(busy: [string, string][], extra = ''): string {
  const compact = (date: string) => date.replace(/-/g, '');
  const next = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const events = busy.map(
    ([start, end], i) =>
      `BEGIN:VEVENT\r\nUID:busy-${i}@example.com\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${compact(start)}\r\nDTEND;VALUE=DATE:${compact(next(end))}\r\nSUMMARY:Away\r\nEND:VEVENT\r\n`,
  );
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n${events.join('')}${extra}END:VCALENDAR\r\n`;
}

async function statuses(ctx: TestContext, sitterId: string, from: string, to: string): Promise<Record<string, string>> {
  const response = await call(ctx, undefined, 'GET', `/api/sitters/${sitterId}/availability?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { days: { date: string; status: string }[] };
  return Object.fromEntries(body.days.map((day) => [day.date, day.status]));
}

/** A price no other sitter of the suite asks, so a search by it finds one sitter or none. */
let nextPrice = 4301;
function uniquePrice(): number {
  return nextPrice++;
}

/** Whether search (with the dates, or none) lists the sitter, whose boarding costs `price`. */
async function listed(ctx: TestContext, sitterId: string, price: number, dates?: { from: string; to: string }): Promise<boolean> {
  const query = new URLSearchParams({
    suburb: 'Sydney',
    state: 'NSW',
    radiusKm: '50',
    pageSize: '50',
    service: 'boarding',
    minPrice: String(price),
    maxPrice: String(price),
    ...(dates ?? {}),
  });
  for (let page = 1; ; page++) {
    query.set('page', String(page));
    const response = await call(ctx, undefined, 'GET', `/api/search/sitters?${query}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { id: string }[]; total: number };
    if (body.results.some((result) => result.id === sitterId)) return true;
    if (page * 50 >= body.total) return false;
  }
}

async function addCalendar(ctx: TestContext, account: Account, body: Record<string, unknown>): Promise<Response> {
  return call(ctx, account, 'POST', '/api/sitters/me/calendars', body);
}

/** Runs every sweep at the server's time until the condition holds (each run does a bounded batch). */
async function sweepUntil(ctx: TestContext, condition: () => Promise<boolean>): Promise<void> {
  const scheduler = ctx.pawpal.app.get(SchedulerService);
  for (let run = 0; run < 20; run++) {
    if (await condition()) return;
    await scheduler.runOnce(new Date(await serverNow(ctx)));
  }
  expect(await condition()).toBe(true);
}

describeOnBothDatabases(
  'calendars that tell the truth',
  (ctx) => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('pins the numbers', () => {
      expect(CALENDAR_SYNC_HOURS).toBe(6);
      expect(AVAILABILITY_STALE_DAYS).toBe(30);
      expect(AVAILABILITY_HIDDEN_DAYS).toBe(45);
      expect(CALENDAR_SYNC_FAILURES_BEFORE_FLAG).toBe(3);
      expect(CALENDAR_IMPORT_MAX_BYTES).toBe(512 * 1024);
      expect(CALENDAR_FETCH_TIMEOUT_MS).toBe(10_000);
      expect(MAX_CALENDAR_IMPORTS).toBe(5);
    });

    it('serves a private feed of bookings and visits that parses as iCalendar, without surnames or addresses, and rotates', async () => {
      const { sam, olive, bookingId } = await paidBooking(ctx, { service: 'drop_in', length: 2 });
      expect(
        (
          await call(ctx, olive, 'PUT', `/api/bookings/${bookingId}/care-location`, {
            suburb: 'Surry Hills',
            state: 'NSW',
            postcode: '2010',
            address: '12 Secret Street',
          })
        ).status,
      ).toBe(200);
      expect((await call(ctx, undefined, 'GET', '/api/sitters/me/calendar')).status).toBe(401);
      expect((await call(ctx, olive, 'GET', '/api/sitters/me/calendar')).status).toBe(404);

      const calendar = await myCalendar(ctx, sam);
      // 32 bytes of platform/random's secretToken: 256 bits, base64url.
      expect(calendar.feedUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(calendar.imports).toEqual([]);
      expect((await myCalendar(ctx, sam)).feedUrl).toBe(calendar.feedUrl);

      const response = await ctx.fetch(feedPath(calendar));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await response.text();
      const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
      expect(root.getFirstPropertyValue('version')).toBe('2.0');
      const events = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      const booking = events.find((event) => event.uid === `booking-${bookingId}${FEED_UID_SUFFIX}`);
      expect(booking?.summary).toBe('Drop-in visits: Rex (Olive O.)');
      const visits = events.filter((event) => event.uid.startsWith('visit-'));
      expect(visits).toHaveLength(2);
      for (const visit of visits) {
        expect(visit.summary).toBe('Visit (Olive O.)');
        expect(visit.endDate.toJSDate().getTime() - visit.startDate.toJSDate().getTime()).toBeGreaterThan(0);
      }
      // An accepted meet-and-greet joins the feed (meet-and-greets/meet-and-greet-feed.ts).
      const soon = Math.ceil(((await serverNow(ctx)) + 3 * 86_400_000) / 60_000) * 60_000;
      const times = [0, 1, 2].map((hour) => new Date(soon + hour * 3_600_000).toISOString());
      const asked = await call(ctx, olive, 'POST', '/api/meet-and-greets', {
        sitterId: sam.id,
        proposedTimes: times,
        message: 'Can we meet first?',
      });
      expect(asked.status).toBe(201);
      const meetingId = ((await asked.json()) as { id: string }).id;
      expect((await call(ctx, sam, 'POST', `/api/meet-and-greets/${meetingId}/accept`, { time: times[1] })).status).toBe(200);
      const withMeeting = new ICAL.Component(ICAL.parse(await (await ctx.fetch(feedPath(calendar))).text()) as unknown[]);
      const meeting = withMeeting
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent))
        .find((event) => event.uid === `meet-and-greet-${meetingId}${FEED_UID_SUFFIX}`);
      expect(meeting?.summary).toBe('Meet-and-greet (Olive O.)');
      expect(meeting?.startDate.toJSDate().toISOString()).toBe(times[1]);
      expect(meeting!.endDate.toJSDate().getTime() - meeting!.startDate.toJSDate().getTime()).toBe(30 * 60_000);

      expect(text).not.toContain('Owner');
      expect(text).not.toContain('Secret');
      expect(text).not.toContain('Surry Hills');
      expect(text).not.toMatch(/^LOCATION/m);

      const rotated = await call(ctx, sam, 'POST', '/api/sitters/me/calendar/rotate');
      expect(rotated.status).toBe(200);
      const fresh = (await rotated.json()) as MyCalendar;
      expect(fresh.feedUrl).not.toBe(calendar.feedUrl);
      expect((await ctx.fetch(feedPath(calendar))).status).toBe(404);
      expect((await ctx.fetch(feedPath(fresh))).status).toBe(200);
      expect((await ctx.fetch('/api/calendar/not-a-token.ics')).status).toBe(404);
      expect((await ctx.fetch(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
      expect((await ctx.fetch(feedPath(fresh).replace('.ics', '.txt'))).status).toBe(404);
    });

    it('blocks the busy days of an uploaded file in availability, requests and search, and frees them when removed', async () => {
      const price = uniquePrice();
      const sam = await sitter(ctx, { services: { boarding: price } });
      const now = await serverNow(ctx);
      const [d10, d11, d12, d20] = [dayAfter(now, 10), dayAfter(now, 11), dayAfter(now, 12), dayAfter(now, 20)];
      const free = `BEGIN:VEVENT\r\nUID:free@example.com\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${d20.replace(/-/g, '')}\r\nTRANSP:TRANSPARENT\r\nSUMMARY:Free\r\nEND:VEVENT\r\n`;
      const added = await addCalendar(ctx, sam, { ics: ics([[d10, d11]], free), name: 'Airbnb' });
      expect(added.status).toBe(201);
      const imported = (await added.json()) as CalendarImport;
      expect(imported).toMatchObject({ source: 'file', name: 'Airbnb', url: null, busyDays: 2, flagged: false, nextSyncAt: null });

      expect(await statuses(ctx, sam.id, d10, d12)).toEqual({ [d10]: 'blocked', [d11]: 'blocked', [d12]: 'available' });
      expect((await statuses(ctx, sam.id, d20, d20))[d20]).toBe('available');
      expect(await listed(ctx, sam.id, price, { from: d11, to: d12 })).toBe(false);
      expect(await listed(ctx, sam.id, price, { from: d12, to: d12 })).toBe(true);
      expect(await listed(ctx, sam.id, price)).toBe(true);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const refused = await call(ctx, olive, 'POST', '/api/bookings', {
        sitterId: sam.id,
        service: 'boarding',
        startDate: d11,
        endDate: d12,
        petIds: [rex.id],
      });
      expect(refused.status).toBe(409);

      // Only its sitter may remove it.
      const other = await sitter(ctx);
      expect((await call(ctx, other, 'DELETE', `/api/sitters/me/calendars/${imported.id}`)).status).toBe(404);
      expect((await call(ctx, sam, 'DELETE', '/api/sitters/me/calendars/not-an-id')).status).toBe(404);
      expect((await call(ctx, sam, 'DELETE', `/api/sitters/me/calendars/${imported.id}`)).status).toBe(204);
      expect(await statuses(ctx, sam.id, d10, d11)).toEqual({ [d10]: 'available', [d11]: 'available' });
      expect(await listed(ctx, sam.id, price, { from: d11, to: d12 })).toBe(true);
      expect((await myCalendar(ctx, sam)).imports).toEqual([]);
    });

    it('imports by https URL, refreshes every CALENDAR_SYNC_HOURS, and flags three failed syncs in a row to the sitter once', async () => {
      const sam = await sitter(ctx);
      const now = await serverNow(ctx);
      const [d5, d6, d7] = [dayAfter(now, 5), dayAfter(now, 6), dayAfter(now, 7)];
      let answer: () => Promise<{ status: number; body: Buffer }> = async () => ({ status: 200, body: Buffer.from(ics([[d5, d5]])) });
      const get = vi.spyOn(ctx.pawpal.app.get(OutboundHttp), 'get').mockImplementation(() => answer());

      const added = await addCalendar(ctx, sam, { url: 'webcal://calendar.example.com/private/abc.ics' });
      expect(added.status).toBe(201);
      const imported = (await added.json()) as CalendarImport;
      expect(imported).toMatchObject({
        source: 'url',
        name: 'calendar.example.com',
        url: 'https://calendar.example.com/private/abc.ics',
        busyDays: 1,
      });
      expect(get).toHaveBeenCalledWith(
        'https://calendar.example.com/private/abc.ics',
        expect.objectContaining({ maxBytes: CALENDAR_IMPORT_MAX_BYTES, timeoutMs: CALENDAR_FETCH_TIMEOUT_MS }),
      );
      expect(await statuses(ctx, sam.id, d5, d7)).toEqual({ [d5]: 'blocked', [d6]: 'available', [d7]: 'available' });
      expect((await addCalendar(ctx, sam, { url: 'https://calendar.example.com/private/abc.ics' })).status).toBe(409);

      // Not yet due: nothing is fetched.
      get.mockClear();
      await advanceClock(ctx, CALENDAR_SYNC_HOURS * HOUR_MS - 60_000);
      expect(get).not.toHaveBeenCalled();
      answer = async () => ({ status: 200, body: Buffer.from(ics([[d6, d7]])) });
      await advanceClock(ctx, 60_000);
      expect(get).toHaveBeenCalledTimes(1);
      expect(await statuses(ctx, sam.id, d5, d7)).toEqual({ [d5]: 'available', [d6]: 'blocked', [d7]: 'blocked' });

      answer = async () => ({ status: 500, body: Buffer.from('oops') });
      for (let failure = 1; failure <= CALENDAR_SYNC_FAILURES_BEFORE_FLAG; failure++) {
        await advanceClock(ctx, CALENDAR_SYNC_HOURS * HOUR_MS);
        const [state] = (await myCalendar(ctx, sam)).imports;
        expect(state).toMatchObject({
          consecutiveFailures: failure,
          lastError: 'The calendar’s server answered 500 instead of the calendar',
          flagged: failure === CALENDAR_SYNC_FAILURES_BEFORE_FLAG,
        });
        expect(await noticesOf(ctx, sam, CALENDAR_NOTICE_KINDS.importFailing)).toHaveLength(
          failure === CALENDAR_SYNC_FAILURES_BEFORE_FLAG ? 1 : 0,
        );
      }
      // The days of the last good sync still block; a fourth failure tells nobody again.
      expect((await statuses(ctx, sam.id, d6, d6))[d6]).toBe('blocked');
      await advanceClock(ctx, CALENDAR_SYNC_HOURS * HOUR_MS);
      const notices = await noticesOf(ctx, sam, CALENDAR_NOTICE_KINDS.importFailing);
      expect(notices).toEqual([expect.objectContaining({ title: 'Your calendar “calendar.example.com” is not syncing' })]);
      expect((await outboxFor(ctx, await emailOf(ctx, sam))).filter((mail) => mail.subject.includes('is not syncing'))).toHaveLength(1);

      answer = async () => ({ status: 200, body: Buffer.from(ics([[d7, d7]])) });
      await advanceClock(ctx, CALENDAR_SYNC_HOURS * HOUR_MS);
      expect((await myCalendar(ctx, sam)).imports[0]).toMatchObject({
        consecutiveFailures: 0,
        lastError: null,
        flagged: false,
        busyDays: 1,
      });
      expect((await call(ctx, sam, 'DELETE', `/api/sitters/me/calendars/${imported.id}`)).status).toBe(204);
    });

    it('refuses http, private addresses and names that resolve there, and answers size and time limits with a clear 4xx', async () => {
      const sam = await sitter(ctx);
      const refusal = async (body: Record<string, unknown>) => {
        const response = await addCalendar(ctx, sam, body);
        return { status: response.status, message: (await errorBodyOf(response)).message };
      };
      expect(await refusal({ url: 'http://calendar.example.com/a.ics' })).toEqual({
        status: 400,
        message: 'Pawpal reads calendars over https only, not http',
      });
      expect(await refusal({ url: 'not a url' })).toEqual({ status: 400, message: 'Give the calendar’s address starting with https://' });
      expect(await refusal({ url: 'https://127.0.0.1/cal.ics' })).toEqual({
        status: 400,
        message: 'Pawpal reads calendars on the public internet only: 127.0.0.1 is not a public internet address (loopback, this machine)',
      });
      expect(await refusal({ url: 'https://169.254.169.254/latest/meta-data' })).toEqual({
        status: 400,
        message:
          'Pawpal reads calendars on the public internet only: 169.254.169.254 is not a public internet address (link-local, where cloud metadata services answer)',
      });
      expect(await refusal({ url: 'https://localhost/cal.ics' })).toMatchObject({
        status: 400,
        message: expect.stringContaining('loopback, this machine'),
      });
      vi.spyOn(ctx.pawpal.app.get(HostResolver), 'resolve').mockResolvedValue([{ address: '169.254.169.254', family: 4 }]);
      expect(await refusal({ url: 'https://calendar.example.com/a.ics' })).toMatchObject({
        status: 400,
        message: expect.stringContaining('link-local'),
      });
      vi.restoreAllMocks();

      const get = vi.spyOn(ctx.pawpal.app.get(OutboundHttp), 'get');
      get.mockRejectedValueOnce(new OutboundTooLarge(CALENDAR_IMPORT_MAX_BYTES));
      expect(await refusal({ url: 'https://calendar.example.com/big.ics' })).toEqual({
        status: 413,
        message: 'That calendar is larger than 512 KB: Pawpal reads calendars up to that size',
      });
      get.mockRejectedValueOnce(new OutboundTimedOut(CALENDAR_FETCH_TIMEOUT_MS));
      expect(await refusal({ url: 'https://calendar.example.com/slow.ics' })).toEqual({
        status: 422,
        message: 'That calendar did not answer within 10 seconds',
      });
      get.mockResolvedValueOnce({ status: 301, body: Buffer.alloc(0) });
      expect(await refusal({ url: 'https://calendar.example.com/moved.ics' })).toMatchObject({
        status: 422,
        message: expect.stringContaining('redirects'),
      });
      get.mockResolvedValueOnce({ status: 200, body: Buffer.from('<html>hello</html>') });
      expect(await refusal({ url: 'https://calendar.example.com/page' })).toEqual({
        status: 422,
        message: 'That is not an iCalendar (.ics) file',
      });

      expect(await refusal({ ics: `${ics([])}${' '.repeat(CALENDAR_IMPORT_MAX_BYTES)}` })).toMatchObject({ status: 413 });
      expect(await refusal({ ics: 'hello' })).toEqual({ status: 422, message: 'That is not an iCalendar (.ics) file' });
      expect(await refusal({ ics: ics([]), url: 'https://calendar.example.com/a.ics' })).toMatchObject({ status: 400 });
      expect(await refusal({})).toMatchObject({ status: 400 });
      for (let i = 0; i < MAX_CALENDAR_IMPORTS; i++) expect((await addCalendar(ctx, sam, { ics: ics([]) })).status).toBe(201);
      expect(await refusal({ ics: ics([]) })).toEqual({
        status: 409,
        message: 'You have imported as many calendars as you can: remove one first',
      });
      expect((await myCalendar(ctx, sam)).imports).toHaveLength(MAX_CALENDAR_IMPORTS);
    });

    // Last: it moves the clock by weeks.
    it('reminds once at AVAILABILITY_STALE_DAYS, hides from dated searches at AVAILABILITY_HIDDEN_DAYS (and tells), until the sitter confirms', async () => {
      const price = uniquePrice();
      const sam = await sitter(ctx, { services: { boarding: price } });
      const confirmed = await call(ctx, sam, 'POST', '/api/sitters/me/availability/confirm');
      expect(confirmed.status).toBe(200);
      const { availabilityConfirmedAt } = (await confirmed.json()) as { availabilityConfirmedAt: string };
      expect(Math.abs(Date.parse(availabilityConfirmedAt) - (await serverNow(ctx)))).toBeLessThan(60_000);
      expect((await call(ctx, await owner(ctx), 'POST', '/api/sitters/me/availability/confirm')).status).toBe(404);
      const profile = (await (await call(ctx, undefined, 'GET', `/api/sitters/${sam.id}`)).json()) as { availabilityConfirmedAt: string };
      expect(profile.availabilityConfirmedAt).toBe(availabilityConfirmedAt);

      const dates = async () => {
        const now = await serverNow(ctx);
        return { from: dayAfter(now, 3), to: dayAfter(now, 4) };
      };
      const since = Date.parse(availabilityConfirmedAt);
      await advanceClock(ctx, since + AVAILABILITY_STALE_DAYS * DAY_MS - 60_000 - (await serverNow(ctx)));
      await sweepUntil(ctx, async () => true);
      expect(await noticesOf(ctx, sam, CALENDAR_NOTICE_KINDS.availabilityStale)).toHaveLength(0);
      await advanceClock(ctx, 60_000);
      await sweepUntil(ctx, async () => (await noticesOf(ctx, sam, CALENDAR_NOTICE_KINDS.availabilityStale)).length > 0);
      await advanceClock(ctx, DAY_MS);
      expect(await noticesOf(ctx, sam, CALENDAR_NOTICE_KINDS.availabilityStale)).toHaveLength(1);
      expect(await listed(ctx, sam.id, price, await dates())).toBe(true);

      await advanceClock(ctx, since + AVAILABILITY_HIDDEN_DAYS * DAY_MS - 60_000 - (await serverNow(ctx)));
      expect(await listed(ctx, sam.id, price, await dates())).toBe(true);
      await advanceClock(ctx, 60_000);
      expect(await listed(ctx, sam.id, price, await dates())).toBe(false);
      expect(await listed(ctx, sam.id, price)).toBe(true);
      await sweepUntil(ctx, async () => (await noticesOf(ctx, sam, CALENDAR_NOTICE_KINDS.availabilityHidden)).length > 0);
      await advanceClock(ctx, DAY_MS);
      expect(await noticesOf(ctx, sam, CALENDAR_NOTICE_KINDS.availabilityHidden)).toHaveLength(1);
      expect(await noticesOf(ctx, sam, CALENDAR_NOTICE_KINDS.availabilityStale)).toHaveLength(1);

      const again = await call(ctx, sam, 'POST', '/api/sitters/me/availability/confirm');
      expect(again.status).toBe(200);
      const reconfirmed = ((await again.json()) as { availabilityConfirmedAt: string }).availabilityConfirmedAt;
      expect(Date.parse(reconfirmed) - since).toBeGreaterThanOrEqual(AVAILABILITY_HIDDEN_DAYS * DAY_MS);
      expect(await listed(ctx, sam.id, price, await dates())).toBe(true);
      const search = (await (
        await call(
          ctx,
          undefined,
          'GET',
          `/api/search/sitters?suburb=Sydney&state=NSW&radiusKm=50&service=boarding&minPrice=${price}&maxPrice=${price}`,
        )
      ).json()) as {
        results: { id: string; availabilityConfirmedAt: string | null }[];
      };
      expect(search.results.find((result) => result.id === sam.id)?.availabilityConfirmedAt).toBe(reconfirmed);
      // Moving the clock by weeks runs every feature's sweeps over the seeded data: slow on a busy machine.
    }, 300_000);
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
