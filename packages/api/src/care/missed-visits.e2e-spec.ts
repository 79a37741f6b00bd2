import { expect, it } from 'vitest';
import { type Account, advanceClock, call } from '../../test/booking-fixtures.js';
import { clockTo, emailOf, noticesOf, paidBooking, uploadPhoto, type VisitBody, visitsOf } from '../../test/care-fixtures.js';
import { describeEachDatabase, outboxFor } from '../../test/harness.js';
import { admin } from '../../test/incident-fixtures.js';
import { ledgerOf } from '../../test/money-fixtures.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeEachDatabase(
  'care: missed visits raise the alarm, and care that did not happen is refunded, on the test clock',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const post = (account: Account, path: string, body?: unknown) => call(ctx, account, 'POST', path, body);
    const missedEvents = async (visitId: string) =>
      (await db().query(`SELECT payload FROM event_outbox WHERE name = 'visit.missed' AND payload->>'visitId' = $1`, [visitId])) as {
        payload: Record<string, string>;
      }[];
    const pushes = async (account: Account, kind: string) =>
      (await db().query(`SELECT payload FROM push_queue WHERE user_id = $1 AND kind = $2`, [account.id, kind])) as {
        payload: { title: string };
      }[];

    async function visitDone(sam: Account, visit: VisitBody): Promise<void> {
      expect((await post(sam, `/api/visits/${visit.id}/check-in`, {})).status).toBe(200);
      const photo = await uploadPhoto(ctx, sam);
      expect((await post(sam, `/api/visits/${visit.id}/check-out`, { tasks: [], photoUploadIds: [photo.id] })).status).toBe(200);
    }

    it('a visit checked in late but within the grace is not missed: nobody is alerted', async () => {
      const { sam, olive, bookingId } = await paidBooking(ctx);
      const [first] = await visitsOf(ctx, olive, bookingId);
      await clockTo(ctx, first!.dueAt, 29 * MINUTE);
      expect((await post(sam, `/api/visits/${first!.id}/check-in`, {})).status).toBe(200);
      await advanceClock(ctx, 2 * HOUR);
      expect((await visitsOf(ctx, olive, bookingId))[0]!.status).toBe('in_progress');
      expect(await noticesOf(ctx, sam, 'visit_late')).toEqual([]);
      expect(await noticesOf(ctx, olive, 'visit_missed')).toEqual([]);
      expect(await missedEvents(first!.id)).toEqual([]);
    });

    it('one never checked in alerts the sitter at 30 minutes and the owner at 60, once each, and records visit.missed', async () => {
      const { sam, olive, bookingId } = await paidBooking(ctx);
      await db().query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, 'k', 'a', now()), ($3, $4, 'k', 'a', now())`,
        [sam.id, `https://push.example/${sam.id}`, olive.id, `https://push.example/${olive.id}`],
      );
      const [first] = await visitsOf(ctx, olive, bookingId);

      await clockTo(ctx, first!.dueAt, 29 * MINUTE);
      expect(await noticesOf(ctx, sam, 'visit_late')).toEqual([]);
      await clockTo(ctx, first!.dueAt, 30 * MINUTE + 1000);
      const late = await noticesOf(ctx, sam, 'visit_late');
      expect(late).toEqual([
        expect.objectContaining({
          title: 'Check in to the visit for Rex',
          body: 'It was due at 9:00. Without a check-in by 10:00 it counts as missed and Olive is told.',
        }),
      ]);
      const sitterMail = (await outboxFor(ctx, await emailOf(ctx, sam))).filter(
        (mail) => mail.subject === 'You have not checked in to the visit for Rex due 9:00',
      );
      expect(sitterMail).toHaveLength(1);
      expect((await pushes(sam, 'visit_late')).map((push) => push.payload.title)).toEqual([
        'You have not checked in to the visit for Rex due 9:00',
      ]);
      expect(await noticesOf(ctx, olive, 'visit_missed')).toEqual([]);
      expect((await visitsOf(ctx, olive, bookingId))[0]!.status).toBe('due');

      await clockTo(ctx, first!.dueAt, 59 * MINUTE);
      expect(await noticesOf(ctx, olive, 'visit_missed')).toEqual([]);
      expect(await missedEvents(first!.id)).toEqual([]);
      await clockTo(ctx, first!.dueAt, 60 * MINUTE + 1000);
      const missed = await noticesOf(ctx, olive, 'visit_missed');
      expect(missed).toHaveLength(1);
      expect(missed[0]!.title).toMatch(/^The visit for Rex due 9:00 on \w{3} \d{1,2} \w{3} was missed$/);
      const ownerMail = (await outboxFor(ctx, await emailOf(ctx, olive))).filter((mail) => mail.subject === missed[0]!.title);
      expect(ownerMail).toHaveLength(1);
      expect(ownerMail[0]!.text).toContain('its share of the price comes back to you when the booking completes');
      expect(await pushes(olive, 'visit_missed')).toHaveLength(1);
      expect(await missedEvents(first!.id)).toEqual([
        { payload: { visitId: first!.id, bookingId, ownerId: olive.id, sitterId: sam.id, dueAt: first!.dueAt } },
      ]);
      expect((await visitsOf(ctx, olive, bookingId))[0]!.status).toBe('missed');
      const tooLate = await post(sam, `/api/visits/${first!.id}/check-in`, {});
      expect(tooLate.status).toBe(409);
      expect(((await tooLate.json()) as { message: string }).message).toMatch(/^This visit was missed/);

      // Later runs tell nobody again.
      await advanceClock(ctx, HOUR);
      expect(await noticesOf(ctx, sam, 'visit_late')).toHaveLength(1);
      expect(await noticesOf(ctx, olive, 'visit_missed')).toHaveLength(1);
      expect(await missedEvents(first!.id)).toHaveLength(1);
      const timeline = (await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/timeline`)).json()) as {
        type: string;
        visitId: string;
      }[];
      expect(timeline.filter((item) => item.type === 'visit_missed').map((item) => item.visitId)).toEqual([first!.id]);
    });

    it('refunds a missed visit at completion, its share to the cent (the remainder on the last), the sitter’s payout reduced to match', async () => {
      // 3 visits at $41: $123 + the 5 % fee ($6.15) and its GST ($0.62) = $129.77; shares $43.25, $43.25 and $43.27.
      const { sam, olive, bookingId, totalCents } = await paidBooking(ctx, { length: 3, priceCents: 4100 });
      expect(totalCents).toBe(12_977);
      const [first, second, third] = await visitsOf(ctx, olive, bookingId);
      await clockTo(ctx, first!.dueAt);
      await visitDone(sam, first!);
      await clockTo(ctx, second!.dueAt);
      await visitDone(sam, second!);
      // The third is never checked in. The booking completes at its end (9:30), the visit is missed at 10:00.
      await clockTo(ctx, third!.dueAt, 45 * MINUTE);
      expect(((await db().query(`SELECT status FROM bookings WHERE id = $1`, [bookingId])) as { status: string }[])[0]!.status).toBe(
        'completed',
      );
      expect(await db().query(`SELECT amount_cents FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toEqual([]);
      await clockTo(ctx, third!.dueAt, 61 * MINUTE);
      // Due before the booking's end, the last visit raised the alarm like any other.
      expect(await noticesOf(ctx, sam, 'visit_late')).toHaveLength(1);
      expect(await missedEvents(third!.id)).toHaveLength(1);
      const refunds = (await db().query(`SELECT amount_cents, status FROM payment_refunds WHERE booking_id = $1`, [bookingId])) as {
        amount_cents: number;
        status: string;
      }[];
      expect(refunds).toEqual([{ amount_cents: 4_327, status: 'succeeded' }]);
      // Each party gives back its share of $43.27: the fee $2.05, its GST $0.21, the sitter $41.01 less
      // the commission on it ($6.15) and its GST ($0.62): $34.24 off the sitter's $102.70.
      const ledger = await ledgerOf(ctx, bookingId);
      expect(ledger).toMatchObject({ sitter_payable: -6_846, provider_cash: 12_977 - 4_327 });
      expect(ledger.owner_refund_payable ?? 0).toBe(0);
      expect(await noticesOf(ctx, olive, 'visit_refunded')).toEqual([
        expect.objectContaining({ title: '$43.27 refunded for 1 missed visit' }),
      ]);
      expect(await noticesOf(ctx, sam, 'visit_refunded')).toHaveLength(1);
      expect((await visitsOf(ctx, olive, bookingId)).map((visit) => visit.status)).toEqual(['done', 'done', 'missed']);
      // Refunded once; an excuse comes too late for it.
      await advanceClock(ctx, HOUR);
      expect(await db().query(`SELECT amount_cents FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toHaveLength(1);
      expect((await post(olive, `/api/visits/${third!.id}/excuse`, { reason: 'Never mind' })).status).toBe(409);
      // The missed visit opened an incident, which holds the reduced payout until an admin resolves it.
      const payouts = async () =>
        (await db().query(`SELECT amount_cents, status FROM payouts WHERE booking_id = $1`, [bookingId])) as unknown[];
      expect(await payouts()).toEqual([{ amount_cents: 6_846, status: 'held' }]);
      const [incident] = (await db().query(`SELECT id, kind, visit_id FROM incidents WHERE booking_id = $1`, [bookingId])) as {
        id: string;
        kind: string;
        visit_id: string;
      }[];
      expect(incident).toMatchObject({ kind: 'missed_visit', visit_id: third!.id });
      const ada = await admin(ctx);
      expect((await post(ada, `/api/admin/incidents/${incident!.id}/acknowledge`, {})).status).toBe(200);
      const resolved = await post(ada, `/api/admin/incidents/${incident!.id}/resolve`, {
        outcome: 'The sitter was unwell; the missed visit was refunded at completion.',
        releaseHold: true,
      });
      expect(resolved.status).toBe(200);
      await advanceClock(ctx, MINUTE);
      expect(await payouts()).toEqual([{ amount_cents: 6_846, status: 'scheduled' }]);
    });

    it('lets the last visit be checked in late after the booking’s end, within the grace: not missed, not refunded', async () => {
      const { sam, olive, bookingId } = await paidBooking(ctx, { length: 1 });
      const [only] = await visitsOf(ctx, olive, bookingId);
      // The booking ends at 9:30, when the visit's grace is not over.
      await clockTo(ctx, only!.dueAt, 40 * MINUTE);
      expect(((await db().query(`SELECT status FROM bookings WHERE id = $1`, [bookingId])) as { status: string }[])[0]!.status).toBe(
        'completed',
      );
      await visitDone(sam, only!);
      await advanceClock(ctx, 2 * HOUR);
      expect((await visitsOf(ctx, olive, bookingId))[0]!.status).toBe('done');
      expect(await noticesOf(ctx, olive, 'visit_missed')).toEqual([]);
      expect(await db().query(`SELECT id FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toEqual([]);
      expect(await db().query(`SELECT status FROM payouts WHERE booking_id = $1`, [bookingId])).toEqual([{ status: 'scheduled' }]);
    });

    it('pays out a walk booking only once each visit is done or excused; an excused visit is not refunded', async () => {
      const { sam, olive, bookingId } = await paidBooking(ctx, { service: 'dog_walking', length: 2 });
      const [first, second] = await visitsOf(ctx, olive, bookingId);
      expect((await post(olive, `/api/visits/${second!.id}/excuse`, { reason: 'Rex is at the groomer that day' })).status).toBe(200);
      await clockTo(ctx, first!.dueAt);
      // Checked in, but the sitter forgets to check out: the care is not settled.
      expect((await post(sam, `/api/visits/${first!.id}/check-in`, {})).status).toBe(200);
      await clockTo(ctx, second!.dueAt, 3 * 24 * HOUR);
      expect(((await db().query(`SELECT status FROM bookings WHERE id = $1`, [bookingId])) as { status: string }[])[0]!.status).toBe(
        'completed',
      );
      expect(await db().query(`SELECT id FROM payouts WHERE booking_id = $1`, [bookingId])).toEqual([]);
      expect(await db().query(`SELECT id FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toEqual([]);
      // Checked out late: the care is settled, the payout is scheduled for the whole price.
      const photo = await uploadPhoto(ctx, sam);
      expect((await post(sam, `/api/visits/${first!.id}/check-out`, { tasks: [], photoUploadIds: [photo.id] })).status).toBe(200);
      await advanceClock(ctx, MINUTE);
      const [{ sitter_payout_cents: payoutCents }] = (await db().query(`SELECT sitter_payout_cents FROM bookings WHERE id = $1`, [
        bookingId,
      ])) as [{ sitter_payout_cents: number }];
      expect(await db().query(`SELECT amount_cents FROM payouts WHERE booking_id = $1`, [bookingId])).toEqual([
        { amount_cents: payoutCents },
      ]);
      expect(await db().query(`SELECT id FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toEqual([]);
    });

    it('tells the owner once when a daily update has not come by 20:00', async () => {
      const { olive, bookingId } = await paidBooking(ctx, { service: 'boarding', length: 2 });
      const [, update] = await visitsOf(ctx, olive, bookingId);
      expect(update!.kind).toBe('daily_update');
      // Due by 12:00, late from 20:00 (8 hours on): just before, nothing; just after, the owner is told.
      await clockTo(ctx, update!.dueAt, 8 * HOUR - MINUTE);
      expect(await noticesOf(ctx, olive, 'daily_update_late')).toEqual([]);
      await clockTo(ctx, update!.dueAt, 8 * HOUR + 1000);
      const late = await noticesOf(ctx, olive, 'daily_update_late');
      expect(late).toHaveLength(1);
      expect(late[0]!.title).toMatch(/^No daily update on Rex by 20:00 on \w{3} \d{1,2} \w{3}$/);
      expect((await outboxFor(ctx, await emailOf(ctx, olive))).filter((mail) => mail.subject === late[0]!.title)).toHaveLength(1);
      await advanceClock(ctx, HOUR);
      expect(await noticesOf(ctx, olive, 'daily_update_late')).toHaveLength(1);
      // It can still be sent late.
      expect((await visitsOf(ctx, olive, bookingId))[1]!.status).toBe('missed');
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', PUSH_SEND_INTERVAL_SECONDS: '0' } },
);
