import { describe, expect, it } from 'vitest';
import { BOOKING_FEE_CAP_CENTS, DEFAULT_MONEY_CONFIG } from './money.constants.js';
import { MoneyError } from './money.errors.js';
import { formatAud, quote, refundFor, resolveMoneyConfig } from './money.js';
import { applyRateBps, divideRounded } from './rounding.js';
import { seededRandom } from '../platform/random/seeded-random.js';

const MINUTE_MS = 60_000;

describe('quote', () => {
  it('charges a 5 % booking fee below the cap, with 10 % GST on top', () => {
    const result = quote({ unitPriceCents: 5_000, units: 2 });

    expect(result).toEqual({
      subtotalCents: 10_000,
      bookingFeeCents: 500,
      bookingFeeGstCents: 50,
      totalCents: 10_550,
      commissionCents: 1_500,
      commissionGstCents: 150,
      sitterPayoutCents: 8_350,
      platformRevenueCents: 2_000,
    });
  });

  it('caps the booking fee at $25 before GST, so the owner pays at most $27.50 in fees', () => {
    const result = quote({ unitPriceCents: 12_000, units: 7 });

    expect(result.subtotalCents).toBe(84_000);
    expect(result.bookingFeeCents).toBe(BOOKING_FEE_CAP_CENTS);
    expect(result.bookingFeeGstCents).toBe(250);
    expect(result.totalCents).toBe(84_000 + 2_500 + 250);
  });

  it('reaches the cap exactly at a $500 subtotal and stays under it one cent below', () => {
    expect(quote({ unitPriceCents: 50_000, units: 1 }).bookingFeeCents).toBe(2_500);
    expect(quote({ unitPriceCents: 49_980, units: 1 }).bookingFeeCents).toBe(2_499);
  });

  it('does not cap the sitter commission', () => {
    const result = quote({ unitPriceCents: 100_000, units: 10 });

    expect(result.commissionCents).toBe(150_000);
    expect(result.commissionGstCents).toBe(15_000);
    expect(result.sitterPayoutCents).toBe(1_000_000 - 150_000 - 15_000);
  });

  it("charges GST on both of Pawpal's fees: on top for the owner, deducted from the sitter", () => {
    const result = quote({ unitPriceCents: 3_333, units: 3 });

    expect(result.subtotalCents).toBe(9_999);
    expect(result.bookingFeeCents).toBe(500); // 499.95 rounds up
    expect(result.bookingFeeGstCents).toBe(50);
    expect(result.commissionCents).toBe(1_500); // 1,499.85 rounds up
    expect(result.commissionGstCents).toBe(150);
    expect(result.totalCents - result.subtotalCents).toBe(550);
    expect(result.subtotalCents - result.sitterPayoutCents).toBe(1_650);
  });

  it('rounds half a cent up and less than half a cent down', () => {
    // booking fee: 5 % of 10 c = 0.5 c -> 1 c; 5 % of 9 c = 0.45 c -> 0 c
    expect(quote({ unitPriceCents: 10, units: 1 }).bookingFeeCents).toBe(1);
    expect(quote({ unitPriceCents: 9, units: 1 }).bookingFeeCents).toBe(0);
    // commission: 15 % of 30 c = 4.5 c -> 5 c; 15 % of 29 c = 4.35 c -> 4 c
    expect(quote({ unitPriceCents: 30, units: 1 }).commissionCents).toBe(5);
    expect(quote({ unitPriceCents: 29, units: 1 }).commissionCents).toBe(4);
    // GST: 10 % of a 5 c fee = 0.5 c -> 1 c; 10 % of a 4 c fee = 0.4 c -> 0 c
    expect(quote({ unitPriceCents: 100, units: 1 }).bookingFeeGstCents).toBe(1);
    expect(quote({ unitPriceCents: 80, units: 1 }).bookingFeeGstCents).toBe(0);
  });

  it('rounds negative halves away from zero too (refund reversals, adjustments)', () => {
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(-4n, 10n)).toBe(0n);
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(25n, 10n)).toBe(3n); // not banker's: 2.5 -> 3
    expect(applyRateBps(-10, 500)).toBe(-1);
  });

  it('adds up for many random bookings (seeded)', () => {
    const random = seededRandom(20240601);
    const violations: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const unitPriceCents = Math.floor(random() * 200_000);
      const units = 1 + Math.floor(random() * 60);
      const q = quote({ unitPriceCents, units });
      // independent oracle: half-up with plain integer arithmetic (exact at these sizes)
      const checks = {
        allNonNegativeIntegers: Object.values(q).every((value) => Number.isSafeInteger(value) && value >= 0),
        subtotal: q.subtotalCents === unitPriceCents * units,
        total: q.totalCents === q.subtotalCents + q.bookingFeeCents + q.bookingFeeGstCents,
        payout: q.sitterPayoutCents === q.subtotalCents - q.commissionCents - q.commissionGstCents,
        revenue: q.platformRevenueCents === q.bookingFeeCents + q.commissionCents,
        everyCentAccounted: q.totalCents === q.sitterPayoutCents + q.platformRevenueCents + q.bookingFeeGstCents + q.commissionGstCents,
        bookingFee: q.bookingFeeCents === Math.min(Math.floor((q.subtotalCents * 500 + 5_000) / 10_000), 2_500),
        commission: q.commissionCents === Math.floor((q.subtotalCents * 1_500 + 5_000) / 10_000),
        bookingFeeGst: q.bookingFeeGstCents === Math.floor((q.bookingFeeCents * 1_000 + 5_000) / 10_000),
        commissionGst: q.commissionGstCents === Math.floor((q.commissionCents * 1_000 + 5_000) / 10_000),
      };
      for (const [name, ok] of Object.entries(checks)) {
        if (!ok) violations.push(`${name}: ${JSON.stringify({ unitPriceCents, units, q })}`);
      }
    }

    expect(violations.slice(0, 5)).toEqual([]);
  });

  it('never pays a sitter a negative amount, even with an extreme commission', () => {
    const config = resolveMoneyConfig({ sitterCommissionRateBps: 10_000, gstRateBps: 5_000 });
    const random = seededRandom(7);
    for (let i = 0; i < 2_000; i++) {
      const q = quote({ unitPriceCents: Math.floor(random() * 1_000), units: 1 }, config);
      expect(q.sitterPayoutCents).toBeGreaterThanOrEqual(0);
      expect(q.sitterPayoutCents).toBe(q.subtotalCents - q.commissionCents - q.commissionGstCents);
    }
  });

  it('uses configured rates and cap instead of the defaults', () => {
    const config = resolveMoneyConfig({ bookingFeeRateBps: 1_000, bookingFeeCapCents: 1_000, sitterCommissionRateBps: 2_000 });

    const result = quote({ unitPriceCents: 5_000, units: 1 }, config);

    expect(result.bookingFeeCents).toBe(500);
    expect(quote({ unitPriceCents: 50_000, units: 1 }, config).bookingFeeCents).toBe(1_000);
    expect(result.commissionCents).toBe(1_000);
    expect(config.gstRateBps).toBe(DEFAULT_MONEY_CONFIG.gstRateBps);
  });

  it('prices a free booking at zero everywhere', () => {
    const result = quote({ unitPriceCents: 0, units: 3 });

    expect(Object.values(result).every((value) => value === 0)).toBe(true);
  });

  it.each([
    ['a negative price', { unitPriceCents: -1, units: 1 }],
    ['a fractional price', { unitPriceCents: 10.5, units: 1 }],
    ['a NaN price', { unitPriceCents: Number.NaN, units: 1 }],
    ['a price given as a string', { unitPriceCents: '100' as unknown as number, units: 1 }],
    ['zero units', { unitPriceCents: 100, units: 0 }],
    ['fractional units', { unitPriceCents: 100, units: 1.5 }],
    ['a subtotal beyond safe integers', { unitPriceCents: Number.MAX_SAFE_INTEGER, units: 2 }],
  ])('rejects %s with MONEY_INVALID_INPUT', (_label, input) => {
    expect(() => quote(input)).toThrow(MoneyError);
    expect(() => quote(input)).toThrow(expect.objectContaining({ code: 'MONEY_INVALID_INPUT' }));
  });

  it('rejects a fee configuration outside 0–100 % or with a negative cap', () => {
    expect(() => resolveMoneyConfig({ sitterCommissionRateBps: 10_001 })).toThrow(
      expect.objectContaining({ code: 'MONEY_INVALID_CONFIG' }),
    );
    expect(() => resolveMoneyConfig({ bookingFeeRateBps: 2.5 })).toThrow(expect.objectContaining({ code: 'MONEY_INVALID_CONFIG' }));
    expect(() => resolveMoneyConfig({ bookingFeeCapCents: -1 })).toThrow(expect.objectContaining({ code: 'MONEY_INVALID_CONFIG' }));
  });
});

