/**
 * Pawpal's fee and GST rules, which only the API applies. Rates are basis points (1 bp = 0.01 %,
 * BPS_PER_UNIT in @pawpal/contract) so every calculation stays in integers; amounts are integer
 * cents of AUD. The cancellation policies and the refund rule live in @pawpal/contract.
 */

/** Owner booking fee: 5 % of the subtotal, before GST. */
export const BOOKING_FEE_RATE_BPS = 500;
/** The booking fee (before GST) never exceeds $25; the owner pays at most $27.50 with GST. */
export const BOOKING_FEE_CAP_CENTS = 2_500;
/** Sitter commission: 15 % of the subtotal, before GST. */
export const SITTER_COMMISSION_RATE_BPS = 1_500;
/** Australian GST, charged on Pawpal's own fees only (the sitter's service is not Pawpal's supply). */
export const GST_RATE_BPS = 1_000;

/** Fee settings; the config loader maps environment variables onto this shape. */
export interface MoneyConfig {
  /** Owner booking fee rate on the subtotal, basis points (default 500 = 5 %). */
  readonly bookingFeeRateBps: number;
  /** Cap on the owner booking fee before GST, cents (default 2,500 = $25). */
  readonly bookingFeeCapCents: number;
  /** Sitter commission rate on the subtotal, basis points (default 1,500 = 15 %). */
  readonly sitterCommissionRateBps: number;
  /** GST rate on Pawpal's fees, basis points (default 1,000 = 10 %). */
  readonly gstRateBps: number;
}

export const DEFAULT_MONEY_CONFIG: MoneyConfig = Object.freeze({
  bookingFeeRateBps: BOOKING_FEE_RATE_BPS,
  bookingFeeCapCents: BOOKING_FEE_CAP_CENTS,
  sitterCommissionRateBps: SITTER_COMMISSION_RATE_BPS,
  gstRateBps: GST_RATE_BPS,
});
