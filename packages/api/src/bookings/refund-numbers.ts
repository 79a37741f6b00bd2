/**
 * A booking's refunds are numbered 1, 2, … in the order they are recorded (payment_refunds.sequence,
 * unique per booking); the number keys the provider's refund call, so a retried call never refunds
 * twice. Every refund recorded (a cancellation's, money that arrived too late) takes its number here.
 */

/** SQL expression: the next refund number of booking `booking` (a `$n` placeholder or a column). */
export function nextRefundSequenceSql(booking: string): string {
  return `(SELECT COALESCE(MAX(refunds.sequence), 0) + 1 FROM payment_refunds refunds WHERE refunds.booking_id = ${booking})`;
}
