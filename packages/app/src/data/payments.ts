import {
  apiPaths,
  type CardSetupIntent,
  ownerPaymentsApiPaths,
  type OwnerPaymentsResponse,
  type OwnerPaymentStatus,
  type PaymentIntent,
  type SandboxChargeInput,
  type SandboxChargeResult,
  type SaveCardInput,
  type SavedCard,
  type SavedCardChargeInput,
  type SavedCardChargeResult,
  type SavedCardsResponse,
} from '@pawpal/contract';
import useSWR from 'swr';
import { sendJson } from './mutation';

/* Payments (docs/api-contract.md, "Payments"; the shapes and the sandbox's test cards are @pawpal/contract's). */

/** After Stripe confirms, the booking turns paid when the webhook arrives: poll it this often… */
export const PAYMENT_CONFIRM_POLL_MS = 2000;
/** …for this long, then say the payment is processing and the booking will update shortly. */
export const PAYMENT_CONFIRM_TIMEOUT_MS = 30_000;

/** Query parameters Stripe adds to return_url after a redirect-based payment method. */
export const STRIPE_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** POST /api/payments/{bookingId}/intent: which provider takes the payment (and Stripe's client secret); the same intent again on a retry. */
export function startPayment(bookingId: string): Promise<PaymentIntent> {
  return sendJson<PaymentIntent>('POST', apiPaths.paymentIntent(bookingId));
}

/** POST /api/payments/{bookingId}/sandbox-charge: the test-mode card form's payment; answers with the paid booking (402 with the reason when declined). */
export function chargeSandboxCard(bookingId: string, card: SandboxChargeInput): Promise<SandboxChargeResult> {
  return sendJson<SandboxChargeResult>('POST', apiPaths.sandboxCharge(bookingId), card);
}

/* Owners' payments, receipts and saved cards (docs/payments.md "Owners: payments, receipts and saved cards"). */

export const SAVED_CARDS_KEY = ownerPaymentsApiPaths.cards();

/** GET /api/payments: the signed-in owner's payments, newest first. */
export function useOwnerPayments() {
  return useSWR<OwnerPaymentsResponse, Error>(ownerPaymentsApiPaths.payments());
}

/** GET /api/payments/cards: saved cards, the default first. */
export function useSavedCards(enabled = true) {
  return useSWR<SavedCardsResponse, Error>(enabled ? SAVED_CARDS_KEY : null);
}

/** POST /api/payments/cards: only brand, last four digits and expiry are kept. */
export function saveCard(input: SaveCardInput): Promise<SavedCard> {
  return sendJson<SavedCard>('POST', ownerPaymentsApiPaths.cards(), input);
}

/** POST /api/payments/cards/setup-intent (Stripe): a SetupIntent to confirm with Stripe Elements. */
export function startCardSetup(): Promise<CardSetupIntent> {
  return sendJson<CardSetupIntent>('POST', ownerPaymentsApiPaths.cardSetupIntent());
}

/** POST /api/payments/cards/setup-intent/complete (Stripe): saves the confirmed SetupIntent's card. */
export function completeCardSetup(setupIntentId: string): Promise<SavedCard> {
  return sendJson<SavedCard>('POST', ownerPaymentsApiPaths.completeCardSetup(), { setupIntentId });
}

/** DELETE /api/payments/cards/{id}. */
export function removeCard(cardId: string): Promise<null> {
  return sendJson<null>('DELETE', ownerPaymentsApiPaths.card(cardId));
}

/** POST /api/payments/cards/{id}/default: answers the cards as listed. */
export function makeDefaultCard(cardId: string): Promise<SavedCardsResponse> {
  return sendJson<SavedCardsResponse>('POST', ownerPaymentsApiPaths.cardDefault(cardId));
}

/**
 * POST /api/payments/{bookingId}/saved-card-charge: pays with a saved card (402 with the reason when
 * declined). The sandbox answers `succeeded`; Stripe `processing` or `requires_action`.
 */
export function chargeSavedCard(bookingId: string, cardId: string): Promise<SavedCardChargeResult> {
  const body: SavedCardChargeInput = { cardId };
  return sendJson<SavedCardChargeResult>('POST', ownerPaymentsApiPaths.savedCardCharge(bookingId), body);
}

/** Each payment status in the owner's words. */
export const OWNER_PAYMENT_STATUS_LABELS: Record<OwnerPaymentStatus, string> = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};
