import { financialYearOf } from '@pawpal/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { advanceClock, call, dayAfter, owner, PAY_CARD, pet, requestBooking, serverNow, sitter } from '../../test/booking-fixtures.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { TAX_DETAILS } from '../../test/money-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface LedgerRow {
  kind: string;
  account: string;
  line: string;
  user_id: string | null;
  amount_cents: number;
}

/** The Sydney date of an instant (the tax statement's and the finance view's days). */
const sydneyDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(at));

/** A money figure of the tax invoice: the last amount cell of the row whose first cell is `label`, in cents ("−$52.75" is -5275). */
function receiptCents(html: string, label: string): number {
  const row = new RegExp(
    `<tr><td>${label.replace(/[()$]/g, '\\$&')}</td>(?:<td class="num">[^<]*</td>)*<td class="num">([^<]*)</td></tr>`,
  ).exec(html);
  if (!row) throw new Error(`the receipt has no row "${label}"`);
  const cents = Number(row[1]!.replace(/[^0-9]/g, ''));
  return row[1]!.startsWith('−') ? -cents : cents;
}

/** The GST cell of the receipt's booking fee row, in cents. */
function receiptFeeGstCents(html: string): number {
  const row = /<tr><td>Pawpal booking fee<\/td><td class="num">\$([0-9.]+)<\/td>/.exec(html);
  if (!row) throw new Error('the receipt has no booking fee row');
  return Math.round(Number(row[1]) * 100);
}

