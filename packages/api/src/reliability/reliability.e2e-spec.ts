import { type OwnerReliability, type ReviewListResponse, type SitterReliability, type SitterSearchResult } from '@pawpal/contract';
import { expect, it } from 'vitest';
import { advanceClock, call, owner, serverNow, sitter, type Account } from '../../test/booking-fixtures.js';
import { admin } from '../../test/incident-fixtures.js';
import { describeEachDatabase, type TestContext } from '../../test/harness.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

interface SeededBooking {
  owner: Account;
  status: 'requested' | 'accepted' | 'declined' | 'expired' | 'completed' | 'cancelled';
  /** When the request was sent, ms. */
  createdAt: number;
  /** Minutes after the request the sitter answered (accepted or declined). */
  answeredAfter?: number;
  startsAt: number;
  cancelledAt?: number;
  cancelledBy?: 'owner' | 'sitter';
}

/** Writes a booking's history straight into `bookings`, as the seed does (the golden history is in the past). */
async function seedBooking(ctx: TestContext, sitterId: string, booking: SeededBooking): Promise<string> {
  const answeredAt = booking.answeredAfter === undefined ? null : new Date(booking.createdAt + booking.answeredAfter * MINUTE);
  const accepted = answeredAt && booking.status !== 'declined' ? answeredAt : null;
  const ends = booking.startsAt + 2 * DAY;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const [row] = (await ctx.pawpal.database.dataSource.query(
    `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, starts_at, ends_at, time_zone, units, unit_price_cents,
       subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents, sitter_payout_cents,
       cancellation_policy, respond_by, pay_by, accepted_at, declined_at, completed_at, cancelled_at, cancelled_by, created_at)
     VALUES ($1, $2, 'boarding', $3, $4, $5, $6, $7, 'Australia/Sydney', 2, 5000, 10000, 500, 50, 10550, 1500, 150, 8350, 'moderate',
       $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING id`,
    [
      booking.owner.id,
      sitterId,
      booking.status,
      day(booking.startsAt),
      day(ends),
      new Date(booking.startsAt),
      new Date(ends),
      new Date(booking.createdAt + DAY),
      accepted ? new Date(booking.startsAt) : null,
      accepted,
      booking.status === 'declined' ? answeredAt : null,
      booking.status === 'completed' ? new Date(ends) : null,
      booking.cancelledAt === undefined ? null : new Date(booking.cancelledAt),
      booking.cancelledBy ?? null,
      new Date(booking.createdAt),
    ],
  )) as [{ id: string }];
  return row.id;
}

