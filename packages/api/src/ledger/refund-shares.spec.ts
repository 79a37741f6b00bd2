import { describe, expect, it } from 'vitest';
import { refundShares } from './refund-shares.js';

// 3 nights at $65: subtotal $195.00, booking fee 5 % $9.75 + GST $0.98, total $205.73;
// commission 15 % $29.25 + GST $2.93 (the sitter receives $162.82).
const CHARGE = {
  totalCents: 20_573,
  bookingFeeCents: 975,
  bookingFeeGstCents: 98,
  subtotalCents: 19_500,
  commissionCents: 2_925,
  commissionGstCents: 293,
};

describe('refundShares', () => {
  it('gives everything back on a full refund', () => {
    expect(refundShares(CHARGE, 20_573)).toEqual({
      bookingFeeCents: 975,
      bookingFeeGstCents: 98,
      subtotalCents: 19_500,
      commissionCents: 2_925,
      commissionGstCents: 293,
    });
  });

  it('splits half a refund in proportion, the shares adding up to the refund exactly', () => {
    const shares = refundShares(CHARGE, 10_287);
    expect(shares).toEqual({
      bookingFeeCents: 488,
      bookingFeeGstCents: 49,
      subtotalCents: 9_750,
      commissionCents: 1_463,
      commissionGstCents: 147,
    });
    expect(shares.bookingFeeCents + shares.bookingFeeGstCents + shares.subtotalCents).toBe(10_287);
  });

  it('adds up for every refund from 1 cent to the total', () => {
    for (let refund = 1; refund <= CHARGE.totalCents; refund += 97) {
      const shares = refundShares(CHARGE, refund);
      expect(shares.bookingFeeCents + shares.bookingFeeGstCents + shares.subtotalCents).toBe(refund);
      expect(shares.commissionCents).toBeLessThanOrEqual(shares.subtotalCents);
    }
  });

  it('refuses a refund of nothing, of more than the total, or of part of a cent', () => {
    expect(() => refundShares(CHARGE, 0)).toThrow(RangeError);
    expect(() => refundShares(CHARGE, 20_574)).toThrow(RangeError);
    expect(() => refundShares(CHARGE, 10.5)).toThrow(RangeError);
  });
});