describeEachDatabase(
  'receipts, the tax statement and admin finance agree with the ledger: after a payout, and after a refund after it',
  (ctx) => {
    it('pay → complete → payout paid → admin refund of half: every figure is the sum of the booking’s ledger rows', async () => {
      const db = ctx.pawpal.database.dataSource;
      const ada = await owner(ctx, 'Ada');
      await makeAdmin(ctx, ada.id);
      const sam = await sitter(ctx);
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const start = await serverNow(ctx);
      // The finance view's period: the whole test, deltas from before anything was paid.
      const period = `from=${sydneyDate(start)}&to=${sydneyDate(start + 40 * DAY)}`;
      const finance = async () => {
        const response = await call(ctx, ada, 'GET', `/api/admin/finance?${period}`);
        expect(response.status).toBe(200);
        return (await response.json()) as Record<string, number>;
      };
      const before = await finance();

      // 2 nights of boarding at $50, paid, completed, released 48 h later and paid by the sandbox bank a day after.
      const booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(start, 3),
        endDate: dayAfter(start, 5),
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      await advanceClock(ctx, 7 * DAY);
      await advanceClock(ctx, 49 * HOUR);
      await advanceClock(ctx, 24 * HOUR);
      const payouts = (await (await call(ctx, sam, 'GET', '/api/payouts')).json()) as {
        payouts: { bookingId: string; status: string; amountCents: number }[];
      };
      expect(payouts.payouts).toEqual([expect.objectContaining({ bookingId: booking.id, status: 'paid', amountCents: 8_350 })]);

      const ledger = async () =>
        (await db.query(
          `SELECT kind, account, line, user_id, amount_cents::int AS amount_cents FROM ledger_entries WHERE booking_id = $1`,
          [booking.id],
        )) as LedgerRow[];
      const sum = (rows: LedgerRow[], keep: (row: LedgerRow) => boolean) =>
        rows.filter(keep).reduce((total, row) => total + row.amount_cents, 0);
      // Credits are negative in the ledger; `0 - x` keeps a zero a plain 0.
      const credit = (rows: LedgerRow[], keep: (row: LedgerRow) => boolean) => 0 - sum(rows, keep);
      const fy = financialYearOf(sydneyDate(await serverNow(ctx)));

      /** Every figure the owner, the sitter and the admin see, next to the same figure summed from the ledger rows. */
      async function compare() {
        const rows = await ledger();
        expect(
          sum(rows, () => true),
          'the booking balances',
        ).toBe(0);
        const sitterRows = rows.filter((row) => row.account === 'sitter_payable' && row.user_id === sam.id);
        const fromLedger = {
          paid: sum(rows, (row) => row.kind === 'charge' && row.account === 'provider_cash'),
          fee: credit(rows, (row) => row.kind === 'charge' && row.account === 'booking_fee_revenue'),
          feeGst: credit(rows, (row) => row.kind === 'charge' && row.account === 'gst_payable' && row.line === 'booking_fee_gst'),
          refunded: credit(rows, (row) => row.kind === 'refund' && row.account === 'owner_refund_payable'),
          refundedFeeGst: sum(rows, (row) => row.kind === 'refund' && row.account === 'gst_payable' && row.line === 'booking_fee_gst'),
          gross: credit(sitterRows, (row) => row.kind === 'charge' && row.line === 'subtotal'),
          sitterRefunds: sum(sitterRows, (row) => row.kind === 'refund' && row.line === 'subtotal'),
          commission: sum(sitterRows, (row) => row.line === 'commission'),
          commissionGst: sum(sitterRows, (row) => row.line === 'commission_gst'),
          payouts: sum(sitterRows, (row) => row.kind === 'payout' || row.kind === 'payout_failed'),
          fees: credit(rows, (row) => row.account === 'booking_fee_revenue'),
          commissions: credit(rows, (row) => row.account === 'commission_revenue'),
          gst: credit(rows, (row) => row.account === 'gst_payable'),
          cash: sum(rows, (row) => row.account === 'provider_cash'),
          cashOut: credit(rows, (row) => (row.kind === 'payout' || row.kind === 'payout_failed') && row.account === 'provider_cash'),
        };

        const receipt = await call(ctx, olive, 'GET', `/api/payments/${booking.id}/receipt`);
        expect(receipt.status).toBe(200);
        const html = await receipt.text();
        expect(receiptCents(html, 'Total paid (AUD)')).toBe(fromLedger.paid);
        expect(receiptCents(html, 'Pawpal booking fee')).toBe(fromLedger.fee + fromLedger.feeGst);
        expect(receiptFeeGstCents(html)).toBe(fromLedger.feeGst);
        expect(receiptCents(html, 'Total GST included')).toBe(fromLedger.feeGst);
        if (fromLedger.refunded > 0) {
          expect(receiptCents(html, 'Refunded in total')).toBe(-fromLedger.refunded);
          expect(receiptCents(html, 'of which GST on the booking fee')).toBe(-fromLedger.refundedFeeGst);
          expect(receiptCents(html, 'Paid after refunds')).toBe(fromLedger.paid - fromLedger.refunded);
          expect(receiptCents(html, 'GST included after refunds')).toBe(fromLedger.feeGst - fromLedger.refundedFeeGst);
        }
        const payments = (await (await call(ctx, olive, 'GET', '/api/payments')).json()) as {
          payments: { bookingId: string; amountCents: number; refundedCents: number }[];
        };
        expect(payments.payments).toEqual([
          expect.objectContaining({ bookingId: booking.id, amountCents: fromLedger.paid, refundedCents: fromLedger.refunded }),
        ]);

        const statement = (await (await call(ctx, sam, 'GET', `/api/tax/statement?fy=${fy}`)).json()) as Record<string, number>;
        expect(statement).toMatchObject({
          grossCents: fromLedger.gross,
          refundsCents: fromLedger.sitterRefunds,
          commissionCents: fromLedger.commission,
          commissionGstCents: fromLedger.commissionGst,
          payoutsCents: fromLedger.payouts,
          netCents: fromLedger.gross - fromLedger.sitterRefunds - fromLedger.commission - fromLedger.commissionGst,
          bookings: 1,
        });

        const after = await finance();
        const change = (key: string) => after[key]! - before[key]!;
        expect({
          grossBookingValueCents: change('grossBookingValueCents'),
          bookingFeesCents: change('bookingFeesCents'),
          commissionsCents: change('commissionsCents'),
          gstCollectedCents: change('gstCollectedCents'),
          refundsCents: change('refundsCents'),
          payoutsCents: change('payoutsCents'),
          moneyHeldCents: change('moneyHeldCents'),
        }).toEqual({
          grossBookingValueCents: fromLedger.paid,
          bookingFeesCents: fromLedger.fees,
          commissionsCents: fromLedger.commissions,
          gstCollectedCents: fromLedger.gst,
          refundsCents: fromLedger.refunded,
          payoutsCents: fromLedger.cashOut,
          moneyHeldCents: fromLedger.cash,
        });
        return fromLedger;
      }

      // After the payout. $100 + 5 % fee $5.00 + GST 50c = $105.50; commission 15 % $15.00 + GST $1.50; paid to sam $83.50.
      expect(await compare()).toEqual({
        paid: 10_550,
        fee: 500,
        feeGst: 50,
        refunded: 0,
        refundedFeeGst: 0,
        gross: 10_000,
        sitterRefunds: 0,
        commission: 1_500,
        commissionGst: 150,
        payouts: 8_350,
        fees: 500,
        commissions: 1_500,
        gst: 200,
        cash: 10_550 - 8_350,
        cashOut: 8_350,
      });

      // An admin refunds half after the payout: the fee gives back $2.50 + 25c GST, sam's $50 share less $7.50 commission and 75c GST.
      expect(
        (await call(ctx, ada, 'POST', `/api/admin/bookings/${booking.id}/refund`, { amountCents: 5_275, reason: 'Sitter left early' }))
          .status,
      ).toBe(200);
      expect(await compare()).toEqual({
        paid: 10_550,
        fee: 500,
        feeGst: 50,
        refunded: 5_275,
        refundedFeeGst: 25,
        gross: 10_000,
        sitterRefunds: 5_000,
        commission: 750,
        commissionGst: 75,
        payouts: 8_350,
        fees: 250,
        commissions: 750,
        gst: 100,
        // The sandbox returned the refund at once; sam's $41.75 share comes back from their next payouts.
        cash: 10_550 - 8_350 - 5_275,
        cashOut: 8_350,
      });
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', PUSH_SEND_INTERVAL_SECONDS: '0' } },
);
