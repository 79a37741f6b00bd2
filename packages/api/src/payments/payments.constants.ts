/** Stripe's well-known test card that always succeeds. */
export const SANDBOX_SUCCESS_CARD = '4242424242424242';
/** Stripe's well-known test card that is always declined (generic decline). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NAME_MAX_LENGTH = 100;
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
