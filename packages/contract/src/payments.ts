import { type Booking } from './bookings.js';

/* Payments (POST /api/payments/{bookingId}/intent, /sandbox-charge, /webhooks/stripe). */

/** The payment providers Pawpal ships: stripe when the API has a Stripe key, else the test-mode sandbox. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
/**
 * One of PAYMENT_PROVIDERS, or the name of another provider the API registered: the app decides
 * what to show by the capabilities the API sends (CardSetupKind, PayoutAccountSetup), not by name.
 */
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number] | (string & {});

/** How cards are saved: `manual` in Pawpal's own card form (test mode), `hosted` in the provider's secure form (a set-up intent). */
export const CARD_SETUP_KINDS = ['manual', 'hosted'] as const;
export type CardSetupKind = (typeof CARD_SETUP_KINDS)[number];

/** Sandbox test card that always succeeds (digits only; the form may show it in groups of four). */
export const SANDBOX_SUCCESS_CARD = '4242424242424242';
/** Sandbox test card that is always declined. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** Fewest digits of a card number. */
export const CARD_NUMBER_MIN_DIGITS = 12;
/** Most digits of a card number. */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Longest name on card. */
export const CARD_NAME_MAX_LENGTH = 100;
/** A security code (CVC): 3 or 4 digits. */
export const CVC_PATTERN = /^\d{3,4}$/;

/** POST /api/payments/{bookingId}/intent answer (owner, booking accepted). */
export interface PaymentIntent {
  provider: PaymentProvider;
  testMode: boolean;
  amountCents: number;
  /** Stripe only. */
  clientSecret?: string;
  /** Stripe only. */
  publishableKey?: string;
}

/** POST /api/payments/{bookingId}/sandbox-charge body: a card form's fields (never stored). */
export interface SandboxChargeInput {
  /** Spaces and dashes allowed; must pass the Luhn check. */
  cardNumber: string;
  /** 1 to 12. */
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  cvc: string;
  nameOnCard: string;
}

/** POST /api/payments/{bookingId}/sandbox-charge answer on success (a decline is a 402 ErrorBody). */
export interface SandboxChargeResult {
  status: 'succeeded';
  booking: Booking;
}

/**
 * POST /api/payments/{bookingId}/saved-card-charge answer with Stripe: the saved card was confirmed
 * on the booking's PaymentIntent. `processing`: Stripe took it, and the booking turns paid when
 * Stripe's webhook arrives (poll the booking, as after Stripe Elements); `requires_action`: the
 * bank asks the owner to authenticate first (Stripe.js `handleNextAction` with `clientSecret`). A
 * decline is a 402 ErrorBody with Stripe's reason.
 */
export interface StripeSavedCardChargeResult {
  status: 'processing' | 'requires_action';
  booking: Booking;
  clientSecret: string;
}

/** POST /api/payments/{bookingId}/saved-card-charge answer: the sandbox's settled charge, or Stripe's confirmed intent. */
export type SavedCardChargeResult = SandboxChargeResult | StripeSavedCardChargeResult;

/** POST /api/payments/webhooks/stripe answer. */
export interface StripeWebhookAck {
  received: true;
}
