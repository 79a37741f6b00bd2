import { financialYearOf } from '@pawpal/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { payoutsOf, TAX_DETAILS } from '../../test/money-fixtures.js';
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
import { makeAdmin } from '../../test/listing-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The sandbox bank refuses payouts to this account ("no such account"). */
const REFUSED_ACCOUNT = { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000111111' };
const GOOD_ACCOUNT = { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' };
const FINAL = ['paid', 'failed', 'cancelled'];

/** The Sydney date of an instant (the tax statement's and the finance view's days). */
const sydneyDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(at));

describeEachDatabase(
  'payout statuses: the payouts card, the tax statement and admin finance count the same payouts as the ledger',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;

    /** A 2-night boarding stay at $50 a night (the sitter receives $83.50), paid, then completed by the clock. */
    async function completedStay(sam: Account): Promise<string> {
      const olive = await owner(ctx);
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
      return booking.id;
    }

    it('a refused payout is failed (with the bank’s reason), not on its way; every payout ends final; all figures are the ledger’s', async () => {
      const ada = await owner(ctx, 'Ada');
      await makeAdmin(ctx, ada.id);
      const sam = await sitter(ctx);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/account', REFUSED_ACCOUNT)).status).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      const start = await serverNow(ctx);
      const period = `from=${sydneyDate(start)}&to=${sydneyDate(start + 60 * DAY)}`;
      const finance = async () => {
        const response = await call(ctx, ada, 'GET', `/api/admin/finance?${period}`);
        expect(response.status).toBe(200);
        return ((await response.json()) as { payoutsCents: number }).payoutsCents;
      };
      const financeBefore = await finance();
      const statement = async () => {
        const fy = financialYearOf(sydneyDate(await serverNow(ctx)));
        const response = await call(ctx, sam, 'GET', `/api/tax/statement?fy=${fy}`);
        expect(response.status).toBe(200);
        return ((await response.json()) as { payoutsCents: number }).payoutsCents;
      };
      /** What the ledger says left Pawpal for sam and stayed out (sent less returned), all time. */
      const ledgerPaidOut = async () => {
        const [row] = (await db().query(
          `SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM ledger_entries WHERE account = 'sitter_payable' AND user_id = $1 AND line = 'payout'`,
          [sam.id],
        )) as { cents: number }[];
        return row!.cents;
      };

      // Stay A completes; the clock then jumps three days at once (48 h release + 24 h in transit fit in it).
      const stayA = await completedStay(sam);
      await advanceClock(ctx, 3 * DAY);
      let body = await payoutsOf(ctx, sam);
      expect(body.payouts).toEqual([
        expect.objectContaining({
          bookingId: stayA,
          status: 'failed',
          amountCents: 8_350,
          failureReason: 'The bank says this account does not exist: check the BSB and account number',
        }),
      ]);
      expect(body.balance).toEqual({ pendingCents: 0, availableCents: 0, failedCents: 8_350, paidCents: 0, owedCents: 0 });
      expect(await statement()).toBe(0);
      expect((await finance()) - financeBefore).toBe(0);
      expect(await ledgerPaidOut()).toBe(0);

      // A new account sends A again; stay B completes meanwhile (and A arrives in the same jump).
      expect((await call(ctx, sam, 'PUT', '/api/payouts/account', GOOD_ACCOUNT)).status).toBe(200);
      const stayB = await completedStay(sam);
      body = await payoutsOf(ctx, sam);
      expect(body.payouts.find((payout) => payout.bookingId === stayA)).toMatchObject({ status: 'paid', failureReason: null });
      expect(body.payouts.find((payout) => payout.bookingId === stayB)).toMatchObject({ status: 'scheduled' });

      // B released: on its way, not yet paid to the bank on any screen.
      await advanceClock(ctx, 49 * HOUR);
      body = await payoutsOf(ctx, sam);
      expect(body.payouts.find((payout) => payout.bookingId === stayB)).toMatchObject({ status: 'in_transit' });
      expect(body.balance).toEqual({ pendingCents: 0, availableCents: 8_350, failedCents: 0, paidCents: 8_350, owedCents: 0 });
      expect(await statement()).toBe(8_350);
      expect((await finance()) - financeBefore).toBe(8_350);

      // Everything final: each screen says what the ledger says, to the cent.
      await advanceClock(ctx, 24 * HOUR);
      body = await payoutsOf(ctx, sam);
      expect(body.payouts.every((payout) => FINAL.includes(payout.status))).toBe(true);
      expect(body.payouts.map((payout) => payout.status)).toEqual(['paid', 'paid']);
      expect(body.balance).toEqual({ pendingCents: 0, availableCents: 0, failedCents: 0, paidCents: 16_700, owedCents: 0 });
      expect(await ledgerPaidOut()).toBe(16_700);
      expect(await statement()).toBe(16_700);
      expect((await finance()) - financeBefore).toBe(16_700);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', PUSH_SEND_INTERVAL_SECONDS: '0' } },
);
