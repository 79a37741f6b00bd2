/**
 * Pawpal's fee, GST and cancellation rules. Rates are basis points (1 bp = 0.01 %) so every
 * calculation stays in integers; amounts are integer cents of AUD.
 */

/** 10,000 basis points = 100 %. */
export const BPS_PER_UNIT = 10_000;

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

/** Milliseconds in one cancellation "day": an absolute 24 h, not a calendar day. */
export const CANCELLATION_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Full refund until `fullRefundDaysBefore` × 24 h before the booking starts (cut-off inclusive:
 * cancelling exactly at the cut-off still refunds in full). Being instant-based, the rule does
 * not depend on the owner's or sitter's time zone; across a daylight-saving change the cut-off
 * is 24 h before, which is one hour off the same wall-clock time the day before.
 */
export const CANCELLATION_POLICIES = Object.freeze({
  flexible: Object.freeze({ fullRefundDaysBefore: 1 }),
  moderate: Object.freeze({ fullRefundDaysBefore: 7 }),
  strict: Object.freeze({ fullRefundDaysBefore: 14 }),
});

export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;
export const CANCELLATION_POLICY_NAMES = Object.keys(CANCELLATION_POLICIES) as CancellationPolicy[];

/** After the cut-off (including after the start) the owner gets half of what they paid back. */
export const LATE_CANCELLATION_REFUND_BPS = 5_000;
export const LATE_CANCELLATION_REFUND_FRACTION = LATE_CANCELLATION_REFUND_BPS / BPS_PER_UNIT;
