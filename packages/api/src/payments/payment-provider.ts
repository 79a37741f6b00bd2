import { type CardSetupKind, type PaymentProvider as PaymentProviderName, type PayoutAccountSetup } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';

/**
 * A provider's name: `sandbox`, `stripe`, or another registered provider's (payments/providers/).
 * It is stored with every payment, refund, card and payout the provider handled.
 */
export type ProviderName = PaymentProviderName;

/**
 * What a provider reports, in Pawpal's words: each provider turns its own events (Stripe's
 * webhooks, the sandbox's simulated outcomes) into this shape, and PaymentEventsService applies
 * it, idempotent by `id`.
 */
export type PaymentEvent = {
  /** The provider's event id: a replay carries the same one. */
  readonly id: string;
  /** The provider's own name for the event, kept in `payment_events` and the metrics. */
  readonly type: string;
  /** The booking the provider was told of (its metadata), as sent: checked before use. */
  readonly bookingId: string | undefined;
} & (
  | {
      readonly kind: 'payment_succeeded';
      /** The provider's payment (intent) id. */
      readonly intentId: string | null;
      /** What the provider took, in cents; null when it did not say. */
      readonly amountCents: number | null;
    }
  | { readonly kind: 'payment_failed' }
  | {
      readonly kind: 'refund_succeeded';
      /** The refunded payment's id: the booking is found by it. */
      readonly intentId: string | null;
      /** The provider's ids of the refunds on that payment so far. */
      readonly refundIds: readonly string[];
    }
  | { readonly kind: 'other' }
);

export interface IntentResult {
  intentId: string;
  /** For the provider's own payment form in the browser (Stripe Elements); null when the card form posts to the API. */
  clientSecret: string | null;
}

/** What a card saved through the provider's hosted set-up is. */
export interface ProviderSavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A saved card's charge as the provider answered it (its status and the browser's client secret). */
export interface SavedCardIntent {
  intentId: string;
  /** `succeeded` or `processing`: taken; `requires_action`: the bank asks the owner to authenticate; anything else: declined. */
  status: string;
  clientSecret: string;
}

/** The provider declined a saved card (the message is the provider's, for the owner). */
export class SavedCardDeclined extends Error {
  override readonly name = 'SavedCardDeclined';
}

/**
 * Saved cards. `manual`: cards are typed into Pawpal's own form (test mode; nothing leaves Pawpal).
 * `hosted`: cards are typed into the provider's secure form against a set-up intent, and charged
 * on the member's customer at the provider: the methods below are then present.
 */
export interface ProviderCards {
  readonly setupKind: CardSetupKind;
  /** The member's customer at the provider, created once (a retried or parallel create answers the same one). */
  createCustomer?(user: { id: string; email: string; name: string }): Promise<string>;
  /** A set-up intent saving a card to the customer; the browser confirms it in the provider's form. */
  createSetupIntent?(customerId: string): Promise<{ setupIntentId: string; clientSecret: string }>;
  /** A set-up intent's customer and, once it succeeded, the card it saved. */
  setupIntentCard?(setupIntentId: string): Promise<{ customerId: string | null; card: ProviderSavedCard | null }>;
  /** Forgets a removed card at the provider. */
  detachCard?(paymentMethodId: string): Promise<void>;
  /**
   * Charges a saved card of the customer off-session, for an amount the member agreed to earlier (a
   * vet expense during a stay): its own payment, not the booking's. `reference` keys it, so a retry
   * charges once. A decline, or a bank asking for the member to confirm, throws SavedCardDeclined.
   */
  chargeOffSession?(input: {
    reference: string;
    amountCents: number;
    customerId: string;
    paymentMethodId: string;
    description: string;
  }): Promise<{ chargeId: string }>;
  /** Charges a saved card on the booking's one payment intent; a decline throws SavedCardDeclined. */
  chargeSavedCard?(input: {
    bookingId: string;
    totalCents: number;
    customerId: string;
    paymentMethodId: string;
    returnUrl: string;
  }): Promise<SavedCardIntent>;
}

