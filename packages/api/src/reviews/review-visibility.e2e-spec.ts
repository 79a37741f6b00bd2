import { randomUUID } from 'node:crypto';
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

const DAY = 24 * 3_600_000;
const ADMIN_EMAIL = 'visibility-admin@example.com';

/** GET routes that end the reader's session or upgrade the connection: not reads of anything. */
const NOT_READS = [/\/logout$/, /^\/api\/ws$/];

/**
 * The double-blind rule walked over the whole API: every GET route the app registers (so a new
 * endpoint is walked without being listed here), with each of its path parameters set to the ids
 * of the stay under test, read by the sitter, the owner, a stranger, an admin and a signed-out
 * visitor, and the dev outbox (every email sent); plus the writes that name a review.
 */
describeEachDatabase(
  'who sees a review, on every endpoint',
  (ctx) => {
    type Reader = 'sitter' | 'owner' | 'stranger' | 'admin' | 'nobody';

    /** A completed boarding stay of a new sitter and owner (the test clock moved past its end). */
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
      return { sam, olive, petId: rex.id, bookingId: booking.id };
    };

    const review = async (as: Account, bookingId: string, comment: string) => {
      const response = await call(ctx, as, 'POST', `/api/bookings/${bookingId}/review`, { rating: 4, comment });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string; published: boolean };
    };

    /** Every GET route as "GET /path" with its parameters set to each id that fits them. */
    const readPaths = (ids: Record<string, string[]>): string[] => {
      const paths = new Set<string>();
      for (const route of ctx.pawpal.routes) {
        if (route.method !== 'GET' || !route.url.startsWith('/api/') || route.url.includes('*')) continue;
        if (NOT_READS.some((pattern) => pattern.test(route.url))) continue;
        let expanded = [route.url];
        for (const param of route.url.match(/:[A-Za-z]+/g) ?? []) {
          const values = ids[param.slice(1)] ?? ids.id!;
          expanded = expanded.flatMap((url) => values.map((value) => url.replace(param, value)));
        }
        for (const url of expanded) paths.add(url);
      }
      // Lists that filter by a query read both ways.
      for (const query of ['/api/bookings?as=owner', '/api/bookings?as=sitter', '/api/bookings?status=completed']) paths.add(query);
      return [...paths].sort();
    };

    /** Each path's answer to `reader`, as text. */
    const answers = async (paths: string[], reader: Account | undefined): Promise<Map<string, string>> => {
      const texts = new Map<string, string>();
      for (const path of paths) {
        const response = await call(ctx, reader, 'GET', path);
        expect(response.status, `GET ${path}`).toBeLessThan(500);
        texts.set(path, await response.text());
      }
      return texts;
    };
    /** The paths whose answer contains `text`. */
    const showing = (texts: Map<string, string>, text: string): string[] =>
      [...texts].filter(([, body]) => body.includes(text)).map(([path]) => path);

    it('shows an unpublished review to its author alone, everywhere; both sides once published', async () => {
      const { sam, olive, petId, bookingId } = await completedStay();
      const stranger = await owner(ctx, 'Nosy');
      const { cookie, user } = await signUp(ctx, { email: ADMIN_EMAIL });
      const admin = { cookie, id: user.id };
      const readers: Record<Reader, Account | undefined> = { sitter: sam, owner: olive, stranger, admin, nobody: undefined };

      const ownerSecret = `Owner wrote ${randomUUID()}`;
      const ownerReview = await review(olive, bookingId, ownerSecret);
      expect(ownerReview.published).toBe(false);
      const paths = readPaths({
        bookingId: [bookingId],
        sitterId: [sam.id],
        userId: [sam.id, olive.id],
        petId: [petId],
        reviewId: [ownerReview.id],
        file: [`${sam.id}.png`],
        id: [bookingId, sam.id, olive.id, ownerReview.id],
      });
      expect(paths.length).toBeGreaterThan(50);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/profile/export',
          `/api/bookings/${bookingId}`,
          `/api/sitters/${sam.id}`,
          `/api/sitters/${sam.id}/reviews`,
          `/api/users/${olive.id}/reviews`,
          '/api/notices',
          '/api/dev/outbox',
          '/api/admin/reviews',
        ]),
      );

      // Hidden: its author reads it in their own data only; nobody else reads it anywhere.
      for (const [name, reader] of Object.entries(readers)) {
        const expected = name === 'owner' ? ['/api/profile/export'] : [];
        expect(showing(await answers(paths, reader), ownerSecret), `${name} reads the owner's hidden review`).toEqual(expected);
      }
      // Nor can the sitter find it by replying to or reporting it, and it is in no rating.
      expect((await call(ctx, sam, 'POST', `/api/reviews/${ownerReview.id}/reply`, { text: 'Thanks' })).status).toBe(404);
      const report = { targetType: 'review', targetId: ownerReview.id, reason: 'spam' };
      expect((await call(ctx, sam, 'POST', '/api/reports', report)).status).toBe(404);
      const profile = async () =>
        ((await (await call(ctx, stranger, 'GET', `/api/sitters/${sam.id}`)).json()) as { rating: unknown }).rating;
      await expect(profile()).resolves.toEqual({ average: null, count: 0 });

      // The sitter reviews too: both are published, and each side reads the other's.
      const sitterSecret = `Sitter wrote ${randomUUID()}`;
      expect((await review(sam, bookingId, sitterSecret)).published).toBe(true);
      const exportPath = '/api/profile/export';
      const sitterList = `/api/sitters/${sam.id}/reviews`;
      const ownerList = `/api/users/${olive.id}/reviews`;
      const lists = [exportPath, sitterList, ownerList, '/api/admin/reviews'];
      const whereEach = async (reader: Reader) => {
        const texts = await answers(lists, readers[reader]);
        return { ownerReview: showing(texts, ownerSecret), sitterReview: showing(texts, sitterSecret) };
      };
      // Each side's own data holds both; each list shows them to whoever may read it.
      const partyView = { ownerReview: [exportPath, sitterList], sitterReview: [exportPath, ownerList] };
      await expect(whereEach('sitter')).resolves.toEqual(partyView);
      await expect(whereEach('owner')).resolves.toEqual(partyView);
      await expect(whereEach('admin')).resolves.toEqual({ ownerReview: [sitterList, lists[3]], sitterReview: [ownerList, lists[3]] });
      // A stranger (an owner) reads the sitter's public reviews and nothing else of this stay, anywhere.
      const strangers = await answers(paths, stranger);
      expect([showing(strangers, ownerSecret), showing(strangers, sitterSecret)]).toEqual([[sitterList], []]);
      await expect(profile()).resolves.toEqual({ average: 4, count: 1 });
      expect((await call(ctx, sam, 'POST', '/api/reports', report)).status).toBe(201);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', ADMIN_EMAILS: ADMIN_EMAIL } },
);
