import { BPS_PER_UNIT, refundFor as contractRefundFor, type Refund, type RefundInput, RefundInputError } from '@pawpal/contract';
import { DEFAULT_MONEY_CONFIG, type MoneyConfig } from './money.constants.js';
import { MoneyError } from './money.errors.js';
import { applyRateBps } from './rounding.js';

/*
 * How Pawpal charges a booking (all amounts integer cents, AUD; rates in basis points; every
 * rounded amount rounded once, half a cent away from zero, see rounding.ts):
 *
 *   subtotal            = unit price × units                       (the sitter's price)
 *   booking fee         = min(round(subtotal × 5 %), $25)          Pawpal's fee to the owner, ex GST
 *   booking fee GST     = round(booking fee × 10 %)                added on top, paid by the owner
 *   total (owner pays)  = subtotal + booking fee + booking fee GST
 *   commission          = round(subtotal × 15 %)                   Pawpal's fee to the sitter, ex GST
 *   commission GST      = round(commission × 10 %)                 also deducted from the sitter
 *   sitter payout       = subtotal − commission − commission GST
 *   platform revenue    = booking fee + commission                 what Pawpal keeps, ex GST
 *
 * So total = sitter payout + platform revenue + booking fee GST + commission GST: every cent
 * the owner pays goes to the sitter, to Pawpal, or to the ATO. GST is computed on each fee
 * after rounding the fee, so the GST lines match the tax invoice lines exactly. The cap applies
 * to the fee before GST. Commission and its GST are clamped to the subtotal so the payout can
 * never go negative (unreachable with the default rates; it guards extreme configured rates).
 */

export interface QuoteInput {
  /** Sitter's price per unit (night, walk, visit), integer cents ≥ 0. */
  readonly unitPriceCents: number;
  /** Number of units, integer ≥ 1. */
  readonly units: number;
}

export interface Quote {
  readonly subtotalCents: number;
  readonly bookingFeeCents: number;
  readonly bookingFeeGstCents: number;
  /** What the owner pays: subtotal + booking fee + booking fee GST. */
  readonly totalCents: number;
  readonly commissionCents: number;
  readonly commissionGstCents: number;
  /** What the sitter receives: subtotal − commission − commission GST. */
  readonly sitterPayoutCents: number;
  /** Pawpal's fees net of GST: booking fee + commission. */
  readonly platformRevenueCents: number;
}

/** Checks a fee configuration; throws MONEY_INVALID_CONFIG. Returns a frozen copy. */
export function validateMoneyConfig(config: MoneyConfig): MoneyConfig {
  const rates = {
    bookingFeeRateBps: config.bookingFeeRateBps,
    sitterCommissionRateBps: config.sitterCommissionRateBps,
    gstRateBps: config.gstRateBps,
  };
  for (const [name, value] of Object.entries(rates)) {
    if (!Number.isInteger(value) || value < 0 || value > BPS_PER_UNIT) {
      throw new MoneyError('MONEY_INVALID_CONFIG', `${name} must be an integer between 0 and ${BPS_PER_UNIT} basis points, got ${value}`);
    }
  }
  if (!Number.isSafeInteger(config.bookingFeeCapCents) || config.bookingFeeCapCents < 0) {
    throw new MoneyError('MONEY_INVALID_CONFIG', `bookingFeeCapCents must be a non-negative integer, got ${config.bookingFeeCapCents}`);
  }
  return Object.freeze({ ...rates, bookingFeeCapCents: config.bookingFeeCapCents });
}

/** Defaults overridden by whichever settings are given, validated. */
export function resolveMoneyConfig(overrides: Partial<MoneyConfig> = {}): MoneyConfig {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return validateMoneyConfig({ ...DEFAULT_MONEY_CONFIG, ...defined });
}

function requireCents(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new MoneyError('MONEY_INVALID_INPUT', `${name} must be a non-negative integer number of cents, got ${String(value)}`);
  }
  return value;
}

/** Prices a booking. Throws MONEY_INVALID_INPUT for non-integer, negative or zero-unit input. */
export function quote(input: QuoteInput, config: MoneyConfig = DEFAULT_MONEY_CONFIG): Quote {
  const unitPriceCents = requireCents('unitPriceCents', input.unitPriceCents);
  const { units } = input;
  if (typeof units !== 'number' || !Number.isSafeInteger(units) || units < 1) {
    throw new MoneyError('MONEY_INVALID_INPUT', `units must be an integer ≥ 1, got ${String(units)}`);
  }
  const subtotalCents = unitPriceCents * units;
  if (!Number.isSafeInteger(subtotalCents)) {
    throw new MoneyError('MONEY_INVALID_INPUT', 'subtotal is too large');
  }

  const bookingFeeCents = Math.min(applyRateBps(subtotalCents, config.bookingFeeRateBps), config.bookingFeeCapCents);
  const bookingFeeGstCents = applyRateBps(bookingFeeCents, config.gstRateBps);
  const totalCents = subtotalCents + bookingFeeCents + bookingFeeGstCents;
  if (!Number.isSafeInteger(totalCents)) {
    throw new MoneyError('MONEY_INVALID_INPUT', 'total is too large');
  }

  const commissionCents = Math.min(applyRateBps(subtotalCents, config.sitterCommissionRateBps), subtotalCents);
  const commissionGstCents = Math.min(applyRateBps(commissionCents, config.gstRateBps), subtotalCents - commissionCents);
  const sitterPayoutCents = subtotalCents - commissionCents - commissionGstCents;

  return {
    subtotalCents,
    bookingFeeCents,
    bookingFeeGstCents,
    totalCents,
    commissionCents,
    commissionGstCents,
    sitterPayoutCents,
    platformRevenueCents: bookingFeeCents + commissionCents,
  };
}

/**
 * Refund owed when a booking is cancelled: the contract's rule (`refundFor` in @pawpal/contract,
 * the one the app explains), with its input errors as this module's MONEY_INVALID_INPUT so the
 * API answers 400 with the message instead of 500.
 */
export function refundFor(input: RefundInput): Refund {
  try {
    return contractRefundFor(input);
  } catch (error) {
    if (error instanceof RefundInputError) throw new MoneyError('MONEY_INVALID_INPUT', error.message);
    throw error;
  }
}

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** "$1,234.56" (en-AU) for server-side messages; exact for any safe integer of cents. */
export function formatAud(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new MoneyError('MONEY_INVALID_INPUT', `cents must be an integer, got ${String(cents)}`);
  }
  const magnitude = Math.abs(cents);
  const centsPart = magnitude % 100;
  const dollars = (magnitude - centsPart) / 100;
  const decimal = `${cents < 0 ? '-' : ''}${dollars}.${String(centsPart).padStart(2, '0')}` as `${number}`;
  return audFormat.format(decimal);
}
