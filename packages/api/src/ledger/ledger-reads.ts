import { TAX_TIME_ZONE } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';

/**
 * Every read of `ledger_entries` outside its writer (LedgerService): what a sitter is owed or owes,
 * a booking's recorded charge, and the sums that statements, the admin finance view and the ATO
 * seller report show. Anything that needs these asks here instead of summing the table itself, so
 * payouts, receipts and statements cannot disagree. Functions take the caller's EntityManager (a
 * read inside a transaction sees its own movements and keeps its locks); fragments take the SQL
 * expressions or `$n` placeholders to compare with, as sitters/listing.ts does. Days are calendar
 * days in TAX_TIME_ZONE, inclusive.
 */

type Reader = Pick<EntityManager, 'query'>;

/** SQL expression (integer cents): what Pawpal owes sitter `sitter` for booking `booking` now (the charge less commission, refunds and payouts). */
export function sitterOwedSql(booking: string, sitter: string): string {
  return `(SELECT coalesce(-sum(l.amount_cents), 0)::int FROM ledger_entries l WHERE l.booking_id = ${booking} AND l.account = 'sitter_payable' AND l.user_id = ${sitter})`;
}

/** SQL rows (booking_id, cents, since): the bookings on which sitter `sitter` owes Pawpal (a refund after its payout), with what they owe and since when. */
export function sitterDebtsSql(sitter: string): string {
  return `SELECT booking_id, sum(amount_cents) AS cents, min(created_at) AS since FROM ledger_entries
           WHERE account = 'sitter_payable' AND user_id = ${sitter} GROUP BY booking_id HAVING sum(amount_cents) > 0`;
}

/** What the sitter owes Pawpal in all (refunds after a payout), repaid from their next payouts. */
export async function sitterDebtCents(manager: Reader, sitterId: string): Promise<number> {
  const [row] = (await manager.query(`SELECT coalesce(sum(cents), 0)::int AS cents FROM (${sitterDebtsSql('$1')}) debts`, [sitterId])) as [
    { cents: number },
  ];
  return row.cents;
}

/** How many times the booking's payout came back to Pawpal (a bank's return, a reversed transfer): each reversal's number follows it. */
export async function returnedPayoutCount(manager: Reader, bookingId: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT count(*)::int AS count FROM ledger_entries WHERE booking_id = $1 AND kind = 'payout_failed' AND account = 'sitter_payable'`,
    [bookingId],
  )) as [{ count: number }];
  return row.count;
}

/** A booking's charge as the ledger recorded it, and the booking fee's GST its refunds gave back. */
export interface RecordedCharge {
  totalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  refundedGstCents: number;
}

/** The booking's recorded charge (what its tax invoice shows); undefined when the ledger has no charge for it. */
export async function recordedCharge(manager: Reader, bookingId: string): Promise<RecordedCharge | undefined> {
  const rows = (await manager.query(
    `SELECT kind, account, line, sum(amount_cents)::int AS cents FROM ledger_entries
      WHERE booking_id = $1 AND kind IN ('charge', 'refund') AND account IN ('provider_cash', 'booking_fee_revenue', 'gst_payable')
      GROUP BY kind, account, line`,
    [bookingId],
  )) as { kind: string; account: string; line: string; cents: number }[];
  const cents = (kind: string, account: string, line: string) =>
    rows.find((row) => row.kind === kind && row.account === account && row.line === line)?.cents ?? 0;
  const totalCents = cents('charge', 'provider_cash', 'total');
  if (totalCents === 0) return undefined;
  return {
    totalCents,
    bookingFeeCents: -cents('charge', 'booking_fee_revenue', 'booking_fee'),
    bookingFeeGstCents: -cents('charge', 'gst_payable', 'booking_fee_gst'),
    refundedGstCents: cents('refund', 'gst_payable', 'booking_fee_gst'),
  };
}

/** A sitter's price lines over a period, integer cents: gross charged, refunded, commission and its GST taken. */
export interface SitterLineSums {
  gross: number;
  refunds: number;
  commission: number;
  commission_gst: number;
}

/** One month (YYYY-MM) of a sitter's statement: the price lines and what was paid out to them (payouts that arrived). */
export interface SitterMonthSums extends SitterLineSums {
  month: string;
  payouts: number;
}

/** The SitterLineSums columns over the sitter_payable rows `l`. */
const SITTER_SUMS = `
  coalesce(-sum(l.amount_cents) FILTER (WHERE l.line = 'subtotal' AND l.kind = 'charge'), 0)::int AS gross,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'subtotal' AND l.kind = 'refund'), 0)::int AS refunds,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'commission'), 0)::int AS commission,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'commission_gst'), 0)::int AS commission_gst`;
/** The lines of a sitter's price (the rest of sitter_payable is payouts and recoveries). */
const PRICE_LINES = `l.line IN ('subtotal', 'commission', 'commission_gst')`;

/**
 * SQL condition: row `l` is a movement of a payout that arrived (sent, and any part sent back),
 * dated when it was sent. The one rule for "paid out": the payouts card's paid figure, the tax
 * statement's "paid to your bank account" and admin finance's payouts. Money in transit, or refused
 * by the bank and waiting for a new account, is not paid out (docs/payments.md, "Payout statuses").
 */
const PAID_OUT = `l.line = 'payout' AND EXISTS (SELECT 1 FROM payouts p WHERE p.booking_id = l.booking_id AND p.status = 'paid')`;

/** What the sitter has been paid out in all (see PAID_OUT). */
export async function sitterPaidOutCents(manager: Reader, sitterId: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT coalesce(sum(l.amount_cents), 0)::int AS cents FROM ledger_entries l WHERE l.account = 'sitter_payable' AND l.user_id = $1 AND ${PAID_OUT}`,
    [sitterId],
  )) as [{ cents: number }];
  return row.cents;
}

