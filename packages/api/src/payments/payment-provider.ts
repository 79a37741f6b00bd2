import { type PaymentProvider as PaymentProviderName } from '@pawpal/contract';

/** A provider event in Stripe's shape (`{ id, type, data: { object } }`): Stripe's own, or the sandbox's copy. */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** sandbox or stripe (the contract's PaymentProvider; the name is taken here by the provider interface). */
export type ProviderName = PaymentProviderName;

export interface IntentResult {
  intentId: string;
  /** For Stripe Elements in the browser; null for the sandbox (its card form posts to the API). */
  clientSecret: string | null;
}

/**
 * Where money moves. `stripe` when STRIPE_SECRET_KEY is set, otherwise `sandbox`. Both report what
 * happened as provider events processed by PaymentEventsService (idempotent by event id).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** Creates (or, for the same booking, returns again) the payment intent for the booking's total. */
  createIntent(booking: { id: string; totalCents: number }): Promise<IntentResult>;
  /** Refunds `amountCents` of the booking's payment; `sequence` numbers the booking's refunds (idempotency). */
  refund(input: { bookingId: string; intentId: string; amountCents: number; sequence: number }): Promise<{ refundId: string }>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
