// Money-out helpers shared by the payouts, payout-recovery and referrals suites (issue 10): the
// sitter's tax details, their payouts, and a booking's ledger by account with the balance check.
// Not a suite itself (not named *.spec.ts).
import { expect } from 'vitest';
import { type Account, call } from './booking-fixtures.js';
import { type TestContext } from './harness.js';

/** Tax details that let payouts go (PUT /api/payouts/tax-details). */
export const TAX_DETAILS = {
  legalName: 'Samantha Sitter',
  dateOfBirth: '1990-06-30',
  address: { line1: '1 George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  gstRegistered: false,
};

export interface PayoutsBody {
  balance: { pendingCents: number; availableCents: number; paidCents: number; owedCents: number };
  payouts: {
    id: string;
    bookingId: string;
    amountCents: number;
    status: string;
    scheduledFor: string;
    paidAt?: string | null;
    failureReason?: string | null;
    note?: string | null;
    adjustmentCents: number;
  }[];
}

/** GET /api/payouts as the sitter (expects 200). */
export async function payoutsOf(ctx: TestContext, sitter: Account): Promise<PayoutsBody> {
  const response = await call(ctx, sitter, 'GET', '/api/payouts');
  expect(response.status).toBe(200);
  return (await response.json()) as PayoutsBody;
}

/** The booking's ledger summed by account (accounts at zero left out), after checking that all its rows sum to zero. */
export async function ledgerOf(ctx: TestContext, bookingId: string): Promise<Record<string, number>> {
  const rows = (await ctx.pawpal.database.dataSource.query(
    `SELECT account, sum(amount_cents)::int AS cents FROM ledger_entries WHERE booking_id = $1 GROUP BY account`,
    [bookingId],
  )) as { account: string; cents: number }[];
  expect(rows.reduce((sum, row) => sum + row.cents, 0), 'the booking balances').toBe(0);
  return Object.fromEntries(rows.filter((row) => row.cents !== 0).map((row) => [row.account, row.cents]));
}
