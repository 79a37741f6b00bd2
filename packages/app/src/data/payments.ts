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