describeEachDatabase(
  'reliability records, the Reliable sitter tier and late-cancellation entries',
  (ctx) => {
    const get = async <T>(as: Account | undefined, path: string): Promise<T> => {
      const response = await call(ctx, as, 'GET', path);
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const noticesOf = async (as: Account) => get<{ kind: string; title: string; body: string }[]>(as, '/api/notices');
    const reliableIds = async () =>
      (await get<{ results: SitterSearchResult[] }>(undefined, '/api/search/sitters?reliable=true&pageSize=50')).results.map((r) => r.id);

    it('computes a sitter’s and an owner’s record from a seeded history, as worked out by hand, and shows them only to whom it may', async () => {
      const now = await serverNow(ctx);
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const [olive, oscar, pia, quinn, rae] = [
        await owner(ctx, 'Olive'),
        await owner(ctx, 'Oscar'),
        await owner(ctx, 'Pia'),
        await owner(ctx, 'Quinn'),
        await owner(ctx, 'Rae'),
      ];
      // Six completed stays (Olive 3, Oscar 2, Pia 1), answered after 60, 120, 180, 240, 300 and 1,800 minutes.
      const stays: [Account, number][] = [
        [olive, 60],
        [olive, 120],
        [olive, 180],
        [oscar, 240],
        [oscar, 300],
        [pia, 1800],
      ];
      let completedOne = '';
      for (const [index, [by, minutes]] of stays.entries()) {
        const start = now - (150 - index * 10) * DAY;
        completedOne = await seedBooking(ctx, sam.id, {
          owner: by,
          status: 'completed',
          createdAt: start - 20 * DAY,
          answeredAfter: minutes,
          startsAt: start,
        });
      }
      // By the sitter: 3 days before the start (late, answered in 45 min), 10 days before (75 min), and a late one Rae asked for (90 min).
      const lateStart = now - 60 * DAY;
      await seedBooking(ctx, sam.id, {
        owner: quinn,
        status: 'cancelled',
        createdAt: lateStart - 20 * DAY,
        answeredAfter: 45,
        startsAt: lateStart,
        cancelledAt: lateStart - 3 * DAY - HOUR,
        cancelledBy: 'sitter',
      });
      await seedBooking(ctx, sam.id, {
        owner: quinn,
        status: 'cancelled',
        createdAt: now - 70 * DAY,
        answeredAfter: 75,
        startsAt: now - 50 * DAY,
        cancelledAt: now - 60 * DAY,
        cancelledBy: 'sitter',
      });
      const asked = await seedBooking(ctx, sam.id, {
        owner: rae,
        status: 'cancelled',
        createdAt: now - 45 * DAY,
        answeredAfter: 90,
        startsAt: now - 40 * DAY,
        cancelledAt: now - 41 * DAY,
        cancelledBy: 'sitter',
      });
      await ctx.pawpal.database.dataSource.query(
        `INSERT INTO cancellation_records (booking_id, owner_asked_at, owner_confirmed_at) VALUES ($1, $2, $2)`,
        [asked, new Date(now - 41 * DAY)],
      );
      // Olive's own cancellations: 2 days before (late, answered in 60 min) and 20 days before (100 min).
      await seedBooking(ctx, sam.id, {
        owner: olive,
        status: 'cancelled',
        createdAt: now - 35 * DAY,
        answeredAfter: 60,
        startsAt: now - 30 * DAY,
        cancelledAt: now - 32 * DAY,
        cancelledBy: 'owner',
      });
      await seedBooking(ctx, sam.id, {
        owner: olive,
        status: 'cancelled',
        createdAt: now - 50 * DAY,
        answeredAfter: 100,
        startsAt: now - 10 * DAY,
        cancelledAt: now - 30 * DAY,
        cancelledBy: 'owner',
      });
      // A decline in 30 minutes, a request never answered, one Oscar withdrew after 2 hours, one sent an hour ago.
      await seedBooking(ctx, sam.id, {
        owner: oscar,
        status: 'declined',
        createdAt: now - 25 * DAY,
        answeredAfter: 30,
        startsAt: now - 20 * DAY,
      });
      await seedBooking(ctx, sam.id, { owner: pia, status: 'expired', createdAt: now - 24 * DAY, startsAt: now - 19 * DAY });
      await seedBooking(ctx, sam.id, {
        owner: oscar,
        status: 'cancelled',
        createdAt: now - 23 * DAY,
        startsAt: now - 18 * DAY,
        cancelledAt: now - 23 * DAY + 2 * HOUR,
        cancelledBy: 'owner',
      });
      await seedBooking(ctx, sam.id, { owner: rae, status: 'requested', createdAt: now - HOUR, startsAt: now + 30 * DAY });
      // Outside the 180 days: not counted.
      await seedBooking(ctx, sam.id, {
        owner: pia,
        status: 'completed',
        createdAt: now - 220 * DAY,
        answeredAfter: 5000,
        startsAt: now - 200 * DAY,
      });
      // Four visits of a completed stay: two done, one missed, one missed and excused by the owner.
      for (const [index, state] of (['done', 'done', 'missed', 'excused'] as const).entries()) {
        const due = new Date(now - 100 * DAY + index * HOUR);
        await ctx.pawpal.database.dataSource.query(
          `INSERT INTO visits (booking_id, kind, label, day, due_at, window_minutes, opens_at, late_after, missed_after, checked_in_at, checked_out_at,
           missed_at, excused_at, excused_reason, created_at)
         VALUES ($1, 'visit', 'Visit', $2::date, $3, 30, $3, $3, $3, $4, $4, $5, $6, $7, $3)`,
          [
            completedOne,
            due.toISOString().slice(0, 10),
            due,
            state === 'done' ? due : null,
            state === 'missed' || state === 'excused' ? due : null,
            state === 'excused' ? due : null,
            state === 'excused' ? 'We came home early' : null,
          ],
        );
      }

      const stranger = await owner(ctx, 'Stella');
      const record = await get<SitterReliability>(stranger, `/api/sitters/${sam.id}/reliability`);
      // By hand: 13 requests decided (withdrawn and still-open left out), 11 within 24 h (not the 1,800-minute one, not the unanswered one).
      expect(record.figures.answeredInTime).toMatchObject({ shown: true, count: 11, total: 13, text: '11 of 13 requests' });
      // Answer minutes 30 45 60 60 75 90 | 100 120 180 240 300 1800: the median is (90 + 100) / 2 = 95.
      expect(record.figures.medianResponse).toMatchObject({ value: 95, text: '1 h 35 min over 12 answered requests' });
      // 11 accepted bookings ended in the window: 6 completed, 3 cancelled by Sam (one at Rae's request), 2 by Olive.
      expect(record.figures.staysCompleted.text).toBe('6 of 11 bookings');
      expect(record.figures.sitterCancellations.text).toBe('2 of 11 bookings');
      expect(record.figures.lateCancellations.text).toBe('1 of 11 bookings');
      expect(record.figures.missedVisits.text).toBe('1 of 4 visits');
      expect(record.figures.repeatOwners.text).toBe('2 of 3 owners');
      expect(record).toMatchObject({ sitterId: sam.id, windowDays: 180, reliable: false, rating: { value: null, count: 0 } });

      // Olive's record: 5 accepted bookings ended, 2 cancelled by her, 1 of them late.
      const olives = await get<OwnerReliability>(sam, `/api/users/${olive.id}/reliability`);
      expect(olives.figures).toEqual({
        ownerCancellations: { shown: true, count: 2, total: 5, value: 2, text: '2 of 5 bookings' },
        lateCancellations: { shown: true, count: 1, total: 5, value: 1, text: '1 of 5 bookings' },
        // No meet-and-greets held: below the minimum, not shown.
        meetAndGreetNoShows: { shown: false, count: null, total: null, value: null, text: 'New on Pawpal' },
      });
      // Few events: "New on Pawpal", no numbers.
      expect((await get<OwnerReliability>(sam, `/api/users/${pia.id}/reliability`)).figures.ownerCancellations).toEqual({
        shown: false,
        count: null,
        total: null,
        value: null,
        text: 'New on Pawpal',
      });

      // Olive's record: to her sitter, to admins and to herself; to another sitter or owner it does not exist.
      const otto = await sitter(ctx, { firstName: 'Otto' });
      expect((await call(ctx, otto, 'GET', `/api/users/${olive.id}/reliability`)).status).toBe(404);
      expect((await call(ctx, stranger, 'GET', `/api/users/${olive.id}/reliability`)).status).toBe(404);
      expect((await call(ctx, stranger, 'GET', `/api/users/not-a-uuid/reliability`)).status).toBe(404);
      expect((await call(ctx, olive, 'GET', `/api/users/${olive.id}/reliability`)).status).toBe(200);
      expect((await call(ctx, await admin(ctx), 'GET', `/api/users/${olive.id}/reliability`)).status).toBe(200);
      expect((await call(ctx, undefined, 'GET', `/api/sitters/${sam.id}/reliability`)).status).toBe(401);
      // A sitter who is not listed has no public record.
      await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [
        otto.id,
      ]);
      expect((await call(ctx, stranger, 'GET', `/api/sitters/${otto.id}/reliability`)).status).toBe(404);

      // The late cancellation is a public entry among Sam's reviews; Rae's (she asked for it) and the on-time one are not.
      const reviews = await get<ReviewListResponse>(undefined, `/api/sitters/${sam.id}/reviews`);
      expect(reviews.total).toBe(1);
      expect(reviews.items).toEqual([
        expect.objectContaining({
          kind: 'late_cancellation',
          text: 'Cancelled a stay 3 days before it began',
          daysBefore: 3,
          service: 'boarding',
          reply: null,
        }),
      ]);
      const entryId = reviews.items[0]!.id;
      // One reply, by Sam only.
      expect((await call(ctx, otto, 'POST', `/api/reliability/entries/${entryId}/reply`, { text: 'Not mine' })).status).toBe(403);
      const reply = await call(ctx, sam, 'POST', `/api/reliability/entries/${entryId}/reply`, {
        text: 'I was in hospital; I found Quinn another sitter.',
      });
      expect(reply.status).toBe(201);
      expect(await reply.json()).toMatchObject({ reply: { text: 'I was in hospital; I found Quinn another sitter.' } });
      expect((await call(ctx, sam, 'POST', `/api/reliability/entries/${entryId}/reply`, { text: 'Again' })).status).toBe(409);
      expect((await call(ctx, sam, 'POST', `/api/reliability/entries/${entryId}/reply`, { text: '' })).status).toBe(400);
      expect((await call(ctx, sam, 'POST', `/api/reliability/entries/${asked}/reply`, { text: 'x' })).status).toBe(404);
    });

    it('the seeded demo has varied answer times: not every sitter answers alike, and some answer after 24 h', async () => {
      const [row] = (await ctx.pawpal.database.dataSource.query(
        `SELECT count(DISTINCT round(extract(epoch FROM accepted_at - created_at) / 60)) AS delays,
                count(DISTINCT sitter_id) FILTER (WHERE accepted_at - created_at > interval '24 hours') AS slow,
                count(DISTINCT sitter_id) FILTER (WHERE accepted_at - created_at < interval '3 hours') AS quick
           FROM bookings WHERE accepted_at IS NOT NULL`,
      )) as [{ delays: string; slow: string; quick: string }];
      expect(Number(row.delays)).toBeGreaterThan(50);
      expect(Number(row.slow)).toBeGreaterThan(0);
      expect(Number(row.quick)).toBeGreaterThan(Number(row.slow));
    });

    it('the daily recompute works through every due sitter, more than one batch of 200', async () => {
      const approved = async () =>
        Number(
          (
            (await ctx.pawpal.database.dataSource.query(`SELECT count(*) AS n FROM sitter_profiles WHERE review_status = 'approved'`)) as [
              { n: string },
            ]
          )[0].n,
        );
      // The seeded demo alone has more approved sitters than one batch: the case needs them all due.
      expect(await approved()).toBeGreaterThan(200);
      const now = await advanceClock(ctx, DAY + MINUTE);
      const [{ n: due }] = (await ctx.pawpal.database.dataSource.query(
        `SELECT count(*) AS n FROM sitter_profiles sp LEFT JOIN reliability_tiers rt ON rt.sitter_id = sp.user_id
          WHERE sp.review_status = 'approved' AND (rt.checked_at IS NULL OR rt.checked_at <= $1)`,
        // Due as the sweep counts it: never checked, or checked a day (24 h) or more before.
        [new Date(now - DAY)],
      )) as [{ n: string }];
      expect(Number(due)).toBe(0);
    });

    it('gains the tier on the daily recompute, loses it after a late cancellation, with notices naming the rule; search filters on it', async () => {
      const now = await serverNow(ctx);
      const rita = await sitter(ctx, { firstName: 'Rita' });
      const ollie = await owner(ctx, 'Ollie');
      for (let index = 0; index < 5; index += 1) {
        const start = now - (120 - index * 10) * DAY;
        await seedBooking(ctx, rita.id, {
          owner: ollie,
          status: 'completed',
          createdAt: start - 20 * DAY,
          answeredAfter: 60,
          startsAt: start,
        });
      }
      await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET rating_avg = 4.8, rating_count = 5 WHERE user_id = $1`, [
        rita.id,
      ]);

      // The clock's advance runs the daily recompute before it answers: no waiting.
      await advanceClock(ctx, DAY + MINUTE);
      expect(await reliableIds()).toContain(rita.id);
      expect((await get<SitterReliability>(ollie, `/api/sitters/${rita.id}/reliability`)).reliable).toBe(true);
      expect((await get<{ reliable: boolean }>(undefined, `/api/sitters/${rita.id}`)).reliable).toBe(true);
      expect(await noticesOf(rita)).toContainEqual(
        expect.objectContaining({ kind: 'reliable_tier_gained', title: 'You are now a Reliable sitter' }),
      );

      // She cancels a stay starting in 3 days: late. Her answer counts, and her tier goes at the next daily run.
      const later = await serverNow(ctx);
      const soon = await seedBooking(ctx, rita.id, {
        owner: ollie,
        status: 'accepted',
        createdAt: later - 2 * DAY,
        answeredAfter: 30,
        startsAt: later + 3 * DAY + 2 * HOUR,
      });
      expect((await call(ctx, rita, 'POST', `/api/bookings/${soon}/cancel`)).status).toBe(200);
      const entries = await get<ReviewListResponse>(undefined, `/api/sitters/${rita.id}/reviews`);
      expect(entries.items).toEqual([
        expect.objectContaining({ kind: 'late_cancellation', text: 'Cancelled a stay 3 days before it began' }),
      ]);
      // The same day: no recompute yet (daily).
      await advanceClock(ctx, HOUR);
      expect(await reliableIds()).toContain(rita.id);
      await advanceClock(ctx, DAY);
      expect(await reliableIds()).not.toContain(rita.id);
      expect(await noticesOf(rita)).toContainEqual(
        expect.objectContaining({
          kind: 'reliable_tier_lost',
          title: 'You are no longer a Reliable sitter',
          body: "Over your last 180 days this rule no longer holds: No cancellation within 5 days of a stay's start.",
        }),
      );
    });

    it('a cancellation the owner asked for: the sitter says so, and once the owner confirms it is off the record', async () => {
      const now = await serverNow(ctx);
      const tess = await sitter(ctx, { firstName: 'Tess' });
      const uma = await owner(ctx, 'Uma');
      const first = await seedBooking(ctx, tess.id, {
        owner: uma,
        status: 'accepted',
        createdAt: now - DAY,
        answeredAfter: 30,
        startsAt: now + 2 * DAY,
      });
      const second = await seedBooking(ctx, tess.id, {
        owner: uma,
        status: 'accepted',
        createdAt: now - DAY,
        answeredAfter: 30,
        startsAt: now + 9 * DAY,
      });
      // Only the sitter may say the owner asked.
      const byOwner = await call(ctx, uma, 'POST', `/api/bookings/${second}/cancel`, { ownerAsked: true });
      expect(byOwner.status).toBe(400);
      expect((await call(ctx, tess, 'POST', `/api/bookings/${first}/cancel`, { ownerAsked: 'yes' })).status).toBe(400);
      expect((await call(ctx, tess, 'POST', `/api/bookings/${first}/cancel`, { ownerAsked: true })).status).toBe(200);
      expect(await noticesOf(uma)).toContainEqual(
        expect.objectContaining({ kind: 'cancellation_owner_asked', title: 'Did you ask Tess to cancel?' }),
      );
      // Until Uma confirms, it is a late cancellation like any other.
      expect((await get<ReviewListResponse>(undefined, `/api/sitters/${tess.id}/reviews`)).total).toBe(1);
      expect(await get<unknown[]>(uma, '/api/reliability/owner-asked')).toEqual([
        expect.objectContaining({ bookingId: first, sitterFirstName: 'Tess', confirmedAt: null }),
      ]);
      expect((await call(ctx, tess, 'POST', `/api/reliability/owner-asked/${first}/confirm`)).status).toBe(404);
      expect((await call(ctx, uma, 'POST', `/api/reliability/owner-asked/${second}/confirm`)).status).toBe(404);
      expect((await call(ctx, uma, 'POST', `/api/reliability/owner-asked/${first}/confirm`)).status).toBe(200);
      expect((await call(ctx, uma, 'POST', `/api/reliability/owner-asked/${first}/confirm`)).status).toBe(409);
      expect((await get<ReviewListResponse>(undefined, `/api/sitters/${tess.id}/reviews`)).total).toBe(0);
      // The owner's own cancellation is never the sitter's: no entry.
      expect((await call(ctx, uma, 'POST', `/api/bookings/${second}/cancel`)).status).toBe(200);
      expect((await get<ReviewListResponse>(undefined, `/api/sitters/${tess.id}/reviews`)).total).toBe(0);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
