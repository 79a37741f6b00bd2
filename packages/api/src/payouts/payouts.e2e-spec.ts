import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { call, owner, sitter } from '../../test/booking-fixtures.js';

const ACCOUNT = { accountName: 'Sam Sitter', bsb: '110000', accountNumber: '000123456' };
const TAX = {
  legalName: 'Samantha Sitter',
  dateOfBirth: '1990-06-30',
  address: { line1: '1 George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  abn: '51 824 753 556',
  gstRegistered: false,
};

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describeEachDatabase('payouts: account and tax details', (ctx) => {
  it('keeps the bank account masked: BSB 110-000, account ••••3456, never the full number', async () => {
    const sam = await sitter(ctx);
    const saved = await call(ctx, sam, 'PUT', '/api/payouts/account', ACCOUNT);
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      accountName: 'Sam Sitter',
      bsb: '110-000',
      accountNumberLast4: '3456',
      display: 'BSB 110-000, account ••••3456',
      provider: 'sandbox',
    });
    expect(JSON.stringify(body)).not.toContain('123456');
    await expect((await call(ctx, sam, 'GET', '/api/payouts/account')).json()).resolves.toMatchObject({
      display: 'BSB 110-000, account ••••3456',
    });

    // Nowhere in Pawpal's tables nor the sandbox's stand-in is the full number stored.
    const db = ctx.pawpal.database.dataSource;
    const rows = JSON.stringify([
      ...((await db.query(`SELECT * FROM payout_accounts`)) as unknown[]),
      ...((await db.query(`SELECT * FROM sandbox_bank_accounts`)) as unknown[]),
    ]);
    expect(rows).not.toContain('000123456');
    expect(rows).not.toContain('123456');
  });

  it('replaces the account, and the sandbox remembers which of Stripe’s test accounts fail payouts', async () => {
    const sam = await sitter(ctx);
    await call(ctx, sam, 'PUT', '/api/payouts/account', ACCOUNT);
    const replaced = await call(ctx, sam, 'PUT', '/api/payouts/account', {
      accountName: 'Sam S',
      bsb: '110-000',
      accountNumber: '000111111',
    });
    await expect(replaced.json()).resolves.toMatchObject({ display: 'BSB 110-000, account ••••1111', accountName: 'Sam S' });
    const db = ctx.pawpal.database.dataSource;
    const [row] = (await db.query(
      `SELECT s.payout_outcome FROM payout_accounts p JOIN sandbox_bank_accounts s ON s.ref = p.provider_ref WHERE p.user_id = $1`,
      [sam.id],
    )) as { payout_outcome: string }[];
    expect(row?.payout_outcome).toBe('no_account');
  });

  it('refuses a malformed BSB or account number with a clear 400, and writes nothing', async () => {
    const sam = await sitter(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ACCOUNT, bsb: '11000' }, 'BSB must be six digits, like 110-000'],
      [{ ...ACCOUNT, bsb: '110-00a' }, 'BSB must be six digits, like 110-000'],
      [{ ...ACCOUNT, accountNumber: '1234' }, 'Account number must be 5 to 9 digits'],
      [{ ...ACCOUNT, accountNumber: '1234567890' }, 'Account number must be 5 to 9 digits'],
      [{ ...ACCOUNT, accountName: '   ' }, 'Account name is required'],
      [{ bsb: '110000' }, 'Account name is required'],
      [{ ...ACCOUNT, accountNumber: 123456 }, 'Account number must be text, like 000123456'],
    ];
    for (const [body, message] of cases) {
      const response = await call(ctx, sam, 'PUT', '/api/payouts/account', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response)).toContain(message);
    }
    expect((await call(ctx, sam, 'GET', '/api/payouts/account')).status).toBe(404);
  });

  it('takes tax details with a checksum-valid ABN, and says what still stops payouts', async () => {
    const sam = await sitter(ctx);
    await expect((await call(ctx, sam, 'GET', '/api/payouts/setup')).json()).resolves.toEqual({
      account: null,
      taxDetails: null,
      ready: false,
      missing: ['Add the bank account your earnings are paid into', 'Add your tax details (legal name, date of birth, address)'],
      provider: 'sandbox', // the bank account goes through PUT /api/payouts/account, not Stripe's onboarding
      accountSetup: 'manual',
    });
    const saved = await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX);
    expect(saved.status).toBe(200);
    await expect(saved.json()).resolves.toMatchObject({
      legalName: 'Samantha Sitter',
      dateOfBirth: '1990-06-30',
      abn: '51 824 753 556',
      gstRegistered: false,
      address: { state: 'NSW', postcode: '2000', line2: null },
    });
    await call(ctx, sam, 'PUT', '/api/payouts/account', ACCOUNT);
    await expect((await call(ctx, sam, 'GET', '/api/payouts/setup')).json()).resolves.toMatchObject({ ready: true, missing: [] });
  });

  it('refuses an invalid ABN, GST without an ABN, a minor, a future birth date and a bad address', async () => {
    const sam = await sitter(ctx);
    const thisYear = new Date().getUTCFullYear();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...TAX, abn: '51 824 753 557' }, 'ABN is not valid: check its 11 digits'],
      [{ ...TAX, abn: null, gstRegistered: true }, 'Add your ABN: a business registered for GST has one'],
      [{ ...TAX, dateOfBirth: `${thisYear - 17}-01-01` }, 'You must be at least 18 to be paid through Pawpal'],
      [{ ...TAX, dateOfBirth: `${thisYear + 1}-01-01` }, 'Date of birth cannot be in the future'],
      [{ ...TAX, dateOfBirth: '1990-02-30' }, 'Date of birth must be a date like 1990-06-30'],
      [{ ...TAX, address: { ...TAX.address, state: 'XX' } }, 'State must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT'],
      [{ ...TAX, address: { ...TAX.address, postcode: '200' } }, 'Postcode must be four digits'],
      [{ ...TAX, address: 'somewhere' }, 'Address must be an object'],
      [{ ...TAX, gstRegistered: 'no' }, 'Say whether you are registered for GST (true or false)'],
    ];
    for (const [body, message] of cases) {
      const response = await call(ctx, sam, 'PUT', '/api/payouts/tax-details', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response)).toContain(message);
    }
    expect((await call(ctx, sam, 'GET', '/api/payouts/tax-details')).status).toBe(404);
  });

  it('is for signed-in sitters only: 401 signed out, 403 for an owner', async () => {
    expect((await call(ctx, undefined, 'GET', '/api/payouts/setup')).status).toBe(401);
    expect((await call(ctx, undefined, 'PUT', '/api/payouts/account', ACCOUNT)).status).toBe(401);
    const olive = await owner(ctx);
    const refused = await call(ctx, olive, 'PUT', '/api/payouts/account', ACCOUNT);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe('Only sitters can set up payouts: create your sitter profile first');
    expect((await call(ctx, olive, 'PUT', '/api/payouts/tax-details', TAX)).status).toBe(403);
    expect((await call(ctx, olive, 'GET', '/api/payouts/setup')).status).toBe(403);
  });

  it('previews what a sitter receives of a price: $65.00 less $9.75 commission and $0.98 GST on it is $54.27', async () => {
    const olive = await owner(ctx);
    const preview = await call(ctx, olive, 'GET', '/api/payouts/earnings?priceCents=6500');
    expect(preview.status).toBe(200);
    await expect(preview.json()).resolves.toEqual({
      priceCents: 6_500,
      commissionCents: 975,
      commissionGstCents: 98,
      sitterReceivesCents: 5_427,
    });
    for (const bad of ['99', '200001', 'abc', '65.5', '']) {
      const response = await call(ctx, olive, 'GET', `/api/payouts/earnings?priceCents=${bad}`);
      expect(response.status, bad).toBe(400);
      await expect(response.json()).resolves.toMatchObject({ message: 'priceCents must be a whole number of cents from 100 to 200000' });
    }
    expect((await call(ctx, undefined, 'GET', '/api/payouts/earnings?priceCents=6500')).status).toBe(401);
  });
});
