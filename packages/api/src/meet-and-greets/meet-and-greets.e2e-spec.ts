import ICAL from 'ical.js';
import {
  MEET_AND_GREET_DURATION_MINUTES,
  MEET_AND_GREET_MAX_DAYS_AHEAD,
  MEET_AND_GREET_OPEN_MAX,
  MEET_AND_GREET_PROPOSED_TIMES,
  type MeetAndGreet,
} from '@pawpal/contract';
import { expect, it } from 'vitest';
import { advanceClock, call, dayAfter, owner, PAY_CARD, pet, serverNow, sitter, type Account } from '../../test/booking-fixtures.js';
import { describeEachDatabase, outboxFor } from '../../test/harness.js';
import { countMeetAndGreetNoShows } from './meet-and-greet-reads.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDatabase(
  'meet-and-greets: asked, answered, reported; a sitter may require one before a first booking',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const emailOf = async (account: Account) =>
      ((await db().query(`SELECT email FROM users WHERE id = $1`, [account.id])) as [{ email: string }])[0].email;
    /** Three distinct times from `now`: in 1, 2 and 3 days (on the hour). */
    const threeTimes = (now: number, firstInHours = 24) =>
      [0, 1, 2].map((i) => new Date(Math.ceil((now + firstInHours * HOUR + i * DAY) / HOUR) * HOUR).toISOString());
    const ask = (olive: Account, sam: Account, proposedTimes: string[], message = 'Rex is a friendly kelpie') =>
      call(ctx, olive, 'POST', '/api/meet-and-greets', { sitterId: sam.id, proposedTimes, message });
    const asked = async (olive: Account, sam: Account, proposedTimes: string[]) => {
      const response = await ask(olive, sam, proposedTimes);
      expect(response.status).toBe(201);
      return (await response.json()) as MeetAndGreet;
    };
    const act = (as: Account, id: string, action: string, body?: unknown) =>
      call(ctx, as, 'POST', `/api/meet-and-greets/${id}/${action}`, body);
    const requestStay = async (olive: Account, sam: Account, petId: string, startInDays = 5) => {
      const now = await serverNow(ctx);
      return call(ctx, olive, 'POST', '/api/bookings', {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, startInDays),
        endDate: dayAfter(now, startInDays + 2),
        petIds: [petId],
      });
    };
    const requireMeeting = async (sam: Account) => {
      const response = await call(ctx, sam, 'PATCH', '/api/sitters/me', { requiresMeetAndGreet: true });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { requiresMeetAndGreet: boolean }).requiresMeetAndGreet).toBe(true);
    };

    it('publishes its numbers', () => {
      expect(MEET_AND_GREET_PROPOSED_TIMES).toBe(3);
      expect(MEET_AND_GREET_MAX_DAYS_AHEAD).toBe(60);
      expect(MEET_AND_GREET_DURATION_MINUTES).toBe(30);
      expect(MEET_AND_GREET_OPEN_MAX).toBe(5);
    });

    it('a required meet-and-greet blocks the first request until it happened; the invitation is valid iCalendar', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      await requireMeeting(sam);
      const olive = await owner(ctx, 'Olive');
      const rex = await pet(ctx, olive);
      expect(
        ((await (await call(ctx, olive, 'GET', `/api/sitters/${sam.id}`)).json()) as { requiresMeetAndGreet: boolean })
          .requiresMeetAndGreet,
      ).toBe(true);

      let response = await requestStay(olive, sam, rex.id);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        code: 'MEET_AND_GREET_REQUIRED',
        message:
          'Sam meets new owners before a first booking: request a meet-and-greet (Meet first on their profile), and book once you have met',
      });

      const times = threeTimes(await serverNow(ctx));
      const requested = await asked(olive, sam, times);
      expect(requested).toMatchObject({ status: 'requested', viewerRole: 'owner', proposedTimes: times, chosenTime: null, actions: [] });
      const samsNotices = (await (await call(ctx, sam, 'GET', '/api/notices')).json()) as { kind: string; title: string }[];
      expect(samsNotices).toContainEqual(expect.objectContaining({ kind: 'meet_and_greet', title: 'Olive would like to meet you' }));
      // Asked already: one waiting request per owner and sitter.
      response = await ask(olive, sam, threeTimes(await serverNow(ctx), 48));
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'ALREADY_REQUESTED' });

      // The owner does not answer; the sitter picks a proposed time only.
      expect((await act(olive, requested.id, 'accept', { time: times[1] })).status).toBe(403);
      expect((await act(olive, requested.id, 'decline')).status).toBe(403);
      response = await act(sam, requested.id, 'accept', { time: new Date(Date.parse(times[1]!) + HOUR).toISOString() });
      expect(response.status).toBe(400);
      response = await act(sam, requested.id, 'accept', { time: times[1] });
      expect(response.status).toBe(200);
      const accepted = (await response.json()) as MeetAndGreet;
      expect(accepted).toMatchObject({ status: 'accepted', viewerRole: 'sitter', chosenTime: times[1], actions: [] });
      expect((await act(sam, requested.id, 'decline')).status).toBe(409);

      // Both get the confirmation with an invitation an iCalendar parser reads back.
      const [oliveEmail, samEmail] = [await emailOf(olive), await emailOf(sam)];
      for (const address of [oliveEmail, samEmail]) {
        const mail = (await outboxFor(ctx, address)).find((message) => message.subject.startsWith('Meet-and-greet confirmed'));
        expect(mail).toBeDefined();
        const [attachment] = (mail as unknown as { attachments: { filename: string; contentType: string; content: string }[] }).attachments;
        expect(attachment).toMatchObject({ filename: 'meet-and-greet.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
        const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
        expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
        const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
        expect(event.uid).toBe(`meet-and-greet-${requested.id}@pawpal`);
        expect(event.summary).toBe('Pawpal meet-and-greet: Olive and Sam');
        expect(event.location).toBe('Testville NSW');
        expect(event.startDate.toJSDate().toISOString()).toBe(times[1]);
        expect(event.endDate.toJSDate().getTime() - Date.parse(times[1]!)).toBe(30 * 60_000);
        expect(String(event.organizer)).toBe(`mailto:${samEmail}`);
        expect(event.attendees.map((attendee) => String(attendee.getFirstValue()))).toEqual([`mailto:${oliveEmail}`]);
      }

      // Before the time: still blocked, and nothing to report yet.
      expect((await requestStay(olive, sam, rex.id)).status).toBe(409);
      response = await act(olive, requested.id, 'outcome', { outcome: 'went_well' });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'NOT_YET_HAPPENED' });

      // Just before the chosen time it has not happened; at it, it has.
      const now = await serverNow(ctx);
      await advanceClock(ctx, Date.parse(times[1]!) - now - 60_000);
      expect((await requestStay(olive, sam, rex.id)).status).toBe(409);
      await advanceClock(ctx, 60_000);
      response = await requestStay(olive, sam, rex.id);
      expect(response.status).toBe(201);

      // Afterwards each says how it went, once.
      response = await act(olive, requested.id, 'outcome', { outcome: 'went_well' });
      expect(response.status).toBe(200);
      expect(((await response.json()) as MeetAndGreet).outcomes).toEqual({ owner: 'went_well', sitter: null });
      expect((await act(olive, requested.id, 'outcome', { outcome: 'not_for_us' })).status).toBe(409);
      expect((await act(sam, requested.id, 'outcome', { outcome: 'maybe' })).status).toBe(400);
      const seen = (await (await call(ctx, sam, 'GET', `/api/meet-and-greets/${requested.id}`)).json()) as MeetAndGreet;
      expect(seen).toMatchObject({ viewerRole: 'sitter', actions: ['report_outcome'], outcomes: { owner: 'went_well', sitter: null } });
    });

    it('a no-show reported by the sitter, or a decline, does not count; the no-shows are counted for the records', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      await requireMeeting(sam);
      const nina = await owner(ctx, 'Nina');
      const dog = await pet(ctx, nina);
      const start = await serverNow(ctx);

      const declined = await asked(nina, sam, threeTimes(start));
      expect(((await (await act(sam, declined.id, 'decline')).json()) as MeetAndGreet).status).toBe('declined');
      expect((await act(sam, declined.id, 'accept', { time: declined.proposedTimes[0] })).status).toBe(409);

      const times = threeTimes(start, 2);
      const meeting = await asked(nina, sam, times);
      expect((await act(sam, meeting.id, 'accept', { time: times[0] })).status).toBe(200);
      await advanceClock(ctx, Date.parse(times[0]!) - (await serverNow(ctx)) + 60_000);
      expect((await act(sam, meeting.id, 'outcome', { outcome: 'no_show' })).status).toBe(200);
      const response = await requestStay(nina, sam, dog.id);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'MEET_AND_GREET_REQUIRED' });

      const since = new Date(start);
      expect(await countMeetAndGreetNoShows(db(), { userId: nina.id, role: 'owner', since })).toBe(1);
      expect(await countMeetAndGreetNoShows(db(), { userId: sam.id, role: 'sitter', since })).toBe(0);
      expect(await countMeetAndGreetNoShows(db(), { userId: nina.id, role: 'owner', since: new Date(Date.parse(times[0]!) + 1) })).toBe(0);
      expect((await act(nina, meeting.id, 'outcome', { outcome: 'no_show' })).status).toBe(200);
      expect(await countMeetAndGreetNoShows(db(), { userId: sam.id, role: 'sitter', since })).toBe(1);
    });

    it('leaves sitters without the flag alone, and an owner who completed a booking with the sitter is not new', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const otto = await sitter(ctx, { firstName: 'Otto' });
      const olive = await owner(ctx, 'Olive');
      const rex = await pet(ctx, olive);
      const booked = (await (await requestStay(olive, sam, rex.id, 2)).json()) as { id: string };
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booked.id}/accept`)).status).toBe(200);
      expect((await call(ctx, olive, 'POST', `/api/payments/${booked.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      await advanceClock(ctx, 3 * DAY);
      await advanceClock(ctx, 2 * DAY);
      const stay = (await (await call(ctx, olive, 'GET', `/api/bookings/${booked.id}`)).json()) as { status: string };
      expect(stay.status).toBe('completed');

      await requireMeeting(sam);
      expect((await requestStay(olive, sam, rex.id)).status).toBe(201);
      const nina = await owner(ctx, 'Nina');
      const dog = await pet(ctx, nina);
      expect((await requestStay(nina, sam, dog.id)).status).toBe(409);
      expect((await requestStay(nina, otto, dog.id)).status).toBe(201);
    });

    it('refuses times that are not exactly three, distinct, in the future and within 60 days; unknown sitters and oneself', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const now = await serverNow(ctx);
      const times = threeTimes(now);
      const refusals: [unknown[], string][] = [
        [times.slice(0, 2), 'proposedTimes must be exactly 3 dates and times (ISO 8601, like 2026-12-05T09:30:00+11:00)'],
        [
          [...times, new Date(now + 4 * DAY).toISOString()],
          'proposedTimes must be exactly 3 dates and times (ISO 8601, like 2026-12-05T09:30:00+11:00)',
        ],
        [[times[0], times[0], times[1]], 'Propose three different times'],
        [[new Date(now - 60_000).toISOString(), times[1], times[2]], 'Each proposed time must be in the future'],
        [[times[0], times[1], new Date(now + 60 * DAY + 60_000).toISOString()], 'Propose times at most 60 days ahead'],
        [
          [times[0], times[1], 'next Tuesday'],
          'proposedTimes must be exactly 3 dates and times (ISO 8601, like 2026-12-05T09:30:00+11:00)',
        ],
      ];
      for (const [proposedTimes, message] of refusals) {
        const response = await call(ctx, olive, 'POST', '/api/meet-and-greets', { sitterId: sam.id, proposedTimes, message: 'Hello' });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe(message);
      }
      expect((await ask(olive, sam, times, '  ')).status).toBe(400);
      expect(
        (await call(ctx, olive, 'POST', '/api/meet-and-greets', { sitterId: 'nobody', proposedTimes: times, message: 'Hi' })).status,
      ).toBe(404);
      expect((await ask(sam, sam, times)).status).toBe(400);
      // The edge: a time exactly 60 days ahead is fine (the clock does not move between the read and the request).
      const edge = await ask(olive, sam, [times[0]!, times[1]!, new Date(now + 60 * DAY).toISOString()]);
      expect(edge.status).toBe(201);
    });

    it('only its two people see or act on one; a request left unanswered expires', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const stranger = await owner(ctx, 'Stella');
      const otto = await sitter(ctx, { firstName: 'Otto' });
      const times = threeTimes(await serverNow(ctx));
      const meeting = await asked(olive, sam, times);
      for (const outsider of [stranger, otto]) {
        expect((await call(ctx, outsider, 'GET', `/api/meet-and-greets/${meeting.id}`)).status).toBe(404);
        expect((await act(outsider, meeting.id, 'accept', { time: times[0] })).status).toBe(404);
        expect((await act(outsider, meeting.id, 'decline')).status).toBe(404);
        expect((await act(outsider, meeting.id, 'outcome', { outcome: 'no_show' })).status).toBe(404);
        const theirs = (await (await call(ctx, outsider, 'GET', '/api/meet-and-greets')).json()) as MeetAndGreet[];
        expect(theirs.map((item) => item.id)).not.toContain(meeting.id);
      }
      expect((await call(ctx, undefined, 'GET', `/api/meet-and-greets/${meeting.id}`)).status).toBe(401);
      expect((await call(ctx, olive, 'GET', '/api/meet-and-greets/not-a-uuid')).status).toBe(404);
      for (const [who, role] of [
        [olive, 'owner'],
        [sam, 'sitter'],
      ] as const) {
        const mine = (await (await call(ctx, who, 'GET', '/api/meet-and-greets')).json()) as MeetAndGreet[];
        expect(mine.find((item) => item.id === meeting.id)).toMatchObject({ viewerRole: role });
      }
      expect((await (await call(ctx, sam, 'GET', `/api/meet-and-greets/${meeting.id}`)).json()) as MeetAndGreet).toMatchObject({
        actions: ['accept', 'decline'],
      });

      // Unanswered past its last time: expired, and the owner may ask again.
      await advanceClock(ctx, Date.parse(times[2]!) - (await serverNow(ctx)));
      const expired = (await (await call(ctx, olive, 'GET', `/api/meet-and-greets/${meeting.id}`)).json()) as MeetAndGreet;
      expect(expired.status).toBe('expired');
      const response = await act(sam, meeting.id, 'accept', { time: times[2] });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'NOT_AWAITING_ANSWER' });
      await asked(olive, sam, threeTimes(await serverNow(ctx)));
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
