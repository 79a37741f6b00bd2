import { expect, it } from 'vitest';
import {
  advanceClock,
  call,
  dayAfter,
  owner,
  PAY_CARD,
  pet,
  requestBooking,
  serverNow,
  sitter,
  type Account,
} from '../../test/booking-fixtures.js';
import { describeEachDatabase, signUp } from '../../test/harness.js';
import { ReviewsSweepService } from './reviews-sweep.service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADMIN_EMAIL = 'reviews-admin@example.com';

interface ListBody {
  items: {
    id: string;
    removed: boolean;
    authorRole?: string;
    comment?: string;
    rating?: number;
    service?: string;
    stayMonth?: string;
    author?: { firstName: string; lastInitial: string };
    reply?: { text: string } | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

describeEachDatabase(
  'two-sided reviews',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const json = async <T>(response: Response, status: number): Promise<T> => {
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const rating = async (sitterId: string) =>
      (
        (await db().query(`SELECT rating_avg::float AS average, rating_count AS count FROM sitter_profiles WHERE user_id = $1`, [
          sitterId,
        ])) as { average: number | null; count: number }[]
      )[0];
    const sitterReviews = (as: Account | undefined, sitterId: string, search = '') =>
      call(ctx, as, 'GET', `/api/sitters/${sitterId}/reviews${search}`);
    const ownerReviews = (as: Account | undefined, userId: string) => call(ctx, as, 'GET', `/api/users/${userId}/reviews`);
    const actions = async (as: Account, bookingId: string) =>
      (await json<{ actions: string[] }>(await call(ctx, as, 'GET', `/api/bookings/${bookingId}`), 200)).actions;
    /** The suite's admin (ADMIN_EMAILS), signed up once. */
    let boss: Account | undefined;
    const admin = async (): Promise<Account> => {
      if (boss) return boss;
      const { cookie, user } = await signUp(ctx, { email: ADMIN_EMAIL });
      boss = { cookie, id: user.id };
      return boss;
    };

    /** A boarding stay of a new sitter Sam and owner Olive that the scheduler has completed (the test clock moved past its end). */
    const completedStay = async () => {
      const sam = await sitter(ctx, { firstName: 'Sam' });
      const olive = await owner(ctx, 'Olive');
      const rex = await pet(ctx, olive);
      const now = await serverNow(ctx);
      const booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 3),
        endDate: dayAfter(now, 5),
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      await advanceClock(ctx, 7 * DAY);
      expect((await json<{ status: string }>(await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`), 200)).status).toBe('completed');
      return { sam, olive, bookingId: booking.id };
    };

    it('seeds published reviews of both sides, and every sitter’s rating comes from its published reviews alone', async () => {
      const count = async (sql: string) => ((await db().query(sql)) as { n: number }[])[0]!.n;
      expect(await count(`SELECT count(*)::int AS n FROM reviews WHERE author_role = 'sitter'`)).toBeGreaterThan(100);
      expect(await count(`SELECT count(*)::int AS n FROM reviews WHERE publish_at IS NULL OR NOT counted`)).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM reviews WHERE reply IS NOT NULL`)).toBeGreaterThan(0);
      // No invented aggregate survives: each sitter's average and count match its owners' reviews.
      const mismatched = await count(
        `SELECT count(*)::int AS n FROM sitter_profiles sp
           LEFT JOIN (SELECT sitter_id, round(avg(rating), 3) AS average, count(*)::int AS total FROM reviews WHERE author_role = 'owner' GROUP BY sitter_id) r
             ON r.sitter_id = sp.user_id
          WHERE sp.rating_count <> coalesce(r.total, 0) OR sp.rating_avg IS DISTINCT FROM r.average`,
      );
      expect(mismatched).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM sitter_profiles WHERE rating_count > 0`)).toBeGreaterThan(100);
    });

    it('keeps the owner’s review hidden from everyone but its author until the sitter reviews too, then publishes both (owner first)', async () => {
      const { sam, olive, bookingId } = await completedStay();
      const stranger = await owner(ctx, 'Nosy');
      expect(await actions(olive, bookingId)).toEqual(['review', 'message']);
      expect(await actions(sam, bookingId)).toEqual(['review', 'message']);

      const first = await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/review`, { rating: 4, comment: 'Rex came home happy' });
      await expect(json(first, 201)).resolves.toMatchObject({
        bookingId,
        rating: 4,
        comment: 'Rex came home happy',
        authorRole: 'owner',
        published: false,
      });
      expect(await actions(olive, bookingId)).toEqual(['message']);
      expect(await actions(sam, bookingId)).toEqual(['review', 'message']);
      // Hidden: not in the public list (for anyone, the sitter included), not in the booking as the sitter sees it, not in the rating.
      for (const viewer of [undefined, sam, olive, stranger]) {
        await expect(json(await sitterReviews(viewer, sam.id), 200)).resolves.toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
      }
      expect(await (await call(ctx, sam, 'GET', `/api/bookings/${bookingId}`)).text()).not.toContain('Rex came home happy');
      expect(await (await call(ctx, sam, 'GET', `/api/bookings?as=sitter`)).text()).not.toContain('Rex came home happy');
      await expect(rating(sam.id)).resolves.toEqual({ average: null, count: 0 });

      const second = await call(ctx, sam, 'POST', `/api/bookings/${bookingId}/review`, {
        rating: 5,
        comment: 'Olive was organised and Rex a delight',
      });
      await expect(json(second, 201)).resolves.toMatchObject({ authorRole: 'sitter', published: true });
      const ofSam = await json<ListBody>(await sitterReviews(undefined, sam.id), 200);
      expect(ofSam.total).toBe(1);
      expect(ofSam.items[0]).toMatchObject({
        removed: false,
        authorRole: 'owner',
        rating: 4,
        comment: 'Rex came home happy',
        service: 'boarding',
        author: { firstName: 'Olive', lastInitial: 'O' },
        reply: null,
      });
      expect(ofSam.items[0]!.stayMonth).toMatch(/^\d{4}-\d{2}$/);
      const ofOlive = await json<ListBody>(await ownerReviews(sam, olive.id), 200);
      expect(ofOlive.items).toMatchObject([
        {
          authorRole: 'sitter',
          rating: 5,
          comment: 'Olive was organised and Rex a delight',
          author: { firstName: 'Sam', lastInitial: 'S' },
        },
      ]);
      await expect(rating(sam.id)).resolves.toEqual({ average: 4, count: 1 });
      expect(await actions(sam, bookingId)).toEqual(['message']);
    });

    it('keeps the sitter’s review hidden from the owner until the owner reviews too (sitter first)', async () => {
      const { sam, olive, bookingId } = await completedStay();
      await expect(
        json(await call(ctx, sam, 'POST', `/api/bookings/${bookingId}/review`, { rating: 3, comment: 'Rex chewed a cushion' }), 201),
      ).resolves.toMatchObject({ published: false });
      // The owner may read reviews of themself, but not this one yet; nor may another sitter.
      await expect(json(await ownerReviews(olive, olive.id), 200)).resolves.toMatchObject({ items: [], total: 0 });
      await expect(json(await ownerReviews(await sitter(ctx, { firstName: 'Other' }), olive.id), 200)).resolves.toMatchObject({ total: 0 });
      expect(await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}`)).text()).not.toContain('cushion');

      await expect(
        json(await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/review`, { rating: 5, comment: 'Sam is the best' }), 201),
      ).resolves.toMatchObject({ published: true });
      await expect(json(await ownerReviews(olive, olive.id), 200)).resolves.toMatchObject({
        total: 1,
        items: [{ comment: 'Rex chewed a cushion', rating: 3 }],
      });
      await expect(json(await sitterReviews(olive, sam.id), 200)).resolves.toMatchObject({
        total: 1,
        items: [{ comment: 'Sam is the best' }],
      });
      await expect(rating(sam.id)).resolves.toEqual({ average: 5, count: 1 });
    });

    it('publishes a lone review when the 14-day window closes, and then refuses the other side (409)', async () => {
      const { sam, olive, bookingId } = await completedStay();
      await json(await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/review`, { rating: 2, comment: 'Late for pick-up' }), 201);
      await advanceClock(ctx, 13 * DAY);
      await expect(json(await sitterReviews(undefined, sam.id), 200)).resolves.toMatchObject({ total: 0 });
      expect(await actions(sam, bookingId)).toEqual(['review', 'message']);

      await advanceClock(ctx, 2 * DAY);
      await expect(json(await sitterReviews(undefined, sam.id), 200)).resolves.toMatchObject({
        total: 1,
        items: [{ comment: 'Late for pick-up', rating: 2 }],
      });
      expect(await actions(sam, bookingId)).toEqual(['message']);
      const late = await call(ctx, sam, 'POST', `/api/bookings/${bookingId}/review`, { rating: 4, comment: 'Too late' });
      expect(late.status).toBe(409);
      await expect(late.json()).resolves.toMatchObject({
        message: expect.stringMatching(
          /^Reviews can be written within 14 days after a stay ends; this stay's window closed on \d{4}-\d{2}-\d{2}$/,
        ),
      });
      // The reviews sweep (run by the test clock's advance) counted the review published by time into the sitter's rating, once.
      await expect(rating(sam.id)).resolves.toEqual({ average: 2, count: 1 });
      await expect(ctx.pawpal.app.get(ReviewsSweepService).runDue()).resolves.toBe(0);
      await expect(rating(sam.id)).resolves.toEqual({ average: 2, count: 1 });
    });

    it('refuses a second review (409), a review before completion (409), strangers (404) and bad ratings (400)', async () => {
      const { sam, olive, bookingId } = await completedStay();
      await json(await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/review`, { rating: 5, comment: 'Great' }), 201);
      const twice = await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/review`, { rating: 1, comment: 'Changed my mind' });
      expect(twice.status).toBe(409);
      await expect(twice.json()).resolves.toMatchObject({ message: 'You have already reviewed this booking' });
      expect((await call(ctx, await owner(ctx), 'POST', `/api/bookings/${bookingId}/review`, { rating: 5, comment: 'Hi' })).status).toBe(
        404,
      );
      expect((await call(ctx, sam, 'POST', `/api/bookings/${bookingId}/review`, { rating: 0, comment: 'Zero' })).status).toBe(400);
      expect((await call(ctx, undefined, 'POST', `/api/bookings/${bookingId}/review`, { rating: 5, comment: 'Anon' })).status).toBe(401);

      const rex = await pet(ctx, olive);
      const now = await serverNow(ctx);
      const future = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 40),
        endDate: dayAfter(now, 42),
        petIds: [rex.id],
      });
      const early = await call(ctx, olive, 'POST', `/api/bookings/${future.id}/review`, { rating: 5, comment: 'Great' });
      expect(early.status).toBe(409);
      await expect(early.json()).resolves.toMatchObject({ message: 'You can review a booking once it is completed' });
    });

    it('lets the sitter reply once, publicly, to a published review of them', async () => {
      const { sam, olive, bookingId } = await completedStay();
      const hidden = await json<{ id: string }>(
        await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/review`, { rating: 5, comment: 'Lovely' }),
        201,
      );
      expect((await call(ctx, sam, 'POST', `/api/reviews/${hidden.id}/reply`, { text: 'Too early' })).status).toBe(404);
      await json(await call(ctx, sam, 'POST', `/api/bookings/${bookingId}/review`, { rating: 5, comment: 'Lovely owner' }), 201);

      expect((await call(ctx, olive, 'POST', `/api/reviews/${hidden.id}/reply`, { text: 'Me too' })).status).toBe(403);
      expect((await call(ctx, sam, 'POST', `/api/reviews/${hidden.id}/reply`, { text: '   ' })).status).toBe(400);
      await expect(
        json(await call(ctx, sam, 'POST', `/api/reviews/${hidden.id}/reply`, { text: 'Thanks Olive!' }), 201),
      ).resolves.toMatchObject({ reply: { text: 'Thanks Olive!' } });
      const again = await call(ctx, sam, 'POST', `/api/reviews/${hidden.id}/reply`, { text: 'Again' });
      expect(again.status).toBe(409);
      await expect(again.json()).resolves.toMatchObject({ message: 'You have already replied to this review' });
      await expect(json(await sitterReviews(undefined, sam.id), 200)).resolves.toMatchObject({
        items: [{ reply: { text: 'Thanks Olive!' } }],
      });
      // Only the owner's review of the sitter takes a reply.
      const [ofOlive] = (await json<ListBody>(await ownerReviews(sam, olive.id), 200)).items;
      expect((await call(ctx, sam, 'POST', `/api/reviews/${ofOlive!.id}/reply`, { text: 'Hm' })).status).toBe(403);
    });

    it('pages newest first with bounded page sizes; owner reviews are for sitters, admins and the owner', async () => {
      const { sam, olive } = await completedStay();
      expect((await sitterReviews(undefined, sam.id, '?pageSize=51')).status).toBe(400);
      expect((await sitterReviews(undefined, sam.id, '?page=0')).status).toBe(400);
      await expect(json(await sitterReviews(undefined, sam.id, '?page=2&pageSize=5'), 200)).resolves.toEqual({
        items: [],
        total: 0,
        page: 2,
        pageSize: 5,
      });
      expect((await sitterReviews(undefined, olive.id)).status).toBe(404);
      // Like the sitter's page: while not listed (pending review), 404 to everyone but the sitter and admins.
      await db().query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [sam.id]);
      expect((await sitterReviews(undefined, sam.id)).status).toBe(404);
      expect((await sitterReviews(olive, sam.id)).status).toBe(404);
      expect((await sitterReviews(sam, sam.id)).status).toBe(200);
      expect((await sitterReviews(await admin(), sam.id)).status).toBe(200);
      await db().query(`UPDATE sitter_profiles SET review_status = 'approved' WHERE user_id = $1`, [sam.id]);
      expect((await ownerReviews(undefined, olive.id)).status).toBe(401);
      expect((await ownerReviews(await owner(ctx), olive.id)).status).toBe(403);
      expect((await ownerReviews(await admin(), olive.id)).status).toBe(200);
    });

    it('lets admins remove a review for a reason from the rules only: marker in its place, rating recomputed, audit row', async () => {
      const { sam, olive, bookingId } = await completedStay();
      const review = await json<{ id: string }>(
        await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/review`, { rating: 1, comment: 'Her address is 1 Secret St' }),
        201,
      );
      await json(await call(ctx, sam, 'POST', `/api/bookings/${bookingId}/review`, { rating: 5, comment: 'Fine' }), 201);
      await expect(rating(sam.id)).resolves.toEqual({ average: 1, count: 1 });
      const moderator = await admin();
      const remove = (as: Account | undefined, body: unknown) => call(ctx, as, 'POST', `/api/admin/reviews/${review.id}/remove`, body);

      expect((await remove(undefined, { rule: 'fair_reviews', reason: 'spam' })).status).toBe(401);
      expect((await remove(sam, { rule: 'fair_reviews', reason: 'spam' })).status).toBe(403);
      expect((await call(ctx, sam, 'GET', '/api/admin/reviews')).status).toBe(403);
      const negative = await remove(moderator, { rule: 'fair_reviews', reason: 'negative' });
      expect(negative.status).toBe(400);
      await expect(negative.json()).resolves.toMatchObject({
        message: 'reason must be one of not_first_hand, private_information, threats_or_harassment, off_topic, spam',
      });
      expect((await remove(moderator, {})).status).toBe(400);

      const listed = await json<{ items: { id: string; removedAt: string | null }[]; total: number }>(
        await call(ctx, moderator, 'GET', '/api/admin/reviews?q=Secret'),
        200,
      );
      expect(listed.items).toMatchObject([{ id: review.id, removedAt: null }]);

      const removed = await call(ctx, moderator, 'POST', `/api/admin/reviews/${review.id}/remove`, {
        rule: 'fair_reviews',
        reason: 'private_information',
      });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ decisionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      await expect(json(await sitterReviews(undefined, sam.id), 200)).resolves.toMatchObject({
        total: 1,
        items: [{ id: review.id, removed: true }],
      });
      const [entry] = (await json<ListBody>(await sitterReviews(undefined, sam.id), 200)).items;
      expect(entry).not.toHaveProperty('comment');
      await expect(rating(sam.id)).resolves.toEqual({ average: null, count: 0 });
      expect((await remove(moderator, { rule: 'fair_reviews', reason: 'spam' })).status).toBe(409);
      const audit = (await db().query(`SELECT action, target_type, target_id, reason, request_id FROM audit_log WHERE target_id = $1`, [
        review.id,
      ])) as Record<string, string>[];
      expect(audit).toEqual([
        {
          action: 'review.remove',
          target_type: 'review',
          target_id: review.id,
          reason: 'private_information',
          request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ]);
      // Its author is told why (the rule broken), in the same transaction.
      // (The stay's care notices, such as a daily update that never came, are beside it.)
      const notices = (await (await call(ctx, olive, 'GET', '/api/notices')).json()) as { kind: string; body: string }[];
      expect(notices.filter((notice) => notice.kind.startsWith('review'))).toMatchObject([
        { kind: 'review_removed', body: 'Your review was removed because it broke the review rules: Shares private information.' },
      ]);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', ADMIN_EMAILS: ADMIN_EMAIL } },
);
