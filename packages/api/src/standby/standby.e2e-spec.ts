import { MAX_STANDBY_SITTERS, STANDBY_OFFER_HOURS, STANDBY_SUGGESTIONS, STANDBY_TOPUP_CAP_CENTS } from '@pawpal/contract';
import { expect, it } from 'vitest';
import {
  type Account,
  advanceClock,
  call,
  dayAfter,
  owner,
  PAY_CARD,
  pet,
  requestBooking,
  serverNow,
  sitter,
} from '../../test/booking-fixtures.js';
import { clockTo, emailOf, noticesOf, visitsOf } from '../../test/care-fixtures.js';
import { describeOnBothDatabases, outboxFor } from '../../test/harness.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { ledgerOf, sitterBalanceOf } from '../../test/money-fixtures.js';
import { EventBus } from '../platform/events/event-bus.js';
import { sitterHistory } from '../reliability/reliability-reads.js';
import { sitterRecord } from '../reliability/reliability-record.js';

const HOUR = 3_600_000;

interface StandbyRequestBody {
  id: string;
  bookingId: string;
  position: number;
  status: string;
  priceCents: number;
  topUpCents: number;
  offerExpiresAt: string | null;
  startsAt: string;
}

describeOnBothDatabases(
  'standby sitters: asked at booking, offered in order when the sitter drops out, on the test clock',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const post = (account: Account, path: string, body?: unknown) => call(ctx, account, 'POST', path, body);
    const asksOf = async (account: Account) => {
      const response = await call(ctx, account, 'GET', '/api/standby-requests');
      expect(response.status).toBe(200);
      return (await response.json()) as StandbyRequestBody[];
    };
    const askFor = async (account: Account, bookingId: string) => (await asksOf(account)).find((ask) => ask.bookingId === bookingId)!;
    const bookingOf = async (bookingId: string) =>
      (
        (await db().query(`SELECT status, sitter_id FROM bookings WHERE id = $1`, [bookingId])) as { status: string; sitter_id: string }[]
      )[0]!;

    /** Two drop-in visits at $40 (subtotal $80) with the sitter Sam, paid by Olive, standbys named in order. */
    async function paidWithStandbys(
      standbyPrices: number[],
      options: { service?: 'drop_in' | 'house_sitting'; startInDays?: number } = {},
    ): Promise<{ sam: Account; olive: Account; standbys: Account[]; bookingId: string; totalCents: number; startsAt: string }> {
      const service = options.service ?? 'drop_in';
      const sam = await sitter(ctx, { services: { [service]: 4000 } });
      const standbys: Account[] = [];
      for (const [index, price] of standbyPrices.entries()) {
        standbys.push(await sitter(ctx, { firstName: ['Bea', 'Cal'][index], services: { [service]: price } }));
      }
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const start = dayAfter(await serverNow(ctx), options.startInDays ?? 3);
      const timed = service === 'drop_in';
      const booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service,
        startDate: start,
        endDate: dayAfter(Date.parse(`${start}T00:00:00Z`), timed ? 1 : 2),
        ...(timed ? { startTime: '09:00', endTime: '09:30' } : {}),
        petIds: [rex.id],
        standbySitterIds: standbys.map((standby) => standby.id),
      });
      expect((await post(sam, `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      expect((await post(olive, `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      return { sam, olive, standbys, bookingId: booking.id, totalCents: booking.price.totalCents, startsAt: booking.startsAt };
    }

    it('pins the numbers', () => {
      expect(MAX_STANDBY_SITTERS).toBe(2);
      expect(STANDBY_OFFER_HOURS).toBe(12);
      expect(STANDBY_TOPUP_CAP_CENTS).toBe(15_000);
      expect(STANDBY_SUGGESTIONS).toBe(3);
    });

    it('refuses standbys that are too many, the booked sitter, not listed or not free on the dates (400, a clear message)', async () => {
      const sam = await sitter(ctx, { services: { drop_in: 4000 } });
      const [bea, cal, dee] = [
        await sitter(ctx, { firstName: 'Bea', services: { drop_in: 4000 } }),
        await sitter(ctx, { firstName: 'Cal', services: { drop_in: 4000 } }),
        await sitter(ctx, { firstName: 'Dee', services: { drop_in: 4000 } }),
      ];
      const walker = await sitter(ctx, { firstName: 'Wal', services: { dog_walking: 3000 } });
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const start = dayAfter(await serverNow(ctx), 5);
      const body = (standbySitterIds: string[]) => ({
        sitterId: sam.id,
        service: 'drop_in',
        startDate: start,
        endDate: start,
        startTime: '09:00',
        endTime: '09:30',
        petIds: [rex.id],
        standbySitterIds,
      });
      const refused = async (ids: string[], message: RegExp) => {
        const response = await post(olive, '/api/bookings', body(ids));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string | string[] }).message.toString()).toMatch(message);
      };
      await refused([bea.id, cal.id, dee.id], /at most 2 standby sitters/);
      await refused([bea.id, bea.id], /each standby sitter once/);
      await refused([sam.id], /is the sitter you are booking/);
      await refused(['00000000-0000-4000-8000-000000000000'], /listed sitter who offers drop-in visits/);
      await refused(['not-an-id'], /listed sitter who offers/);
      await refused([walker.id], /listed sitter who offers drop-in visits/);
      expect((await call(ctx, dee, 'PUT', '/api/sitters/me/availability', { block: [start] })).status).toBe(200);
      await refused([dee.id], /^Dee is not available on those dates to stand by$/);
      // Nothing was stored.
      expect(await asksOf(bea)).toEqual([]);
      const ok = await post(olive, '/api/bookings', body([bea.id, cal.id]));
      expect(ok.status).toBe(201);
      const bookingId = ((await ok.json()) as { id: string }).id;
      expect((await asksOf(bea)).map((ask) => [ask.bookingId, ask.position, ask.status])).toEqual([[bookingId, 1, 'asked']]);
      expect((await asksOf(cal)).map((ask) => [ask.position, ask.status])).toEqual([[2, 'asked']]);
      expect((await noticesOf(ctx, bea, 'standby')).map((notice) => notice.title)).toEqual(['Olive asked you to stand by']);

      // Only the asked sitter sees or answers an ask: anyone else gets 404.
      const ask = await askFor(bea, bookingId);
      expect(await asksOf(dee)).toEqual([]);
      for (const other of [cal, olive, sam]) {
        expect((await post(other, `/api/standby-requests/${ask.id}/opt-in`)).status).toBe(404);
        expect((await post(other, `/api/standby-requests/${ask.id}/accept`)).status).toBe(404);
      }
      expect((await post(bea, '/api/standby-requests/not-an-id/opt-in')).status).toBe(404);
      expect((await call(ctx, sam, 'GET', `/api/bookings/${bookingId}/standby`)).status).toBe(404);
      const optedIn = await post(bea, `/api/standby-requests/${ask.id}/opt-in`);
      expect(optedIn.status).toBe(200);
      expect(((await optedIn.json()) as StandbyRequestBody).status).toBe('opted_in');
      // Nothing to accept until an offer.
      expect((await post(bea, `/api/standby-requests/${ask.id}/accept`)).status).toBe(409);
    });

    it('the sitter cancels a paid booking: offers go in order, each for 12 hours; the second standby takes it over, topped up', async () => {
      const seen: string[] = [];
      const bus = ctx.pawpal.app.get(EventBus);
      const off = bus.on('care.updated', (event) => void seen.push(`${event.ownerId}:${event.summary}`));
      // Bea charges $200 a visit (capped), Cal $50 (own price $100 for the two visits: a $20 top-up).
      const { sam, olive, standbys, bookingId, totalCents } = await paidWithStandbys([20_000, 5_000]);
      const [bea, cal] = standbys as [Account, Account];
      for (const standby of [bea, cal]) {
        expect((await post(standby, `/api/standby-requests/${(await askFor(standby, bookingId)).id}/opt-in`)).status).toBe(200);
      }
      const beforeLedger = await ledgerOf(ctx, bookingId);

      const beforeCancel = await serverNow(ctx);
      const cancelled = await post(sam, `/api/bookings/${bookingId}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(await bookingOf(bookingId)).toEqual({ status: 'paid', sitter_id: sam.id });
      expect(await db().query(`SELECT 1 FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toEqual([]);
      const beaOffer = await askFor(bea, bookingId);
      expect(beaOffer.status).toBe('offered');
      const expiresAt = Date.parse(beaOffer.offerExpiresAt!);
      expect(expiresAt).toBeGreaterThanOrEqual(beforeCancel + 12 * HOUR);
      expect(expiresAt).toBeLessThanOrEqual((await serverNow(ctx)) + 12 * HOUR);
      // Her own price is $400; she would be paid the booked $80 plus the $150 cap.
      expect([beaOffer.priceCents, beaOffer.topUpCents]).toEqual([8000 + 15_000, 15_000]);
      expect((await askFor(cal, bookingId)).status).toBe('opted_in');
      expect((await noticesOf(ctx, bea, 'standby')).map((notice) => notice.title)).toContain("Take over Olive's booking?");

      // A minute either side: the test clock also moves with real time (slowly, on a busy machine).
      await clockTo(ctx, beaOffer.offerExpiresAt!, -60_000);
      expect((await askFor(bea, bookingId)).status).toBe('offered');
      await advanceClock(ctx, 120_000);
      expect((await askFor(bea, bookingId)).status).toBe('expired');
      expect((await post(bea, `/api/standby-requests/${beaOffer.id}/accept`)).status).toBe(409);
      const calOffer = await askFor(cal, bookingId);
      expect(calOffer.status).toBe('offered');

      const accepted = await post(cal, `/api/standby-requests/${calOffer.id}/accept`);
      expect(accepted.status).toBe(200);
      expect(((await accepted.json()) as StandbyRequestBody).status).toBe('accepted');
      expect(await bookingOf(bookingId)).toEqual({ status: 'paid', sitter_id: cal.id });
      expect(await db().query(`SELECT sitter_id FROM booking_slots WHERE booking_id = $1`, [bookingId])).toEqual([
        { sitter_id: cal.id },
        { sitter_id: cal.id },
      ]);
      // The ledger balances with the top-up: Cal is owed his own $100 less 15 % commission and its GST.
      const ledger = await ledgerOf(ctx, bookingId);
      expect(ledger.platform_guarantee).toBe(2000);
      expect(ledger.provider_cash).toBe(beforeLedger.provider_cash);
      expect(ledger.provider_cash).toBe(totalCents);
      const owed = (await db().query(
        `SELECT user_id, -sum(amount_cents)::int AS cents FROM ledger_entries WHERE booking_id = $1 AND account = 'sitter_payable' GROUP BY user_id`,
        [bookingId],
      )) as { user_id: string; cents: number }[];
      expect(Object.fromEntries(owed.map((row) => [row.user_id, row.cents]))).toEqual({ [sam.id]: 0, [cal.id]: 10_000 - 1500 - 150 });
      expect(await sitterBalanceOf(ctx, sam.id)).toBe(0);

      // The owner is told at once: a notice, an email and a live update.
      const title = 'Cal is taking over your booking';
      expect((await noticesOf(ctx, olive, 'standby')).map((notice) => notice.title)).toEqual([title]);
      expect((await outboxFor(ctx, await emailOf(ctx, olive))).filter((mail) => mail.subject === title)).toHaveLength(1);
      expect(seen).toContain(`${olive.id}:${title}`);
      off();
      const view = (await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/standby`)).json()) as {
        handoff: { outcome: string; takenBySitterId: string; topUpCents: number; trigger: string };
      };
      expect(view.handoff).toMatchObject({ outcome: 'taken', takenBySitterId: cal.id, topUpCents: 2000, trigger: 'sitter_cancelled' });
      // Cal now sees the booking as its sitter; Sam no longer does.
      expect((await call(ctx, cal, 'GET', `/api/bookings/${bookingId}`)).status).toBe(200);
      expect((await call(ctx, sam, 'GET', `/api/bookings/${bookingId}`)).status).toBe(404);
    });

    it('an offer runs until the start when that is sooner than 12 hours', async () => {
      const { sam, standbys, bookingId, startsAt } = await paidWithStandbys([4000]);
      const [bea] = standbys as [Account];
      expect((await post(bea, `/api/standby-requests/${(await askFor(bea, bookingId)).id}/opt-in`)).status).toBe(200);
      await clockTo(ctx, startsAt, -5 * HOUR);
      expect((await post(sam, `/api/bookings/${bookingId}/cancel`)).status).toBe(200);
      expect((await askFor(bea, bookingId)).offerExpiresAt).toBe(new Date(Date.parse(startsAt)).toISOString());
      // Declining hands it on: with nobody left, the owner is refunded in full.
      expect((await post(bea, `/api/standby-requests/${(await askFor(bea, bookingId)).id}/decline`)).status).toBe(200);
      expect(await bookingOf(bookingId)).toMatchObject({ status: 'cancelled' });
    });

    it('without a standby: a full refund, three similar sitters free on the dates, and one-tap rebooking', async () => {
      const { sam, olive, bookingId, totalCents } = await paidWithStandbys([], { service: 'house_sitting', startInDays: 20 });
      const near = [
        await sitter(ctx, { firstName: 'Nia', services: { house_sitting: 4000 } }),
        await sitter(ctx, { firstName: 'Noa', services: { house_sitting: 9000 } }),
        await sitter(ctx, { firstName: 'Ned', services: { house_sitting: 30_000 } }),
      ];
      const busy = await sitter(ctx, { firstName: 'Bo', services: { house_sitting: 4000 } });
      const { start } = (
        (await db().query(`SELECT start_date::text AS start FROM bookings WHERE id = $1`, [bookingId])) as { start: string }[]
      )[0]!;
      expect((await call(ctx, busy, 'PUT', '/api/sitters/me/availability', { block: [start] })).status).toBe(200);
      await db().query(`UPDATE sitter_profiles SET latitude = -31.95, longitude = 115.86 WHERE user_id = ANY($1::uuid[])`, [
        near.map((account) => account.id),
      ]);
      await db().query(`UPDATE sitter_profiles SET latitude = -31.95, longitude = 115.86 WHERE user_id = ANY($1::uuid[])`, [
        [sam.id, busy.id],
      ]);

      expect((await post(sam, `/api/bookings/${bookingId}/cancel`)).status).toBe(200);
      expect(await bookingOf(bookingId)).toMatchObject({ status: 'cancelled' });
      expect(await db().query(`SELECT amount_cents FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toEqual([
        { amount_cents: totalCents },
      ]);
      const view = (await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/standby`)).json()) as {
        handoff: unknown;
        suggestions: { sitterId: string; priceCents: number; topUpCents: number }[];
      };
      expect(view.handoff).toBeNull();
      // Two nights at $40 were booked ($80): $90 a night is $180 ($100 top-up), $300 a night capped at $150.
      expect(view.suggestions.map((row) => [row.sitterId, row.priceCents, row.topUpCents]).sort()).toEqual(
        [
          [near[0]!.id, 8000, 0],
          [near[1]!.id, 18_000, 10_000],
          [near[2]!.id, 60_000, 15_000],
        ].sort(),
      );
      expect((await noticesOf(ctx, olive, 'standby')).map((notice) => notice.title)).toEqual([
        'Your sitter cancelled: you are refunded in full',
      ]);

      expect((await post(olive, `/api/bookings/${bookingId}/rebook`, { sitterId: busy.id })).status).toBe(400);
      expect((await post(sam, `/api/bookings/${bookingId}/rebook`, { sitterId: near[0]!.id })).status).toBe(404);
      const rebooked = await post(olive, `/api/bookings/${bookingId}/rebook`, { sitterId: near[1]!.id });
      expect(rebooked.status).toBe(201);
      const rebooking = (await rebooked.json()) as {
        id: string;
        status: string;
        service: string;
        price: {
          subtotalCents: number;
          bookingFeeCents: number;
          bookingFeeGstCents: number;
          totalCents: number;
          standbyTopUpCents?: number;
        };
      };
      expect(rebooking).toMatchObject({ status: 'requested', service: 'house_sitting' });
      // A second tap is refused inside its request's transaction: nothing of it is stored.
      expect((await post(olive, `/api/bookings/${bookingId}/rebook`, { sitterId: near[0]!.id })).status).toBe(409);
      expect(await db().query(`SELECT id FROM bookings WHERE owner_id = $1 AND sitter_id = $2`, [olive.id, near[0]!.id])).toEqual([]);

      // Noa's $180 is $100 above the refunded $80: Pawpal pays it, Olive pays the rest, Noa is paid on $180.
      const { price } = rebooking;
      expect([price.subtotalCents, price.standbyTopUpCents]).toEqual([18_000, 10_000]);
      expect(price.totalCents).toBe(price.subtotalCents + price.bookingFeeCents + price.bookingFeeGstCents - 10_000);
      const noa = near[1]!;
      expect((await post(noa, `/api/bookings/${rebooking.id}/accept`)).status).toBe(200);
      expect((await post(olive, `/api/payments/${rebooking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      const paid = await ledgerOf(ctx, rebooking.id);
      expect([paid.provider_cash, paid.platform_guarantee]).toEqual([price.totalCents, 10_000]);
      const owedTo = async (userId: string) =>
        (
          (await db().query(
            `SELECT coalesce(-sum(amount_cents), 0)::int AS cents FROM ledger_entries WHERE booking_id = $1 AND account = 'sitter_payable' AND user_id = $2`,
            [rebooking.id, userId],
          )) as { cents: number }[]
        )[0]!.cents;
      expect(await owedTo(noa.id)).toBe(18_000 - 2700 - 270);
      // Refunded in full (Noa cancels): Olive gets back what she paid, the guarantee its $100.
      expect((await post(noa, `/api/bookings/${rebooking.id}/cancel`)).status).toBe(200);
      expect(await db().query(`SELECT amount_cents FROM payment_refunds WHERE booking_id = $1`, [rebooking.id])).toEqual([
        { amount_cents: price.totalCents },
      ]);
      const refunded = await ledgerOf(ctx, rebooking.id);
      expect(refunded.platform_guarantee).toBeUndefined();
      expect(await owedTo(noa.id)).toBe(0);
    });

    it('a missed first visit offers the booking to the standby, who takes it over', async () => {
      const { olive, standbys, bookingId } = await paidWithStandbys([4000]);
      const [bea] = standbys as [Account];
      expect((await post(bea, `/api/standby-requests/${(await askFor(bea, bookingId)).id}/opt-in`)).status).toBe(200);
      const [first] = await visitsOf(ctx, olive, bookingId);
      await clockTo(ctx, first!.dueAt, 61 * 60_000);
      const offer = await askFor(bea, bookingId);
      expect(offer.status).toBe('offered');
      expect((await post(bea, `/api/standby-requests/${offer.id}/accept`)).status).toBe(200);
      expect(await bookingOf(bookingId)).toEqual({ status: 'in_progress', sitter_id: bea.id });
      const view = (await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/standby`)).json()) as { handoff: { trigger: string } };
      expect(view.handoff.trigger).toBe('missed_visit');
      await ledgerOf(ctx, bookingId);
    });

    it('a booking does not start while its standbys are offered it; an offer open at the start ends in the refund', async () => {
      const { sam, olive, standbys, bookingId, totalCents, startsAt } = await paidWithStandbys([4000, 4000]);
      const [bea, cal] = standbys as [Account, Account];
      for (const standby of [bea, cal]) {
        expect((await post(standby, `/api/standby-requests/${(await askFor(standby, bookingId)).id}/opt-in`)).status).toBe(200);
      }
      await clockTo(ctx, startsAt, -5 * HOUR);
      expect((await post(sam, `/api/bookings/${bookingId}/cancel`)).status).toBe(200);
      expect((await askFor(bea, bookingId)).offerExpiresAt).toBe(new Date(Date.parse(startsAt)).toISOString());
      // Past the start: Bea's offer expired with it, Cal is offered nothing, and the booking never started.
      await clockTo(ctx, startsAt, 60_000);
      expect(await bookingOf(bookingId)).toMatchObject({ status: 'cancelled', sitter_id: sam.id });
      expect((await askFor(bea, bookingId)).status).toBe('expired');
      expect((await askFor(cal, bookingId)).status).toBe('closed');
      expect(await db().query(`SELECT amount_cents FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toEqual([
        { amount_cents: totalCents },
      ]);
      const view = (await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/standby`)).json()) as {
        handoff: { outcome: string };
        suggestions: unknown[];
      };
      expect(view.handoff.outcome).toBe('refunded');
      expect(Array.isArray(view.suggestions)).toBe(true);
      expect((await noticesOf(ctx, olive, 'standby')).map((notice) => notice.title)).toContain(
        'Your sitter cancelled: you are refunded in full',
      );
    });

    it('a withdrawal a standby took over still counts on the withdrawn sitter: record, late entry, its reply', async () => {
      const { sam, standbys, bookingId } = await paidWithStandbys([4000]);
      const [bea] = standbys as [Account];
      expect((await post(bea, `/api/standby-requests/${(await askFor(bea, bookingId)).id}/opt-in`)).status).toBe(200);
      expect((await post(sam, `/api/bookings/${bookingId}/cancel`)).status).toBe(200);
      expect((await post(bea, `/api/standby-requests/${(await askFor(bea, bookingId)).id}/accept`)).status).toBe(200);
      expect(await bookingOf(bookingId)).toEqual({ status: 'paid', sitter_id: bea.id });

      const now = new Date(await serverNow(ctx));
      const samHistory = await sitterHistory(db().manager, sam.id, now);
      expect(samHistory.bookings).toEqual([expect.objectContaining({ status: 'cancelled', cancelledBy: 'sitter', ownerAsked: false })]);
      const samRecord = sitterRecord(samHistory, now);
      expect([samRecord.tier.completedStays, samHistory.bookings.length]).toEqual([0, 1]);
      expect((await sitterHistory(db().manager, bea.id, now)).bookings).toEqual([]);
      // Three days before the start: a public late-cancellation entry on Sam's reviews, none on Bea's.
      const reviewsOf = async (account: Account) =>
        (await (await call(ctx, account, 'GET', `/api/sitters/${account.id}/reviews`)).json()) as {
          total: number;
          items: { kind: string; id: string; text: string; daysBefore: number }[];
        };
      const samReviews = await reviewsOf(sam);
      expect(samReviews.items).toEqual([expect.objectContaining({ kind: 'late_cancellation', id: bookingId })]);
      expect(samReviews.items[0]!.text).toMatch(/^Cancelled a stay \d days? before it began$/);
      expect((await reviewsOf(bea)).total).toBe(0);
      // Sam replies to it (the booking is Bea's now; she may not).
      expect((await post(bea, `/api/reliability/entries/${bookingId}/reply`, { text: 'Not me' })).status).toBe(403);
      expect((await post(sam, `/api/reliability/entries/${bookingId}/reply`, { text: 'My car broke down.' })).status).toBe(201);
    });

    it('a withdrawal the owner asked for is no late entry, and the owner sees who took it over', async () => {
      const { sam, olive, standbys, bookingId } = await paidWithStandbys([4000]);
      const [bea] = standbys as [Account];
      expect((await post(bea, `/api/standby-requests/${(await askFor(bea, bookingId)).id}/opt-in`)).status).toBe(200);
      expect((await post(sam, `/api/bookings/${bookingId}/cancel`, { ownerAsked: true })).status).toBe(200);
      expect((await post(bea, `/api/standby-requests/${(await askFor(bea, bookingId)).id}/accept`)).status).toBe(200);
      const asked = await call(ctx, olive, 'GET', '/api/reliability/owner-asked');
      expect(asked.status).toBe(200);
      expect(await asked.json()).toEqual([
        expect.objectContaining({ bookingId, sitterFirstName: 'Sam', takenOverByFirstName: 'Bea', confirmedAt: null }),
      ]);
      const entries = async () =>
        ((await (await call(ctx, sam, 'GET', `/api/sitters/${sam.id}/reviews`)).json()) as { total: number }).total;
      expect(await entries()).toBe(1);
      expect((await post(olive, `/api/reliability/owner-asked/${bookingId}/confirm`)).status).toBe(200);
      expect(await entries()).toBe(0);
      const now = new Date(await serverNow(ctx));
      expect((await sitterHistory(db().manager, sam.id, now)).bookings).toEqual([expect.objectContaining({ ownerAsked: true })]);
    });

    it('admin finance shows the guarantee’s cost', async () => {
      const boss = await owner(ctx, 'Alex');
      await makeAdmin(ctx, boss.id);
      const now = await serverNow(ctx);
      const range = `from=${dayAfter(now, -40)}&to=${dayAfter(now, 1)}`;
      const finance = (await (await call(ctx, boss, 'GET', `/api/admin/finance?${range}`)).json()) as { standbyGuaranteeCents: number };
      const [sum] = (await db().query(
        `SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM ledger_entries WHERE account = 'platform_guarantee'`,
      )) as {
        cents: number;
      }[];
      expect(sum!.cents).toBeGreaterThan(0);
      expect(finance.standbyGuaranteeCents).toBe(sum!.cents);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