describe('refundFor', () => {
  const startsAt = new Date('2025-03-10T09:00:00+11:00');

  it("applies the contract's rule (tested in @pawpal/contract): half back one minute after a moderate cut-off", () => {
    const cancelledAt = new Date(startsAt.getTime() - 7 * 24 * 60 * MINUTE_MS + MINUTE_MS);

    expect(refundFor({ policy: 'moderate', startsAt, cancelledAt, totalCents: 10_550, cancelledBy: 'owner' })).toEqual({
      refundCents: 5_275,
      fraction: 0.5,
      fractionBps: 5_000,
      reason: 'after_cutoff',
      fullRefundUntil: new Date('2025-03-02T22:00:00.000Z'),
    });
  });

  it.each([
    ['an unknown policy', { policy: 'lenient' as 'strict' }, 'unknown cancellation policy lenient'],
    ['an invalid start date', { startsAt: new Date('not a date') }, 'startsAt must be a valid Date'],
    ['a fractional total', { totalCents: 99.5 }, 'totalCents must be a non-negative integer number of cents, got 99.5'],
    ['an unknown canceller', { cancelledBy: 'admin' as 'owner' }, "cancelledBy must be 'owner' or 'sitter', got admin"],
  ])('rejects %s with MONEY_INVALID_INPUT (a 400, not a 500)', (_label, override, message) => {
    const input = {
      policy: 'flexible' as const,
      startsAt,
      cancelledAt: startsAt,
      totalCents: 1_000,
      cancelledBy: 'owner' as const,
      ...override,
    };

    expect(() => refundFor(input)).toThrow(expect.objectContaining({ name: 'MoneyError', code: 'MONEY_INVALID_INPUT', message }));
  });
});

describe('formatAud', () => {
  it('formats cents as Australian dollars', () => {
    expect(formatAud(123_456)).toBe('$1,234.56');
    expect(formatAud(5)).toBe('$0.05');
    expect(formatAud(0)).toBe('$0.00');
    expect(formatAud(-250)).toBe('-$2.50');
    expect(formatAud(100_000_000_00)).toBe('$100,000,000.00');
  });

  it('formats the largest safe amount without floating-point drift', () => {
    expect(formatAud(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('rejects fractional cents', () => {
    expect(() => formatAud(1.5)).toThrow(MoneyError);
  });
});
