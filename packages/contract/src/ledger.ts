/**
 * The ledger: every money movement as append-only, double-entry rows in integer cents.
 * Debits are positive, credits negative; each transaction's rows sum to zero, so every booking's
 * rows do too.
 */

/**
 * - `provider_cash`: money held at the payment provider (charges in; refunds and payouts out).
 * - `booking_fee_revenue`, `commission_revenue`: Pawpal's income (credits).
 * - `gst_payable`: GST on the booking fee and on the commission, owed to the ATO.
 * - `sitter_payable`: what Pawpal owes a sitter (per sitter).
 * - `owner_refund_payable`: refunds owed to an owner until the provider has returned them (per owner).
 * - `referral_cost`: what the referral program costs Pawpal (debits: friends' discounts, members' credits).
 * - `referral_credit`: credit Pawpal owes a member for their next bookings, never cash (per member).
 * - `sitter_recovery`: a sitter's debt from a refund after their payout, moved to the booking whose
 *   payout recovers it (per sitter; sums to zero once recovered).
 */
export const LEDGER_ACCOUNTS = [
  'provider_cash',
  'booking_fee_revenue',
  'commission_revenue',
  'gst_payable',
  'sitter_payable',
  'owner_refund_payable',
  'referral_cost',
  'referral_credit',
  'sitter_recovery',
  'platform_guarantee',
] as const;
/** One of LEDGER_ACCOUNTS. */
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * - `charge`: an owner paid for a booking (fee, its GST, the sitter's share, commission and its GST);
 * - `unapplied_charge`: money arrived for a booking that could no longer be paid, owed back in full;
 * - `refund`: a cancellation's refund, taken back from each party in proportion, owed to the owner;
 * - `refund_paid`: the provider returned a refund to the owner;
 * - `payout`: a sitter's payout was sent; `payout_failed`: it came back, owed to the sitter again;
 * - `payout_recovery`: what a sitter owes after a refund following their payout is taken from
 *   another booking's payout (one movement on each booking, through `sitter_recovery`);
 * - `referral_credit`: a member earned a credit (their friend's first stay completed);
 * - `referral_credit_reversed`: that stay was refunded; `referral_credit_expired`: 12 months passed unused;
 * - `vet_claim`: a vet expense the sitter paid during the stay, charged to the owner's saved card
 *   and owed to the sitter in full (no commission, no fee);
 * - `standby_takeover`: a standby sitter took over a booking: the first sitter's share is reversed,
 *   the standby's (at their own price) owed instead, and the difference paid by Pawpal from
 *   `platform_guarantee` (docs/standby.md).
 * A charge that used a referral discount or credit carries its `referral_discount` / `referral_credit` lines.
 */
export const LEDGER_KINDS = [
  'charge',
  'unapplied_charge',
  'refund',
  'refund_paid',
  'payout',
  'payout_failed',
  'payout_recovery',
  'referral_credit',
  'referral_credit_reversed',
  'referral_credit_expired',
  'vet_claim',
  'standby_takeover',
] as const;
/** One of LEDGER_KINDS. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Which line of a price a ledger row is: what statements and receipts group by. */
export const LEDGER_LINES = [
  'total',
  'subtotal',
  'booking_fee',
  'booking_fee_gst',
  'commission',
  'commission_gst',
  'refund',
  'payout',
  'referral_discount',
  'referral_credit',
  'recovery',
  'vet_claim',
  'standby_topup',
] as const;
/** One of LEDGER_LINES. */
export type LedgerLine = (typeof LEDGER_LINES)[number];