/** SQL condition: row `l` was written on a day from `from` to `to`. */
function inDaysSql(from: string, to: string): string {
  return `(l.created_at AT TIME ZONE '${TAX_TIME_ZONE}')::date BETWEEN ${from}::date AND ${to}::date`;
}

/** SQL condition: row `l` is sitter `sitter`'s sitter_payable, written on a day from `from` to `to`. */
function sitterInDaysSql(sitter: string, from: string, to: string): string {
  return `l.account = 'sitter_payable' AND l.user_id = ${sitter} AND ${inDaysSql(from, to)}`;
}

/** The sitter's price lines and payouts by month, for the months of `from`..`to` that have any (in no order). */
export async function sitterMonthSums(manager: Reader, sitterId: string, from: string, to: string): Promise<SitterMonthSums[]> {
  return (await manager.query(
    `SELECT to_char(l.created_at AT TIME ZONE '${TAX_TIME_ZONE}', 'YYYY-MM') AS month, ${SITTER_SUMS},
            coalesce(sum(l.amount_cents) FILTER (WHERE ${PAID_OUT}), 0)::int AS payouts
       FROM ledger_entries l WHERE ${sitterInDaysSql('$1', '$2', '$3')} GROUP BY 1`,
    [sitterId, from, to],
  )) as SitterMonthSums[];
}

