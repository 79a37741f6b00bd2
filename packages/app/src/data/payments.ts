import type { Booking } from './bookings';

/* Payments (docs/api-contract.md, "Payments"). */

export interface PaymentIntent {
  provider: 'sandbox' | 'stripe';
  testMode: boolean;
  amountCents: number;
  clientSecret?: string;
  publishableKey?: string;
}

export interface SandboxCardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard: string;
}

export interface SandboxChargeResult {
  status: 'succeeded';
  booking: Booking;
}

/** Test cards of the sandbox provider, shown in the form's hint. */
export const SANDBOX_SUCCESS_CARD = '4242 4242 4242 4242';
export const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';

export function paymentIntentUrl(bookingId: string): string {
  return `/api/payments/${encodeURIComponent(bookingId)}/intent`;
}

export function sandboxChargeUrl(bookingId: string): string {
  return `/api/payments/${encodeURIComponent(bookingId)}/sandbox-charge`;
}

/** After Stripe confirms, the booking turns paid when the webhook arrives: poll it this often… */
export const PAYMENT_CONFIRM_POLL_MS = 2000;
/** …for this long, then say the payment is processing and the booking will update shortly. */
export const PAYMENT_CONFIRM_TIMEOUT_MS = 30_000;

/** Query parameters Stripe adds to return_url after a redirect-based payment method. */
export const STRIPE_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;
