import { expect, it } from 'vitest';
import { PaymentEventsService } from '../payments/payment-events.service.js';
import { LedgerService } from './ledger.service.js';
import { describeOnBothDatabases } from '../../test/harness.js';
import { acceptedBooking, call, PAY_CARD } from '../../test/booking-fixtures.js';
import { paymentEventOfStripe } from '../payments/providers/stripe/stripe-events.js';

interface BookingMoney {
  total_cents: number;
  subtotal_cents: number;
  booking_fee_cents: number;
  booking_fee_gst_cents: number;
  commission_cents: number;
  commission_gst_cents: number;
  sitter_payout_cents: number;
}

describeOnBothDatabases('ledger: double entry, append-only, balanced for every booking', (ctx) => {
  const db = () => ctx.pawpal.database.dataSource;

  /** The booking's balance per account (and per user for the payables), and the sum of every movement. */
  async function balances(bookingId: string) {
    const rows = (await db().query(
      `SELECT account, sum(amount_cents)::int AS cents FROM ledger_entries WHERE booking_id = $1 GROUP BY account ORDER BY account`,
      [bookingId],
    )) as { account: string; cents: number }[];
    const unbalanced = (await db().query(
      `SELECT txn_id FROM ledger_entries WHERE booking_id = $1 GROUP BY txn_id HAVING sum(amount_cents) <> 0`,
      [bookingId],
    )) as unknown[];
    expect(unbalanced, 'every movement balances').toEqual([]);
    const byAccount = Object.fromEntries(rows.map((row) => [row.account, row.cents]));
    expect(
      Object.values(byAccount).reduce((sum, cents) => sum + cents, 0),
      'the booking balances',
    ).toBe(0);
    return byAccount;
  }

  async function paidBooking() {
    const { sam, olive, booking } = await acceptedBooking(ctx, 30, 3);
    expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
    const [money] = (await db().query(
      `SELECT total_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents, commission_cents, commission_gst_cents, sitter_payout_cents FROM bookings WHERE id = $1`,
      [booking.id],
    )) as BookingMoney[];
    return { sam, olive, booking, money: money! };
  }

  async function refundsSettled(bookingId: string) {
    await expect
      .poll(
        async () =>
          (await db().query(`SELECT count(*)::int AS n FROM payment_refunds WHERE booking_id = $1 AND status <> 'succeeded'`, [
            bookingId,
          ])) as { n: number }[],
      )
      .toEqual([{ n: 0 }]);
  }

  it('records a payment: cash in, the fee and commission to Pawpal with their GST, the rest owed to the sitter', async () => {
    const { booking, money } = await paidBooking();
    await expect(balances(booking.id)).resolves.toEqual({
      provider_cash: money.total_cents,
      booking_fee_revenue: -money.booking_fee_cents,
      commission_revenue: -money.commission_cents,
      gst_payable: -(money.booking_fee_gst_cents + money.commission_gst_cents),
      sitter_payable: -money.sitter_payout_cents,
    });
    // 3 nights at the fixture's $50: $150 + 5 % fee $7.50 + GST $0.75; commission 15 % $22.50 + GST $2.25.
    expect(money).toMatchObject({ total_cents: 15_825, sitter_payout_cents: 12_525 });
  });

  it('a sitter’s cancellation refunds everything: every account of the booking returns to zero', async () => {
    const { sam, booking } = await paidBooking();
    expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    await refundsSettled(booking.id);
    const after = await balances(booking.id);
    for (const [account, cents] of Object.entries(after)) expect(cents, account).toBe(0);
  });

  it('a partial refund takes each party’s share back in proportion and still balances', async () => {
    const { booking, money } = await paidBooking();
    const half = Math.floor(money.total_cents / 2);
    // What an admin's cancel with a partial refund records (admin/ tests the route itself).
    await db().transaction((manager) => ctx.pawpal.app.get(LedgerService).recordRefundOwed(manager, booking.id, half));
    const after = await balances(booking.id);
    expect(after.owner_refund_payable).toBe(-half);
    expect(after.provider_cash).toBe(money.total_cents);
    // The sitter gives back half of their net share, rounded to the cent.
    expect(Math.abs(after.sitter_payable! + money.sitter_payout_cents / 2)).toBeLessThanOrEqual(1);
  });

  it('money arriving for a cancelled booking is owed back in full, then returned', async () => {
    const { olive, booking } = await acceptedBooking(ctx, 30, 2);
    expect((await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    await ctx.pawpal.app.get(PaymentEventsService).process(
      'sandbox',
      paymentEventOfStripe({
        id: `evt_late_${booking.id}`,
        type: 'payment_intent.succeeded',
        data: { object: { id: `pi_late_${booking.id}`, amount: booking.price.totalCents, metadata: { bookingId: booking.id } } },
      }),
    );
    await refundsSettled(booking.id);
    await expect(balances(booking.id)).resolves.toEqual({ provider_cash: 0, owner_refund_payable: 0 });
  });

  it('the demo seed puts every paid demo booking in the ledger, dated when it was paid, balanced', async () => {
    const [{ paid, charged, misdated, unbalanced }] = (await db().query(
      `WITH seeded AS (SELECT id, paid_at FROM bookings WHERE paid_at IS NOT NULL AND payment_intent_id LIKE 'pi_sandbox_seed_%')
       SELECT (SELECT count(*) FROM seeded)::int AS paid,
              (SELECT count(DISTINCT l.booking_id) FROM ledger_entries l JOIN seeded b ON b.id = l.booking_id WHERE l.kind = 'charge')::int AS charged,
              (SELECT count(*) FROM ledger_entries l JOIN seeded b ON b.id = l.booking_id WHERE l.kind = 'charge' AND l.created_at <> b.paid_at)::int AS misdated,
              (SELECT count(*) FROM (SELECT booking_id FROM ledger_entries GROUP BY booking_id HAVING sum(amount_cents) <> 0) x)::int AS unbalanced`,
    )) as [{ paid: number; charged: number; misdated: number; unbalanced: number }];
    expect(paid).toBeGreaterThan(10);
    expect(charged).toBe(paid);
    expect(misdated).toBe(0);
    expect(unbalanced).toBe(0);
  });

  it('the database refuses an unbalanced movement at commit, and any UPDATE or DELETE', async () => {
    const { booking } = await paidBooking();
    const unbalanced = db().transaction(async (manager) => {
      await manager.query(
        `INSERT INTO ledger_entries (txn_id, kind, booking_id, account, line, amount_cents, created_at) VALUES (gen_random_uuid(), 'charge', $1, 'provider_cash', 'total', 100, now())`,
        [booking.id],
      );
    });
    await expect(unbalanced).rejects.toThrow(/does not balance/);
    await expect(
      db().query(`UPDATE ledger_entries SET amount_cents = amount_cents + 1 WHERE booking_id = $1`, [booking.id]),
    ).rejects.toThrow(/append-only/);
    await expect(db().query(`DELETE FROM ledger_entries WHERE booking_id = $1`, [booking.id])).rejects.toThrow(/append-only/);
    await balances(booking.id);
  });
});