/** A bank account as the sitter typed it, already validated and normalised (BSB `NNN-NNN`, digits only). */
export interface BankAccountDetails {
  accountName: string;
  bsb: string;
  accountNumber: string;
}

/** A sitter's account at a provider that keeps it (hosted onboarding), as shown in Payout settings. */
export interface HostedPayoutAccount {
  /** The bank the provider pays into, masked, once the provider shows one and pays out. */
  bank: { accountName: string; bsb: string; last4: string } | null;
  /** One line for the sitter, e.g. "Stripe: BSB 110-000, account ••••6789". */
  display: string;
  /** The provider takes payouts for it now. */
  payoutsEnabled: boolean;
}

/** The provider refused a transfer, with its message (not worth retrying as is). */
export class PayoutTransferRefused extends Error {}

/**
 * Money out to sitters. `manual`: the sitter types their bank account into Pawpal's form and
 * `saveBankAccount` hands it to the provider; a released payout is then in transit until the
 * bank answers. `hosted`: the provider's own onboarding collects the bank account, and a released
 * payout is a transfer to the sitter's account at the provider, paid or refused at once: the
 * methods marked "hosted" are then present.
 */
export interface ProviderPayouts {
  readonly accountSetup: PayoutAccountSetup;
  /** Keeps the full account at the provider; answers the provider's reference (Pawpal stores that, the BSB and the last four digits). */
  saveBankAccount(manager: EntityManager, sitterId: string, account: BankAccountDetails, at: Date): Promise<{ ref: string }>;
  /** Whether a payout to the account `ref` can go out now. */
  accountPayable(ref: string): Promise<boolean>;
  /** Hosted: the sitter's account at the provider, created once. */
  createAccount?(sitter: { id: string; email: string }): Promise<string>;
  /** Hosted: the link to the provider's onboarding form for the account. */
  onboardingLink?(accountId: string, refreshUrl: string, returnUrl: string): Promise<string>;
  /** Hosted: a sign-in link to the sitter's dashboard at the provider. */
  dashboardLink?(accountId: string): Promise<string>;
  /** Hosted: the account as the provider has it now. */
  describeAccount?(accountId: string): Promise<HostedPayoutAccount>;
  /** Hosted: sends a released payout to the account; a refusal throws PayoutTransferRefused. Answers the transfer's id. */
  transfer?(payout: { id: string; bookingId: string; accountId: string; amountCents: number }): Promise<string>;
  /** Hosted: takes `amountCents` of a transfer back (a refund after the payout); `sequence` keys each reversal. */
  reverse?(transferId: string, amountCents: number, payoutId: string, sequence: number): Promise<string>;
}

/** Events the provider sends to `POST /api/payments/webhooks/{name}`. */
export interface ProviderWebhooks {
  /** The event, if the request's signature headers sign exactly `rawBody`; throws otherwise. */
  verify(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): unknown;
  /** The verified body in Pawpal's shape (throws InvalidProviderEventError when it is not a valid event). */
  toPaymentEvent(verified: unknown): PaymentEvent;
}

/**
 * Where money moves: every provider operation Pawpal uses. One is configured per process, picked
 * by the registry (payments/providers/index.ts). Whatever happened is reported as a PaymentEvent
 * processed by PaymentEventsService (idempotent by event id).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** No real money moves (the sandbox, Stripe's test keys). */
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** Creates (or, for the same booking, returns again) the payment intent for the booking's total. */
  createIntent(booking: { id: string; totalCents: number }): Promise<IntentResult>;
  /** Refunds `amountCents` of the booking's payment; `sequence` numbers the booking's refunds (idempotency). */
  refund(input: { bookingId: string; intentId: string; amountCents: number; sequence: number }): Promise<{ refundId: string }>;
  readonly cards: ProviderCards;
  readonly payouts: ProviderPayouts;
  /** Null when the provider sends no webhooks (the sandbox reports in process). */
  readonly webhooks: ProviderWebhooks | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
