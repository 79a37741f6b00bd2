import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
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
import { ledgerOf as moneyLedgerOf, type PayoutsBody, payoutsOf, TAX_DETAILS, unbalancedBookings } from '../../test/money-fixtures.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { signUpWithCode } from '../../test/referral-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDatabase(
  'refunds of a completed stay (admin): before the payout it shrinks, after it the sitter’s share comes out of their next payouts',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const payouts = (account: Account) => payoutsOf(ctx, account);
    const ledgerOf = (bookingId: string) => moneyLedgerOf(ctx, bookingId);

    // The invariant after every flow: each booking's ledger rows sum to zero.
    afterEach(async () => {
      expect(await unbalancedBookings(ctx)).toEqual([]);
    });

    async function admin(): Promise<Account> {
      const ada = await owner(ctx, 'Ada');
      await makeAdmin(ctx, ada.id);
      return ada;
    }

    async function readySitter(): Promise<Account> {
      const sam = await sitter(ctx);
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      return sam;
    }

    /** A 2-night stay at $50 a night ($105.50 paid; the sitter gets $83.50), paid, then completed by the clock. */
    async function completedStay(sam: Account, by?: Account): Promise<{ olive: Account; bookingId: string }> {
      const olive = by ?? (await owner(ctx));
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
      return { olive, bookingId: booking.id };
    }

    it('after the payout: the owner is refunded, the sitter owes their share and the next payout repays it, to the cent', async () => {
      const ada = await admin();
      const sam = await readySitter();
      const first = await completedStay(sam);
      await advanceClock(ctx, 49 * HOUR);
      await advanceClock(ctx, 24 * HOUR);
      expect((await payouts(sam)).payouts[0]).toMatchObject({ bookingId: first.bookingId, status: 'paid', amountCents: 8_350 });

      // Half of the $105.50: the fee gives back $2.50 + 25c GST, the sitter $50.00 less $7.50 commission and 75c GST.
      const refunded = await call(ctx, ada, 'POST', `/api/admin/bookings/${first.bookingId}/refund`, {
        amountCents: 5_275,
        reason: 'Sitter left early',
      });
      expect(refunded.status).toBe(200);
      const [refund] = (await db().query(`SELECT amount_cents, status, provider_refund_id FROM payment_refunds WHERE booking_id = $1`, [
        first.bookingId,
      ])) as {
        amount_cents: number;
        status: string;
        provider_refund_id: string | null;
      }[];
      expect(refund).toMatchObject({ amount_cents: 5_275, status: 'succeeded', provider_refund_id: expect.any(String) });
      expect(await ledgerOf(first.bookingId)).toMatchObject({ sitter_payable: 4_175 });
      let body = await payouts(sam);
      expect(body.balance).toMatchObject({ owedCents: 4_175, paidCents: 8_350 });
      const notices = (await (await call(ctx, sam, 'GET', '/api/notices')).json()) as { kind: string; title: string }[];
      expect(notices).toContainEqual(
        expect.objectContaining({ kind: 'payout_recovery', title: '$41.75 will come out of your next payouts' }),
      );
      const owners = (await (await call(ctx, first.olive, 'GET', '/api/payments')).json()) as {
        payments: { bookingId: string; refundedCents: number; status: string }[];
      };
      expect(owners.payments).toContainEqual(
        expect.objectContaining({ bookingId: first.bookingId, refundedCents: 5_275, status: 'partially_refunded' }),
      );

      const second = await completedStay(sam);
      await advanceClock(ctx, 49 * HOUR);
      body = await payouts(sam);
      expect(body.payouts.find((payout) => payout.bookingId === second.bookingId)).toMatchObject({
        status: 'in_transit',
        amountCents: 8_350 - 4_175,
        adjustmentCents: -4_175,
        note: '$41.75 of this payout repaid a refund on a stay you had already been paid for',
      });
      expect(body.balance.owedCents).toBe(0);
      expect(await ledgerOf(first.bookingId)).not.toHaveProperty('sitter_payable');
      expect(await ledgerOf(second.bookingId)).not.toHaveProperty('sitter_payable');
      // The debt moved from the first stay to the second through the sitter's recovery account, which nets to zero.
      expect((await ledgerOf(first.bookingId)).sitter_recovery).toBe(4_175);
      expect((await ledgerOf(second.bookingId)).sitter_recovery).toBe(-4_175);
    });

    it('before the payout: the scheduled payout shrinks, or is cancelled when the whole stay is refunded', async () => {
      const ada = await admin();
      // No bank account yet: both payouts stay scheduled while the stays complete.
      const sam = await sitter(ctx);
      const partly = await completedStay(sam);
      const fully = await completedStay(sam);
      expect(
        (await call(ctx, ada, 'POST', `/api/admin/bookings/${partly.bookingId}/refund`, { amountCents: 5_275, reason: 'Late' })).status,
      ).toBe(200);
      expect(
        (await call(ctx, ada, 'POST', `/api/admin/bookings/${fully.bookingId}/refund`, { amountCents: 10_550, reason: 'No show' })).status,
      ).toBe(200);
      const byBooking = (body: PayoutsBody) => Object.fromEntries(body.payouts.map((payout) => [payout.bookingId, payout]));
      let shown = byBooking(await payouts(sam));
      expect(shown[partly.bookingId]).toMatchObject({ status: 'scheduled', amountCents: 4_175 });
      expect(shown[fully.bookingId]).toMatchObject({ status: 'cancelled', amountCents: 0 });
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      // Long due, it goes as soon as the set-up is in (and the bank answers a day later).
      await advanceClock(ctx, HOUR);
      shown = byBooking(await payouts(sam));
      expect(shown[partly.bookingId]).toMatchObject({ status: 'in_transit', amountCents: 4_175, adjustmentCents: 0 });
      expect(await ledgerOf(fully.bookingId)).toEqual({});
    });

    it('refuses what it cannot do with a clear 4xx and writes nothing', async () => {
      const ada = await admin();
      const sam = await readySitter();
      const { olive, bookingId } = await completedStay(sam);
      const refund = (body: unknown, as: Account = ada, id = bookingId) => call(ctx, as, 'POST', `/api/admin/bookings/${id}/refund`, body);
      const message = async (response: Response) => ((await response.json()) as { message: string | string[] }).message;

      let response = await refund({ amountCents: 10_551, reason: 'Too much' });
      expect(response.status).toBe(400);
      expect(await message(response)).toBe('The refund can be at most $105.50, what is left of the payment');
      response = await refund({ amountCents: 0, reason: 'Nothing' });
      expect(response.status).toBe(400);
      expect(await message(response)).toContain('amountCents must be at least 1');
      response = await refund({ amountCents: 100, reason: '   ' });
      expect(response.status).toBe(400);
      expect((await refund({ amountCents: 100, reason: 'x' }, olive)).status).toBe(403);
      expect((await refund({ amountCents: 100, reason: 'x' }, ada, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect(await db().query(`SELECT 1 FROM payment_refunds WHERE booking_id = $1`, [bookingId])).toEqual([]);

      const refundable = async () =>
        ((await (await call(ctx, ada, 'GET', `/api/admin/bookings?q=${bookingId}`)).json()) as { items: { refundableCents: number }[] })
          .items[0]!.refundableCents;
      expect(await refundable()).toBe(10_550);
      expect((await refund({ amountCents: 550, reason: 'Part of it' })).status).toBe(200);
      expect(await refundable()).toBe(10_000);
      expect((await refund({ amountCents: 10_000, reason: 'The rest' })).status).toBe(200);
      expect(await refundable()).toBe(0);
      response = await refund({ amountCents: 1, reason: 'Again' });
      expect(response.status).toBe(409);
      expect(await message(response)).toBe('This stay has already been refunded in full');

      // A paid stay that has not happened yet is cancelled, not refunded this way.
      const rex = await pet(ctx, olive, { name: 'Max' });
      const now = await serverNow(ctx);
      const upcoming = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 20),
        endDate: dayAfter(now, 22),
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${upcoming.id}/accept`)).status).toBe(200);
      expect((await call(ctx, olive, 'POST', `/api/payments/${upcoming.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      response = await refund({ amountCents: 100, reason: 'Early' }, ada, upcoming.id);
      expect(response.status).toBe(409);
      expect(await message(response)).toBe('Only a completed stay is refunded this way: cancel the booking instead');
      expect(await db().query(`SELECT 1 FROM payment_refunds WHERE booking_id = $1`, [upcoming.id])).toEqual([]);
    });

    it('a refund of the friend’s rewarded first stay takes the member’s referral credit back', async () => {
      const ada = await admin();
      const sam = await readySitter();
      const rita = await owner(ctx, 'Rita');
      const mine = async () =>
        (await (await call(ctx, rita, 'GET', '/api/referrals/me')).json()) as {
          code: string;
          creditCents: number;
          referred: { status: string }[];
        };
      const { account: fred } = await signUpWithCode(ctx, 'Fred', (await mine()).code);
      const { bookingId } = await completedStay(sam, fred);
      await advanceClock(ctx, HOUR);
      expect((await mine()).creditCents).toBe(2_000);
      // Fred paid $85.50 ($20 off, paid by Pawpal): a full refund gives him $85.50 and Pawpal its $20.
      expect(
        (await call(ctx, ada, 'POST', `/api/admin/bookings/${bookingId}/refund`, { amountCents: 8_550, reason: 'Not as described' }))
          .status,
      ).toBe(200);
      const after = await mine();
      expect(after.creditCents).toBe(0);
      expect(after.referred[0]!.status).toBe('reversed');
      expect(await ledgerOf(bookingId)).toEqual({});
    });

    it('an owner’s cancellation after the cut-off of a discounted booking refunds half and still balances', async () => {
      const sam = await sitter(ctx, { policy: 'moderate' });
      const rita = await owner(ctx, 'Rita');
      const { code } = (await (await call(ctx, rita, 'GET', '/api/referrals/me')).json()) as { code: string };
      const { account: fred } = await signUpWithCode(ctx, 'Fred', code);
      const rex = await pet(ctx, fred);
      const now = await serverNow(ctx);
      const booking = await requestBooking(ctx, fred, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 2),
        endDate: dayAfter(now, 4),
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      expect((await call(ctx, fred, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      const cancelled = (await (await call(ctx, fred, 'POST', `/api/bookings/${booking.id}/cancel`)).json()) as {
        refund: { refundCents: number };
      };
      expect(cancelled.refund.refundCents).toBe(4_275);
      // Half of everything comes back: $42.75 to Fred, $10 of Pawpal's discount to Pawpal; the sitter keeps half their $83.50.
      expect(await ledgerOf(booking.id)).toMatchObject({ referral_cost: 1_000, sitter_payable: -4_175 });
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