/** How many of the sitter's bookings were charged from `from` to `to`. */
export async function sitterChargedBookings(manager: Reader, sitterId: string, from: string, to: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT count(DISTINCT l.booking_id)::int AS bookings FROM ledger_entries l WHERE ${sitterInDaysSql('$1', '$2', '$3')} AND l.kind = 'charge'`,
    [sitterId, from, to],
  )) as [{ bookings: number }];
  return row.bookings;
}

/** The sitter's price lines from `from` to `to`. */
export async function sitterSums(manager: Reader, sitterId: string, from: string, to: string): Promise<SitterLineSums> {
  const [row] = (await manager.query(`SELECT ${SITTER_SUMS} FROM ledger_entries l WHERE ${sitterInDaysSql('$1', '$2', '$3')}`, [
    sitterId,
    from,
    to,
  ])) as [SitterLineSums];
  return row;
}

/** SQL table (booking_id and the SitterLineSums columns): sitter `sitter`'s price lines per booking, from `from` to `to`; to join with the bookings. */
export function sitterBookingSumsSql(sitter: string, from: string, to: string): string {
  return `(SELECT l.booking_id, ${SITTER_SUMS} FROM ledger_entries l WHERE ${sitterInDaysSql(sitter, from, to)} AND ${PRICE_LINES} GROUP BY l.booking_id)`;
}

/** SQL table (user_id, bookings charged and the SitterLineSums columns): every sitter's price lines from `from` to `to`; to join with who they are. */
export function sellerSumsSql(from: string, to: string): string {
  return `(SELECT l.user_id, count(DISTINCT l.booking_id) FILTER (WHERE l.kind = 'charge')::int AS bookings, ${SITTER_SUMS}
             FROM ledger_entries l WHERE l.account = 'sitter_payable' AND ${PRICE_LINES} AND ${inDaysSql(from, to)} GROUP BY l.user_id)`;
}

/** The platform's money in a period, integer cents (see FinanceSummary). */
export interface LedgerTotals {
  grossCents: number;
  bookingFeesCents: number;
  commissionsCents: number;
  gstCents: number;
  refundsCents: number;
  payoutsCents: number;
  referralCostCents: number;
  standbyGuaranteeCents: number;
}

/** Sums of every movement from `from` to `to`. */
export async function ledgerTotals(manager: Reader, from: string, to: string): Promise<LedgerTotals> {
  const [row] = (await manager.query(
    `SELECT
       -- The whole price of what was booked: what owners paid plus what Pawpal paid for them (referral discounts and credits).
       coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'charge' AND l.account IN ('provider_cash', 'referral_cost', 'referral_credit')), 0)::bigint AS gross,
       coalesce(-sum(l.amount_cents) FILTER (WHERE l.account = 'booking_fee_revenue'), 0)::bigint AS fees,
       coalesce(-sum(l.amount_cents) FILTER (WHERE l.account = 'commission_revenue'), 0)::bigint AS commissions,
       coalesce(-sum(l.amount_cents) FILTER (WHERE l.account = 'gst_payable'), 0)::bigint AS gst,
       coalesce(-sum(l.amount_cents) FILTER (WHERE l.kind IN ('refund', 'unapplied_charge') AND l.account = 'owner_refund_payable'), 0)::bigint AS refunds,
       coalesce(-sum(l.amount_cents) FILTER (WHERE l.account = 'provider_cash' AND ${PAID_OUT}), 0)::bigint AS payouts,
       coalesce(sum(l.amount_cents) FILTER (WHERE l.account = 'referral_cost'), 0)::bigint AS referral_cost,
       coalesce(sum(l.amount_cents) FILTER (WHERE l.account = 'platform_guarantee'), 0)::bigint AS guarantee
     FROM ledger_entries l WHERE ${inDaysSql('$1', '$2')}`,
    [from, to],
  )) as {
    gross: string;
    fees: string;
    commissions: string;
    gst: string;
    refunds: string;
    payouts: string;
    referral_cost: string;
    guarantee: string;
  }[];
  return {
    grossCents: Number(row!.gross),
    bookingFeesCents: Number(row!.fees),
    commissionsCents: Number(row!.commissions),
    gstCents: Number(row!.gst),
    refundsCents: Number(row!.refunds),
    payoutsCents: Number(row!.payouts),
    referralCostCents: Number(row!.referral_cost),
    standbyGuaranteeCents: Number(row!.guarantee),
  };
}

/** The money at the payment provider at the end of day `to`: every payment in, less every refund and payout out. */
export async function providerCashHeld(manager: Reader, to: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM ledger_entries l WHERE l.account = 'provider_cash' AND (l.created_at AT TIME ZONE '${TAX_TIME_ZONE}')::date <= $1::date`,
    [to],
  )) as { cents: string }[];
  return Number(row!.cents);
}
