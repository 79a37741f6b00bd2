// The sandbox test cards and the card form's limits live in @pawpal/contract (the app shows them too).
/** Two-digit years on cards are 20YY. */
export const CARD_CENTURY = 2000;
export const PAYMENT_CURRENCY = 'aud';
/** A refund the provider did not take is retried once it is this old (the first attempt runs right after the cancel). */
export const REFUND_RETRY_AFTER_MS = 60_000;
/** Version of the PaymentIntent idempotency key: bump if the intent's parameters ever change for the same booking. */
export const INTENT_IDEMPOTENCY_VERSION = 'v1';

export function intentIdempotencyKey(bookingId: string): string {
  return `booking:${bookingId}:intent:${INTENT_IDEMPOTENCY_VERSION}`;
}

export function refundIdempotencyKey(bookingId: string, sequence: number): string {
  return `booking:${bookingId}:refund:${sequence}`;
}

/** One Stripe Customer per member: retries and parallel requests get the same one. */
export function customerIdempotencyKey(userId: string): string {
  return `user:${userId}:customer:v1`;
}
