import { BPS_PER_UNIT } from '@pawpal/contract';

/**
 * The one rounding rule for money: to the nearest cent, half a cent away from zero
 * ("commercial" rounding, what the ATO describes for GST: 0.5 of a cent rounds up).
 * Every fee, GST and refund amount goes through `divideRounded`, so results never depend on
 * floating point: the arithmetic is done on BigInt and converted back once.
 */
export const ROUNDING_RULE = 'half-away-from-zero' as const;

/** numerator / denominator rounded half away from zero; denominator must be positive. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** `cents` × `rateBps` / 10,000, rounded to the cent with ROUNDING_RULE. */
export function applyRateBps(cents: number, rateBps: number): number {
  return Number(divideRounded(BigInt(cents) * BigInt(rateBps), BigInt(BPS_PER_UNIT)));
}
