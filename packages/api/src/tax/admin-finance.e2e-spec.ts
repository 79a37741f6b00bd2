import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { acceptedBooking, call, owner, PAY_CARD } from '../../test/booking-fixtures.js';
import { makeAdmin } from '../../test/listing-fixtures.js';

const sydneyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

describeEachDatabase('admin finance and the ATO seller report', (ctx) => {
  async function admin() {
    const account = await owner(ctx, 'Alex');
    await makeAdmin(ctx, account.id);
    return account;
  }

  it('sums the period from the ledger: value, fees, commission, GST, refunds, money held', async () => {
    const boss = await admin();
    const today = sydneyToday();
    const before = (await (await call(ctx, boss, 'GET', `/api/admin/finance?from=${today}&to=${today}`)).json()) as Record<string, number>;
    const { sam, olive, booking } = await acceptedBooking(ctx, 30, 2);
    expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
    const response = await call(ctx, boss, 'GET', `/api/admin/finance?from=${today}&to=${today}`);
    expect(response.status).toBe(200);
    const after = (await response.json()) as Record<string, number>;
    const change = (key: string) => after[key]! - before[key]!;
    // 2 nights at $50: $100 + 5 % fee $5.00 + GST $0.50 = $105.50; commission $15.00 + GST $1.50.
    expect(change('grossBookingValueCents')).toBe(10_550);
    expect(change('bookingFeesCents')).toBe(500);
    expect(change('commissionsCents')).toBe(1_500);
    expect(change('gstCollectedCents')).toBe(200);
    expect(change('moneyHeldCents')).toBe(10_550);
    expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    const refunded = (await (await call(ctx, boss, 'GET', `/api/admin/finance?from=${today}&to=${today}`)).json()) as Record<
      string,
      number
    >;
    expect(refunded.refundsCents! - before.refundsCents!).toBe(10_550);
    expect(refunded.commissionsCents! - before.commissionsCents!).toBe(0);
    expect(refunded.moneyHeldCents! - before.moneyHeldCents!).toBe(0);
  });

  it('reports each seller of the half-year with their tax identity, and records the download', async () => {
    const boss = await admin();
    const { sam, olive, booking } = await acceptedBooking(ctx, 30, 2);
    expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
    const taxDetails = {
      legalName: 'Samantha Sitter',
      dateOfBirth: '1990-06-30',
      address: { line1: '1 George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
      abn: '51 824 753 556',
      gstRegistered: false,
    };
    expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', taxDetails)).status).toBe(200);
    const today = sydneyToday();
    const period = `${today.slice(0, 4)}-H${Number(today.slice(5, 7)) <= 6 ? 1 : 2}`;
    const response = await call(ctx, boss, 'GET', `/api/admin/tax/sellers.csv?period=${period}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="pawpal-sellers-${period}.csv"`);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Seller id,Email,Legal name,Date of birth,Address,ABN,GST registered,Transactions,Gross,Refunded,Commission,GST on commission',
    );
    const samLine = lines.find((line) => line.startsWith(sam.id));
    expect(samLine).toMatch(/,Samantha Sitter,1990-06-30,"1 George Street, Sydney, NSW 2000",51824753556,no,1,100\.00,0\.00,15\.00,1\.50$/);
    const [audit] = (await ctx.pawpal.database.dataSource.query(`SELECT action, target_id FROM audit_log WHERE admin_id = $1`, [
      boss.id,
    ])) as { action: string; target_id: string }[];
    expect(audit).toEqual({ action: 'tax_report.download', target_id: period });
  });

  it('refuses bad periods with a clear 400, and anyone but an admin', async () => {
    const boss = await admin();
    const cases: [string, string][] = [
      ['/api/admin/finance?from=2026-07-01', 'from and to must be dates like 2026-07-01'],
      ['/api/admin/finance?from=2026-07-01&to=2026-06-30', 'to must not be before from'],
      ['/api/admin/finance?from=2025-01-01&to=2026-06-30', 'The period can be at most 366 days'],
      [
        '/api/admin/tax/sellers.csv?period=2026-H3',
        'period must be a half-year like 2026-H2 (July to December) or 2027-H1 (January to June)',
      ],
    ];
    for (const [path, message] of cases) {
      const response = await call(ctx, boss, 'GET', path);
      expect(response.status, path).toBe(400);
      await expect(response.json()).resolves.toMatchObject({ message });
    }
    expect((await call(ctx, await owner(ctx), 'GET', '/api/admin/finance?from=2026-07-01&to=2026-07-31')).status).toBe(403);
    expect((await call(ctx, undefined, 'GET', '/api/admin/tax/sellers.csv?period=2026-H2')).status).toBe(401);
  });
});
