import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { acceptedBooking, call, owner, PAY_CARD } from '../../test/booking-fixtures.js';
import { sitterBalanceOf } from '../../test/money-fixtures.js';
import { financialYearOf } from '@pawpal/contract';
import { csvField } from './tax.controller.js';

interface Statement {
  fy: string;
  from: string;
  to: string;
  grossCents: number;
  commissionCents: number;
  commissionGstCents: number;
  refundsCents: number;
  netCents: number;
  payoutsCents: number;
  bookings: number;
  months: { month: string; grossCents: number }[];
  gstWarning: boolean;
  turnover12MonthsCents: number;
}

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

describeEachDatabase('tax statement', (ctx) => {
  const fy = financialYearOf(sydneyToday());

  it('adds up this year’s paid stays from the ledger, net of a refund, and agrees with the ledger', async () => {
    const { sam, olive, booking } = await acceptedBooking(ctx, 30, 3);
    expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);

    const response = await call(ctx, sam, 'GET', `/api/tax/statement?fy=${fy}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const statement = (await response.json()) as Statement;
    // 3 nights at $50: $150 gross; commission 15 % $22.50 and its GST $2.25.
    expect(statement).toMatchObject({
      fy,
      grossCents: 15_000,
      commissionCents: 2_250,
      commissionGstCents: 225,
      refundsCents: 0,
      netCents: 12_525,
      payoutsCents: 0,
      bookings: 1,
      gstWarning: false,
    });
    expect(statement.from).toBe(`${fy.slice(0, 4)}-07-01`);
    expect(statement.months).toHaveLength(12);
    expect(statement.months[0]!.month).toBe(`${fy.slice(0, 4)}-07`);
    expect(statement.months.reduce((sum, month) => sum + month.grossCents, 0)).toBe(15_000);

    // The sitter cancels: the owner gets everything back.
    expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    const after = (await (await call(ctx, sam, 'GET', `/api/tax/statement?fy=${fy}`)).json()) as Statement;
    expect(after).toMatchObject({
      grossCents: 15_000,
      refundsCents: 15_000,
      commissionCents: 0,
      commissionGstCents: 0,
      netCents: 0,
      turnover12MonthsCents: 0,
    });
    // What the statement says the sitter is owed is what the ledger owes them.
    const owed = await sitterBalanceOf(ctx, sam.id);
    expect(owed).toBe(after.netCents - after.payoutsCents);
  });

  it('downloads the year as CSV, one row per booking', async () => {
    const { sam, olive, booking } = await acceptedBooking(ctx, 30, 2);
    expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
    const response = await call(ctx, sam, 'GET', `/api/tax/statement.csv?fy=${fy}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="pawpal-tax-statement-${fy}.csv"`);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Booking,Service,Start,End,Paid on,Gross,Refunded,Commission,GST on commission,Net');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${booking.id},Boarding,\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},${sydneyToday()},100\\.00,0\\.00,15\\.00,1\\.50,83\\.50$`,
      ),
    );
  });

  it('refuses a malformed or future year with a clear 400, and non-sitters with 403', async () => {
    const { sam } = await acceptedBooking(ctx, 30, 1);
    const start = Number(fy.slice(0, 4)) + 1;
    const future = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    const cases: [string, string][] = [
      [`/api/tax/statement?fy=${future}`, `The ${future} financial year has not started yet`],
      ['/api/tax/statement?fy=2026-28', 'fy must be a financial year like 2026-27'],
      ['/api/tax/statement', 'fy must be a financial year like 2026-27'],
      ['/api/tax/statement.csv?fy=abc', 'fy must be a financial year like 2026-27'],
    ];
    for (const [path, message] of cases) {
      const response = await call(ctx, sam, 'GET', path);
      expect(response.status, path).toBe(400);
      await expect(response.json()).resolves.toMatchObject({ message });
    }
    const olive = await owner(ctx);
    expect((await call(ctx, olive, 'GET', `/api/tax/statement?fy=${fy}`)).status).toBe(403);
    expect((await call(ctx, undefined, 'GET', `/api/tax/statement?fy=${fy}`)).status).toBe(401);
  });

  it('quotes CSV fields that need it and defuses formulas', () => {
    expect(csvField('Boarding')).toBe('Boarding');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
  });
});
