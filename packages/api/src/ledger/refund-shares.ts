/** What a booking's charge was made of, in cents (the frozen price on the booking). */
export interface ChargeParts {
  totalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  subtotalCents: number;
  commissionCents: number;
  commissionGstCents: number;
}

/** Each party's share of a refund, in cents: they add up to the refund exactly. */
export interface RefundShares {
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  /** The sitter's side of the refund, before the commission on it comes back to them. */
  subtotalCents: number;
  commissionCents: number;
  commissionGstCents: number;
}

/**
 * Splits a refund of `refundCents` across the parts of the charge in proportion (the owner gets
 * back the same share of every line they paid): the booking fee and its GST are rounded half up,
 * the sitter's side takes the rest, so the shares sum to the refund exactly; the commission and its
 * GST on that side come back in the same proportion of the subtotal.
 */
export function refundShares(charge: ChargeParts, refundCents: number): RefundShares {
  if (!Number.isInteger(refundCents) || refundCents <= 0 || refundCents > charge.totalCents) {
    throw new RangeError(`refund must be a whole number of cents from 1 to ${charge.totalCents}, got ${refundCents}`);
  }
  const part = (cents: number, of: number, whole: number) => (whole === 0 ? 0 : Math.round((cents * of) / whole));
  const bookingFeeCents = part(charge.bookingFeeCents, refundCents, charge.totalCents);
  const bookingFeeGstCents = part(charge.bookingFeeGstCents, refundCents, charge.totalCents);
  const subtotalCents = refundCents - bookingFeeCents - bookingFeeGstCents;
  return {
    bookingFeeCents,
    bookingFeeGstCents,
    subtotalCents,
    commissionCents: part(charge.commissionCents, subtotalCents, charge.subtotalCents),
    commissionGstCents: part(charge.commissionGstCents, subtotalCents, charge.subtotalCents),
  };
}
