import { type BookingStatus } from '@pawpal/contract';

/**
 * A pending request is a booking waiting for the sitter's answer: status requested, until the
 * sitter accepts or declines it or it expires at respond_by. The sitter's badge, their dashboard
 * and the live counts count these, and a suspended member's are declined. The partial indexes
 * bookings_pending_by_sitter_idx, bookings_respond_by_idx and bookings_one_pending_request (an
 * owner asks a sitter for one stay once) are on this very condition.
 */
const PENDING = 'requested' satisfies BookingStatus;

/** SQL condition "booking `booking` (a table alias) is a pending request". */
export function pendingRequestSql(booking: string): string {
  return `${booking}.status = '${PENDING}'`;
}

/** SQL expression (integer): how many requests wait for sitter `sitter`'s answer. */
export function pendingRequestCountSql(sitter: string): string {
  return `(SELECT count(*)::int FROM bookings pending WHERE pending.sitter_id = ${sitter} AND ${pendingRequestSql('pending')})`;
}
