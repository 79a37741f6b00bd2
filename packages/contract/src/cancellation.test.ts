import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_DAY_MS,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_NAMES,
  LATE_CANCELLATION_REFUND_BPS,
  LATE_CANCELLATION_REFUND_FRACTION,
  RefundInputError,
  isCancellationPolicy,
  refundFor,
} from './cancellation.js';

// Ported from packages/api/src/money/money.spec.ts (describe 'refundFor'), with the boundaries
// written out as literal instants so a changed cut-off or rate fails here.

const MINUTE_MS = 60_000;
const startsAt = new Date('2025-03-10T09:00:00+11:00'); // 2025-03-09T22:00:00Z

describe('cancellation policies', () => {
  it('are flexible, moderate and strict with full refunds until 1, 7 and 14 days of 24 h before the start', () => {
    expect(CANCELLATION_POLICY_NAMES).toEqual(['flexible', 'moderate', 'strict']);
    expect(CANCELLATION_POLICIES).toEqual({
      flexible: { fullRefundDaysBefore: 1 },
      moderate: { fullRefundDaysBefore: 7 },
      strict: { fullRefundDaysBefore: 14 },
    });
    expect(CANCELLATION_DAY_MS).toBe(86_400_000);
  });

  it('refund half after the cut-off', () => {
    expect(LATE_CANCELLATION_REFUND_BPS).toBe(5_000);
    expect(LATE_CANCELLATION_REFUND_FRACTION).toBe(0.5);
  });

  it('recognises only their own names, not inherited properties', () => {
    expect(isCancellationPolicy('moderate')).toBe(true);
    expect(isCancellationPolicy('lenient')).toBe(false);
    expect(isCancellationPolicy('toString')).toBe(false);
    expect(isCancellationPolicy(7)).toBe(false);
  });
});

describe('refundFor', () => {
  it.each([
    ['flexible', '2025-03-08T22:00:00.000Z'],
    ['moderate', '2025-03-02T22:00:00.000Z'],
    ['strict', '2025-02-23T22:00:00.000Z'],
  ] as const)('refunds %s bookings in full exactly at the cut-off (%s)', (policy, cutOff) => {
    const cancelledAt = new Date(cutOff);

    const refund = refundFor({ policy, startsAt, cancelledAt, totalCents: 10_550, cancelledBy: 'owner' });

    expect(refund).toEqual({
      refundCents: 10_550,
      fraction: 1,
      fractionBps: 10_000,
      reason: 'before_cutoff',
      fullRefundUntil: cancelledAt,
    });
  });

  it.each([
    ['flexible', '2025-03-08T22:00:00.001Z'],
    ['moderate', '2025-03-02T22:00:00.001Z'],
    ['strict', '2025-02-23T22:00:00.001Z'],
  ] as const)('refunds %s bookings by half one millisecond after the cut-off (%s)', (policy, justAfter) => {
    const refund = refundFor({ policy, startsAt, cancelledAt: new Date(justAfter), totalCents: 10_550, cancelledBy: 'owner' });

    expect(refund.refundCents).toBe(5_275);
    expect(refund.fraction).toBe(0.5);
    expect(refund.fractionBps).toBe(5_000);
    expect(refund.reason).toBe('after_cutoff');
  });

  it.each(['flexible', 'moderate', 'strict'] as const)('refunds %s bookings by half one minute after the cut-off', (policy) => {
    const days = { flexible: 1, moderate: 7, strict: 14 }[policy];
    const cancelledAt = new Date(startsAt.getTime() - days * 86_400_000 + MINUTE_MS);

    const refund = refundFor({ policy, startsAt, cancelledAt, totalCents: 10_550, cancelledBy: 'owner' });

    expect(refund.refundCents).toBe(5_275);
    expect(refund.reason).toBe('after_cutoff');
  });

  it('places the moderate cut-off 7 × 24 h before the start, whatever the time zone', () => {
    const refund = refundFor({ policy: 'moderate', startsAt, cancelledAt: startsAt, totalCents: 100, cancelledBy: 'owner' });

    expect(refund.fullRefundUntil.toISOString()).toBe('2025-03-02T22:00:00.000Z');
  });

  it('rounds half a cent of a late refund up', () => {
    const refund = refundFor({ policy: 'flexible', startsAt, cancelledAt: startsAt, totalCents: 10_551, cancelledBy: 'owner' });

    expect(refund.refundCents).toBe(5_276);
  });

  it('rounds the half cent of any odd total up (1 → 1, 3 → 2)', () => {
    const refund = refundFor({ policy: 'flexible', startsAt, cancelledAt: startsAt, totalCents: 1, cancelledBy: 'owner' });

    expect(refund.refundCents).toBe(1);
    expect(refundFor({ policy: 'flexible', startsAt, cancelledAt: startsAt, totalCents: 3, cancelledBy: 'owner' }).refundCents).toBe(2);
  });

  it('refunds the largest safe amount without floating-point drift', () => {
    const totalCents = Number.MAX_SAFE_INTEGER; // 9007199254740991: half is ...495.5, rounded up
    const refund = refundFor({ policy: 'strict', startsAt, cancelledAt: startsAt, totalCents, cancelledBy: 'owner' });

    expect(refund.refundCents).toBe(4_503_599_627_370_496);
  });

  it('refunds in full when the sitter cancels, even after the start of a strict booking', () => {
    const cancelledAt = new Date(startsAt.getTime() + 60 * MINUTE_MS);

    const refund = refundFor({ policy: 'strict', startsAt, cancelledAt, totalCents: 84_750, cancelledBy: 'sitter' });

    expect(refund.refundCents).toBe(84_750);
    expect(refund.fraction).toBe(1);
    expect(refund.reason).toBe('cancelled_by_sitter');
  });

  it('treats an owner cancelling after the start as late (half back)', () => {
    const cancelledAt = new Date('2025-03-11T22:00:00.000Z');

    expect(refundFor({ policy: 'flexible', startsAt, cancelledAt, totalCents: 2_000, cancelledBy: 'owner' }).refundCents).toBe(1_000);
  });

  it('refunds nothing of a free booking', () => {
    expect(refundFor({ policy: 'flexible', startsAt, cancelledAt: startsAt, totalCents: 0, cancelledBy: 'owner' }).refundCents).toBe(0);
  });

  it.each([
    ['an unknown policy', { policy: 'lenient' as 'strict' }],
    ['an inherited property name as policy', { policy: 'toString' as 'strict' }],
    ['an invalid start date', { startsAt: new Date('not a date') }],
    ['a cancellation time that is not a Date', { cancelledAt: '2025-03-01' as unknown as Date }],
    ['a negative total', { totalCents: -100 }],
    ['a fractional total', { totalCents: 99.5 }],
    ['an unknown canceller', { cancelledBy: 'admin' as 'owner' }],
  ])('rejects %s with MONEY_INVALID_INPUT', (_label, override) => {
    const input = {
      policy: 'flexible' as const,
      startsAt,
      cancelledAt: startsAt,
      totalCents: 1_000,
      cancelledBy: 'owner' as const,
      ...override,
    };

    expect(() => refundFor(input)).toThrow(RefundInputError);
    expect(() => refundFor(input)).toThrow(expect.objectContaining({ name: 'RefundInputError', code: 'MONEY_INVALID_INPUT' }));
  });
});
