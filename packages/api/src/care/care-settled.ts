/**
 * SQL condition: the care booking `booking` was paid for has been settled (docs/care.md, "Pay for
 * care that happened"): each drop-in visit or walk of it was done (checked out), excused by the
 * owner or an admin, or refunded to the owner as missed. A stay (boarding, house sitting, day care)
 * is paid for its days, not its visits, so its handovers and daily updates never hold its payout;
 * a booking with no schedule (paid before care was tracked) is settled. The payout sweep schedules
 * a payout only for a settled booking.
 */
export function careSettledSql(booking: string): string {
  return `NOT EXISTS (SELECT 1 FROM visits cv WHERE cv.booking_id = ${booking} AND cv.kind IN ('visit', 'walk')
            AND cv.checked_out_at IS NULL AND cv.excused_at IS NULL AND cv.refunded_at IS NULL)`;
}
