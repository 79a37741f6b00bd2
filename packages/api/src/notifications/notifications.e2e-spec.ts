import { expect, it } from 'vitest';
import { advanceClock, call, dayAfter, inDays, PAY_CARD, pet, requestBooking, serverNow, sitter } from '../../test/booking-fixtures.js';
import { describeEachDatabase, outboxFor, signUp, type TestContext } from '../../test/harness.js';
import { makeAdmin } from '../../test/listing-fixtures.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;

async function subjects(ctx: TestContext, email: string): Promise<string[]> {
  return (await outboxFor(ctx, email)).map((message) => message.subject);
}

/** A calendar date as the emails write it: 2026-12-01 is "1 Dec 2026" (en-AU short month). */
function asEmailed(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

async function emailOf(ctx: TestContext, userId: string): Promise<string> {
  const [row] = (await ctx.pawpal.database.dataSource.query(`SELECT email FROM users WHERE id = $1`, [userId])) as { email: string }[];
  return row!.email;
}

describeEachDatabase(
  'notification emails',
  (ctx) => {
    // First in the suite: chat stores a message's time from the database's clock, which the test clock has not moved yet.
    it('emails an unread message after 15 minutes, at most once per conversation an hour', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const samEmail = await emailOf(ctx, sam.id);
      const opened = await call(ctx, { cookie: olive.cookie, id: olive.user.id }, 'POST', '/api/chat/channels', { sitterId: sam.id });
      expect(opened.status).toBeLessThan(300);
      const { id: channelId } = (await opened.json()) as { id: string };
      const send = (text: string) =>
        call(ctx, { cookie: olive.cookie, id: olive.user.id }, 'POST', `/api/chat/messages/${channelId}`, { body: text });
      const first = await send('Hi Sam, are you free in December?');
      expect(first.status).toBeLessThan(300);
      const sentAt = Date.parse(((await first.json()) as { createdAt: string }).createdAt);
      const unread = (list: string[]) => list.filter((subject) => subject.startsWith('Olive sent you'));

      expect(unread(await subjects(ctx, samEmail))).toEqual([]);
      // 14:30 after the message's stored time: not yet; 15:30: the email. The test clock runs on
      // with real time (seconds per request on a busy machine), hence half a minute either side.
      await advanceClock(ctx, sentAt + 14 * MINUTE + 30_000 - (await serverNow(ctx)));
      expect(unread(await subjects(ctx, samEmail))).toEqual([]);
      await advanceClock(ctx, sentAt + 15 * MINUTE + 30_000 - (await serverNow(ctx)));
      expect(unread(await subjects(ctx, samEmail))).toEqual(['Olive sent you a message']);
      expect((await send('Also, Rex is a big dog.')).status).toBeLessThan(300);
      const [{ created_at: emailedAt }] = (await ctx.pawpal.database.dataSource.query(
        `SELECT created_at FROM mail_queue WHERE kind = 'new_message' AND dedupe_key LIKE $1`,
        [`new_message:${channelId}:%`],
      )) as [{ created_at: Date }];
      // The second message is past its 15 minutes long before; only the hour since the first email
      // holds it back: 59:30 after that email, still one; 60:30, one more (half a minute either
      // side, as above).
      await advanceClock(ctx, emailedAt.getTime() + 59 * MINUTE + 30_000 - (await serverNow(ctx)));
      expect(unread(await subjects(ctx, samEmail))).toHaveLength(1);
      await advanceClock(ctx, emailedAt.getTime() + 60 * MINUTE + 30_000 - (await serverNow(ctx)));
      expect(unread(await subjects(ctx, samEmail))).toEqual(['Olive sent you 2 messages', 'Olive sent you a message']);
    });
    it('emails the sitter a booking request with a link to it that works; the owner hears of the acceptance', async () => {
      const sam = await sitter(ctx);
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const oliveAccount = { cookie: olive.cookie, id: olive.user.id };
      const rex = await pet(ctx, oliveAccount);
      const booking = await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(30),
        endDate: inDays(32),
        petIds: [rex.id],
      });
      const samEmail = await emailOf(ctx, sam.id);
      const [request] = (await outboxFor(ctx, samEmail)).filter((message) => message.subject === 'New booking request from Olive');
      expect(request).toBeDefined();
      expect(request!.text).toContain('Olive asked you for Boarding');
      const link = new URL(request!.links[0]!);
      expect(`${link.pathname}${link.search}`).toBe(`/booking?id=${booking.id}`);
      // The link's booking opens for the sitter it was sent to.
      const opened = await call(ctx, sam, 'GET', `/api/bookings/${link.searchParams.get('id')}`);
      expect(opened.status).toBe(200);
      expect(request!.links[1]).toMatch(/\/api\/mail\/unsubscribe\?token=/);

      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      expect(await subjects(ctx, olive.email)).toContain('Sam accepted your booking');
      // Once only, however often the outbox is read.
      expect((await subjects(ctx, samEmail)).filter((subject) => subject === 'New booking request from Olive')).toHaveLength(1);
    });

    it('tells the other party when a booking is cancelled, by email, and not the one who cancelled', async () => {
      const sam = await sitter(ctx, { firstName: 'Sigrid' });
      const olive = await signUp(ctx, { firstName: 'Ottilie' });
      const oliveAccount = { cookie: olive.cookie, id: olive.user.id };
      const rex = await pet(ctx, oliveAccount);
      const samEmail = await emailOf(ctx, sam.id);
      const cancelled = (list: string[]) => list.filter((subject) => subject.includes('cancelled'));

      // The owner cancels a request: the sitter hears of it.
      const request = await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(40),
        endDate: inDays(42),
        petIds: [rex.id],
      });
      expect((await call(ctx, oliveAccount, 'POST', `/api/bookings/${request.id}/cancel`, {})).status).toBe(200);
      const [toSitter] = (await outboxFor(ctx, samEmail)).filter((message) => message.subject === 'Ottilie cancelled their booking');
      expect(toSitter).toBeDefined();
      expect(toSitter!.text).toContain(`Ottilie cancelled Boarding, ${asEmailed(inDays(40))}`);
      expect(new URL(toSitter!.links[0]!).search).toBe(`?id=${request.id}`);
      expect(cancelled(await subjects(ctx, olive.email))).toEqual([]);

      // The sitter cancels an accepted booking: the owner hears of it.
      const accepted = await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(50),
        endDate: inDays(52),
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${accepted.id}/accept`)).status).toBe(200);
      expect((await call(ctx, sam, 'POST', `/api/bookings/${accepted.id}/cancel`, {})).status).toBe(200);
      expect(cancelled(await subjects(ctx, olive.email))).toEqual(['Sigrid cancelled your booking']);
      expect(cancelled(await subjects(ctx, samEmail))).toEqual(['Ottilie cancelled their booking']);
    });

    it('reminds the sitter 24 hours before a request expires, and the owner 12 hours before an acceptance lapses, once each', async () => {
      const sam = await sitter(ctx);
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const oliveAccount = { cookie: olive.cookie, id: olive.user.id };
      const rex = await pet(ctx, oliveAccount);
      const booking = await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(40),
        endDate: inDays(41),
        petIds: [rex.id],
      });
      const samEmail = await emailOf(ctx, sam.id);
      const db = ctx.pawpal.database.dataSource;
      const [{ respond_by: respondBy }] = (await db.query(`SELECT respond_by FROM bookings WHERE id = $1`, [booking.id])) as [
        { respond_by: Date },
      ];
      const reminder = /^Reminder: Olive's request expires soon$/;

      // A minute outside the 24 h before the deadline: nothing; a minute inside: the reminder.
      await advanceClock(ctx, respondBy.getTime() - 24 * HOUR - MINUTE - (await serverNow(ctx)));
      expect((await subjects(ctx, samEmail)).filter((subject) => reminder.test(subject))).toHaveLength(0);
      await advanceClock(ctx, 2 * MINUTE);
      expect((await subjects(ctx, samEmail)).filter((subject) => reminder.test(subject))).toHaveLength(1);
      await advanceClock(ctx, HOUR);
      expect((await subjects(ctx, samEmail)).filter((subject) => reminder.test(subject))).toHaveLength(1);

      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      const [{ pay_by: payBy }] = (await db.query(`SELECT pay_by FROM bookings WHERE id = $1`, [booking.id])) as [{ pay_by: Date }];
      const payReminder = /^Reminder: pay for your booking with Sam$/;
      // 12 h 1 min before the pay-by deadline: nothing; 11 h 59 min before: the reminder.
      await advanceClock(ctx, payBy.getTime() - 12 * HOUR - MINUTE - (await serverNow(ctx)));
      expect((await subjects(ctx, olive.email)).filter((subject) => payReminder.test(subject))).toHaveLength(0);
      await advanceClock(ctx, 2 * MINUTE);
      expect((await subjects(ctx, olive.email)).filter((subject) => payReminder.test(subject))).toHaveLength(1);
    });

    it('tells the owner when a request nobody answered expires, at its respond-by time and not before', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const oliveAccount = { cookie: olive.cookie, id: olive.user.id };
      const rex = await pet(ctx, oliveAccount);
      const now = await serverNow(ctx);
      const [startDate, endDate] = [dayAfter(now, 50), dayAfter(now, 52)];
      const booking = await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate,
        endDate,
        petIds: [rex.id],
      });
      const [{ respond_by: respondBy }] = (await ctx.pawpal.database.dataSource.query(`SELECT respond_by FROM bookings WHERE id = $1`, [
        booking.id,
      ])) as [{ respond_by: Date }];
      const expired = async () =>
        (await outboxFor(ctx, olive.email)).filter((message) => message.subject === 'Your booking with Sam expired');

      await advanceClock(ctx, respondBy.getTime() - MINUTE - (await serverNow(ctx)));
      expect(await expired()).toEqual([]);
      await advanceClock(ctx, 2 * MINUTE);
      const [mail, ...more] = await expired();
      expect(more).toEqual([]);
      expect(mail!.to).toBe(olive.email.toLowerCase());
      expect(mail!.text).toContain('Hi Olive,');
      expect(mail!.text).toContain(
        `Boarding, ${asEmailed(startDate)} to ${asEmailed(endDate)} with Sam ran out of time and is no longer held.`,
      );
      const link = new URL(mail!.links[0]!);
      expect(`${link.pathname}${link.search}`).toBe(`/booking?id=${booking.id}`);
      // The link's booking opens, expired, for the owner it was sent to.
      const opened = await call(ctx, oliveAccount, 'GET', `/api/bookings/${link.searchParams.get('id')}`);
      expect(((await opened.json()) as { status: string }).status).toBe('expired');
      // The sitter, who let it run out, is not told.
      expect((await subjects(ctx, await emailOf(ctx, sam.id))).filter((subject) => subject.endsWith('expired'))).toEqual([]);
    });

    it('tells the owner when an acceptance nobody paid for lapses, at its pay-by time and not before', async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const oliveAccount = { cookie: olive.cookie, id: olive.user.id };
      const rex = await pet(ctx, oliveAccount);
      const now = await serverNow(ctx);
      const [startDate, endDate] = [dayAfter(now, 60), dayAfter(now, 61)];
      const booking = await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate,
        endDate,
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      const [{ pay_by: payBy }] = (await ctx.pawpal.database.dataSource.query(`SELECT pay_by FROM bookings WHERE id = $1`, [
        booking.id,
      ])) as [{ pay_by: Date }];
      const expired = async () =>
        (await outboxFor(ctx, olive.email)).filter((message) => message.subject === 'Your booking with Sam expired');

      await advanceClock(ctx, payBy.getTime() - MINUTE - (await serverNow(ctx)));
      expect(await expired()).toEqual([]);
      await advanceClock(ctx, 2 * MINUTE);
      const [mail, ...more] = await expired();
      expect(more).toEqual([]);
      expect(mail!.to).toBe(olive.email.toLowerCase());
      expect(mail!.text).toContain(
        `Boarding, ${asEmailed(startDate)} to ${asEmailed(endDate)} with Sam ran out of time and is no longer held.`,
      );
      expect(new URL(mail!.links[0]!).pathname + new URL(mail!.links[0]!).search).toBe(`/booking?id=${booking.id}`);
    });

    it('tells both sides the day before a paid stay starts, and invites both to review when it completes', async () => {
      const sam = await sitter(ctx);
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const oliveAccount = { cookie: olive.cookie, id: olive.user.id };
      const rex = await pet(ctx, oliveAccount);
      const now = await serverNow(ctx);
      const booking = await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 5),
        endDate: dayAfter(now, 7),
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      expect((await call(ctx, oliveAccount, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      const samEmail = await emailOf(ctx, sam.id);
      expect(await subjects(ctx, samEmail)).toContain('Olive paid: the booking is confirmed');
      expect(await subjects(ctx, olive.email)).toContain('Booked: Sam is looking after your pets');

      const [{ starts_at: startsAt }] = (await ctx.pawpal.database.dataSource.query(`SELECT starts_at FROM bookings WHERE id = $1`, [
        booking.id,
      ])) as [{ starts_at: Date }];
      await advanceClock(ctx, startsAt.getTime() - 25 * HOUR - (await serverNow(ctx)));
      expect((await subjects(ctx, olive.email)).filter((subject) => subject.startsWith('Tomorrow:'))).toHaveLength(0);
      await advanceClock(ctx, 2 * HOUR);
      expect((await subjects(ctx, olive.email)).filter((subject) => subject.startsWith('Tomorrow:'))).toEqual([
        'Tomorrow: Sam looks after your pets',
      ]);
      expect((await subjects(ctx, samEmail)).filter((subject) => subject.startsWith('Tomorrow:'))).toEqual([
        "Tomorrow: your stay with Olive's pets",
      ]);

      await advanceClock(ctx, 4 * 24 * HOUR);
      const [invitation] = (await outboxFor(ctx, olive.email)).filter((message) => message.subject === 'How was Sam? Leave a review');
      expect(invitation).toBeDefined();
      expect(new URL(invitation!.links[0]!).pathname).toBe(`/booking/${booking.id}/review`);
      expect(await subjects(ctx, samEmail)).toContain('How was the stay with Olive? Leave a review');
    });

    it("emails a sitter the decision on their profile, in the decision's transaction, with the reason", async () => {
      const sam = await sitter(ctx);
      await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [
        sam.id,
      ]);
      const admin = await signUp(ctx, { firstName: 'Ada' });
      await makeAdmin(ctx, admin.user.id);
      const rejected = await call(ctx, { cookie: admin.cookie, id: admin.user.id }, 'POST', `/api/admin/sitters/${sam.id}/reject`, {
        rule: 'honest_profile',
        reason: 'Add a photo where your face is visible',
      });
      expect(rejected.status).toBe(200);
      const [message] = await outboxFor(ctx, await emailOf(ctx, sam.id));
      expect(message!.text).toContain('Add a photo where your face is visible');
      expect(message!.links.some((link) => link.includes('/api/mail/unsubscribe'))).toBe(true);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', MAIL_SEND_INTERVAL_SECONDS: '0', SCHEDULER_INTERVAL_SECONDS: '0' } },
);
