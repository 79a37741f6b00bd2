/*
 * Cancellation policies and the refund rule (the API's money module applies it when a booking is
 * cancelled; the app explains it). Amounts are integer cents of AUD, rates basis points.
 */

/** 10,000 basis points = 100 %. */
export const BPS_PER_UNIT = 10_000;

/** Milliseconds in one cancellation "day": an absolute 24 h, not a calendar day. */
export const CANCELLATION_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each policy's full-refund cut-off in days (of 24 h) before the start, inclusive: cancelling
 * exactly at the cut-off still refunds in full. Being instant-based, the rule does not depend on
 * the owner's or the sitter's time zone; across a daylight-saving change the cut-off is still
 * 24 h per day before the start, one hour off the same wall-clock time.
 */
export const CANCELLATION_POLICIES = Object.freeze({
  flexible: Object.freeze({ fullRefundDaysBefore: 1 }),
  moderate: Object.freeze({ fullRefundDaysBefore: 7 }),
  strict: Object.freeze({ fullRefundDaysBefore: 14 }),
});

/** A sitter's cancellation policy. */
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;

/** The policy names, in the order flexible, moderate, strict. */
export const CANCELLATION_POLICY_NAMES = Object.freeze(Object.keys(CANCELLATION_POLICIES)) as readonly CancellationPolicy[];

/** True when `value` names a cancellation policy. */
export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === 'string' && Object.hasOwn(CANCELLATION_POLICIES, value);
}

/** After the cut-off (including after the start) the owner gets half of what they paid back: 5,000 bp. */
export const LATE_CANCELLATION_REFUND_BPS = 5_000;
/** LATE_CANCELLATION_REFUND_BPS as a fraction (0.5). */
export const LATE_CANCELLATION_REFUND_FRACTION = LATE_CANCELLATION_REFUND_BPS / BPS_PER_UNIT;

/** Who cancelled a booking. */
export type CancelledBy = 'owner' | 'sitter';

/** Why a refund is what it is. */
export const REFUND_REASONS = ['cancelled_by_sitter', 'before_cutoff', 'after_cutoff'] as const;
/** One of REFUND_REASONS. */
export type RefundReason = (typeof REFUND_REASONS)[number];

/** What refundFor needs. */
export interface RefundInput {
  readonly policy: CancellationPolicy;
  readonly startsAt: Date;
  readonly cancelledAt: Date;
  /** What the owner paid (Quote.totalCents), booking fee and its GST included. */
  readonly totalCents: number;
  readonly cancelledBy: CancelledBy;
}

/** What refundFor decides. */
export interface Refund {
  readonly refundCents: number;
  /** Share of the total refunded: 1 or LATE_CANCELLATION_REFUND_FRACTION. */
  readonly fraction: number;
  readonly fractionBps: number;
  readonly reason: RefundReason;
  /** Last instant with a full refund under the policy (inclusive). */
  readonly fullRefundUntil: Date;
}

/**
 * Thrown by refundFor for an unknown policy or canceller, an invalid date or a non-integer amount.
 * `code` is the API's money error code, so the API can map it to 400 like its own MoneyError.
 */
export class RefundInputError extends Error {
  override readonly name = 'RefundInputError';
  readonly code = 'MONEY_INVALID_INPUT';
}

function requireDate(name: string, value: unknown): Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    throw new RefundInputError(`${name} must be a valid Date`);
  }
  return value;
}

function requireCents(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RefundInputError(`${name} must be a non-negative integer number of cents, got ${String(value)}`);
  }
  return value;
}

/** `cents` × `rateBps` / 10,000 rounded to the cent, half a cent away from zero (BigInt, no float drift). */
function applyRateBps(cents: number, rateBps: number): number {
  const numerator = BigInt(cents) * BigInt(rateBps);
  const denominator = BigInt(BPS_PER_UNIT);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}

/**
 * Refund owed when a booking is cancelled. The fraction applies to the whole total the owner
 * paid, so the booking fee and its GST are refunded in the same proportion as the subtotal
 * (all of it before the cut-off or when the sitter cancels, half of it after). Cancelling
 * after the start is still "after the cut-off" (50 %).
 */
export function refundFor(input: RefundInput): Refund {
  const policy = isCancellationPolicy(input.policy) ? CANCELLATION_POLICIES[input.policy] : undefined;
  if (!policy) throw new RefundInputError(`unknown cancellation policy ${String(input.policy)}`);
  if (input.cancelledBy !== 'owner' && input.cancelledBy !== 'sitter') {
    throw new RefundInputError(`cancelledBy must be 'owner' or 'sitter', got ${String(input.cancelledBy)}`);
  }
  const startsAt = requireDate('startsAt', input.startsAt);
  const cancelledAt = requireDate('cancelledAt', input.cancelledAt);
  const totalCents = requireCents('totalCents', input.totalCents);

  const fullRefundUntil = new Date(startsAt.getTime() - policy.fullRefundDaysBefore * CANCELLATION_DAY_MS);
  let reason: RefundReason;
  let fractionBps: number;
  if (input.cancelledBy === 'sitter') {
    reason = 'cancelled_by_sitter';
    fractionBps = BPS_PER_UNIT;
  } else if (cancelledAt.getTime() <= fullRefundUntil.getTime()) {
    reason = 'before_cutoff';
    fractionBps = BPS_PER_UNIT;
  } else {
    reason = 'after_cutoff';
    fractionBps = LATE_CANCELLATION_REFUND_BPS;
  }
  return {
    refundCents: applyRateBps(totalCents, fractionBps),
    fraction: fractionBps / BPS_PER_UNIT,
    fractionBps,
    reason,
    fullRefundUntil,
  };
}
