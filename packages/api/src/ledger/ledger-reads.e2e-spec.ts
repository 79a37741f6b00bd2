import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { acceptedBooking, call, PAY_CARD } from '../../test/booking-fixtures.js';
import { LedgerService } from './ledger.service.js';
import {
  ledgerTotals,
  providerCashHeld,
  recordedCharge,
  returnedPayoutCount,
  sellerSumsSql,
  sitterBookingSumsSql,
  sitterChargedBookings,
  sitterDebtCents,
  sitterMonthSums,
  sitterOwedSql,
  sitterSums,
} from './ledger-reads.js';

// Wide enough for any test clock: the sitter-scoped reads see only the new sitter's rows; the
// platform-wide sums are compared before and after, since the demo seed's payments are there too.
const FROM = '2000-01-01';
const TO = '2999-12-31';

describeEachDatabase('ledger reads: what sitters are owed and owe, and the sums statements show', (ctx) => {
  const db = () => ctx.pawpal.database.dataSource;
  const ledger = () => ctx.pawpal.app.get(LedgerService);

  /** 3 nights at the fixture's $50, paid: $150 + 5 % fee $7.50 + GST $0.75 = $158.25; commission 15 % $22.50 + GST $2.25. */
  async function paidBooking() {
    const { sam, olive, booking } = await acceptedBooking(ctx, 30, 3);
    expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
    return { sam, booking };
  }

  it('a paid stay: the sitter is owed the subtotal less commission and its GST, and every sum says so', async () => {
    const before = await ledgerTotals(db().manager, FROM, TO);
    const heldBefore = await providerCashHeld(db().manager, TO);
    const { sam, booking } = await paidBooking();
    const manager = db().manager;

    const [owed] = (await manager.query(`SELECT ${sitterOwedSql('$1', '$2')} AS cents`, [booking.id, sam.id])) as [{ cents: number }];
    expect(owed.cents).toBe(12_525);
    await expect(ledger().sitterPayable(manager, booking.id, sam.id)).resolves.toBe(12_525);
    await expect(sitterDebtCents(manager, sam.id)).resolves.toBe(0);
    await expect(recordedCharge(manager, booking.id)).resolves.toEqual({
      totalCents: 15_825,
      bookingFeeCents: 750,
      bookingFeeGstCents: 75,
      refundedGstCents: 0,
    });

    const months = await sitterMonthSums(manager, sam.id, FROM, TO);
    expect(months).toEqual([
      { month: expect.stringMatching(/^\d{4}-\d{2}$/), gross: 15_000, refunds: 0, commission: 2_250, commission_gst: 225, payouts: 0 },
    ]);
    await expect(sitterSums(manager, sam.id, FROM, TO)).resolves.toEqual({
      gross: 15_000,
      refunds: 0,
      commission: 2_250,
      commission_gst: 225,
    });
    await expect(sitterChargedBookings(manager, sam.id, FROM, TO)).resolves.toBe(1);
    await expect(manager.query(`SELECT * FROM ${sitterBookingSumsSql('$1', '$2', '$3')} s`, [sam.id, FROM, TO])).resolves.toEqual([
      { booking_id: booking.id, gross: 15_000, refunds: 0, commission: 2_250, commission_gst: 225 },
    ]);
    await expect(manager.query(`SELECT * FROM ${sellerSumsSql('$1', '$2')} s WHERE s.user_id = $3`, [FROM, TO, sam.id])).resolves.toEqual([
      { user_id: sam.id, bookings: 1, gross: 15_000, refunds: 0, commission: 2_250, commission_gst: 225 },
    ]);
    // Nothing outside the sitter's days counts.
    await expect(sitterSums(manager, sam.id, '2000-01-01', '2000-12-31')).resolves.toEqual({
      gross: 0,
      refunds: 0,
      commission: 0,
      commission_gst: 0,
    });

    const after = await ledgerTotals(db().manager, FROM, TO);
    expect({
      grossCents: after.grossCents - before.grossCents,
      bookingFeesCents: after.bookingFeesCents - before.bookingFeesCents,
      commissionsCents: after.commissionsCents - before.commissionsCents,
      gstCents: after.gstCents - before.gstCents,
      refundsCents: after.refundsCents - before.refundsCents,
      payoutsCents: after.payoutsCents - before.payoutsCents,
      referralCostCents: after.referralCostCents - before.referralCostCents,
    }).toEqual({
      grossCents: 15_825,
      bookingFeesCents: 750,
      commissionsCents: 2_250,
      gstCents: 300,
      refundsCents: 0,
      payoutsCents: 0,
      referralCostCents: 0,
    });
    expect((await providerCashHeld(db().manager, TO)) - heldBefore).toBe(15_825);
  });

  it('a full refund after the payout: the sitter owes their share back until a returned payout clears it', async () => {
    const { sam, booking } = await paidBooking();
    await db().transaction(async (manager) => {
      await ledger().recordPayout(manager, booking.id, sam.id, 12_525);
      await ledger().recordRefundOwed(manager, booking.id, 15_825);
    });
    const manager = db().manager;
    await expect(ledger().sitterPayable(manager, booking.id, sam.id)).resolves.toBe(-12_525);
    await expect(ledger().sitterDebts(manager, sam.id)).resolves.toEqual([{ bookingId: booking.id, cents: 12_525 }]);
    await expect(sitterDebtCents(manager, sam.id)).resolves.toBe(12_525);
    await expect(recordedCharge(manager, booking.id)).resolves.toEqual({
      totalCents: 15_825,
      bookingFeeCents: 750,
      bookingFeeGstCents: 75,
      refundedGstCents: 75,
    });
    await expect(sitterSums(manager, sam.id, FROM, TO)).resolves.toEqual({
      gross: 15_000,
      refunds: 15_000,
      commission: 0,
      commission_gst: 0,
    });
    const [month] = await sitterMonthSums(manager, sam.id, FROM, TO);
    // No payout of this booking arrived (there is none in `payouts`): nothing counts as paid out.
    expect(month).toMatchObject({ payouts: 0 });
    await expect(returnedPayoutCount(manager, booking.id)).resolves.toBe(0);

    await db().transaction((inner) => ledger().recordPayoutFailed(inner, booking.id, sam.id, 12_525));
    await expect(returnedPayoutCount(manager, booking.id)).resolves.toBe(1);
    await expect(sitterDebtCents(manager, sam.id)).resolves.toBe(0);
    await expect(ledger().sitterPayable(manager, booking.id, sam.id)).resolves.toBe(0);
  });

  it('a booking without a charge has no recorded charge', async () => {
    const { booking } = await acceptedBooking(ctx, 40, 1);
    await expect(recordedCharge(db().manager, booking.id)).resolves.toBeUndefined();
  });
});
