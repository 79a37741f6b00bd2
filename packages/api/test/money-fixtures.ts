// Money-out helpers shared by the payouts, payout-recovery and referrals suites: the
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
  balance: { pendingCents: number; availableCents: number; failedCents: number; paidCents: number; owedCents: number };
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
  expect(
    rows.reduce((sum, row) => sum + row.cents, 0),
    'the booking balances',
  ).toBe(0);
  return Object.fromEntries(rows.filter((row) => row.cents !== 0).map((row) => [row.account, row.cents]));
}

/** The booking's rows of movements of `kind`, summed by account and line, ordered by account and line. */
export async function ledgerLinesOf(
  ctx: TestContext,
  bookingId: string,
  kind: string,
): Promise<{ account: string; line: string; cents: number }[]> {
  return (await ctx.pawpal.database.dataSource.query(
    `SELECT account, line, sum(amount_cents)::int AS cents FROM ledger_entries WHERE booking_id = $1 AND kind = $2 GROUP BY account, line ORDER BY account, line`,
    [bookingId, kind],
  )) as { account: string; line: string; cents: number }[];
}

/** How many ledger rows movements of `kind` wrote for the booking. */
export async function ledgerRowCount(ctx: TestContext, bookingId: string, kind: string): Promise<number> {
  const [row] = (await ctx.pawpal.database.dataSource.query(
    `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = $2 AND booking_id = $1`,
    [bookingId, kind],
  )) as [{ n: number }];
  return row.n;
}

/** The bookings whose ledger rows do not sum to zero (none, in a correct ledger). */
export async function unbalancedBookings(ctx: TestContext): Promise<{ booking_id: string | null }[]> {
  return (await ctx.pawpal.database.dataSource.query(
    `SELECT booking_id FROM ledger_entries GROUP BY booking_id HAVING sum(amount_cents) <> 0`,
  )) as { booking_id: string | null }[];
}

/** What Pawpal owes the sitter over all their bookings, less what they owe back (their sitter_payable, credit positive). */
export async function sitterBalanceOf(ctx: TestContext, sitterId: string): Promise<number> {
  const [row] = (await ctx.pawpal.database.dataSource.query(
    `SELECT coalesce(-sum(amount_cents), 0)::int AS owed FROM ledger_entries WHERE account = 'sitter_payable' AND user_id = $1`,
    [sitterId],
  )) as [{ owed: number }];
  return row.owed;
}
