import { segment } from './paths.js';
import { type CardSetupKind, type PaymentProvider } from './payments.js';

/* Owners' payments (GET /api/payments), tax invoices (receiptUrl) and saved cards (/api/payments/cards). */

/**
 * - `paid`: nothing refunded;
 * - `partially_refunded`: part of the payment was refunded (or is on its way back);
 * - `refunded`: all of it.
 */
export const OWNER_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
/** One of OWNER_PAYMENT_STATUSES. */
export type OwnerPaymentStatus = (typeof OWNER_PAYMENT_STATUSES)[number];

/** One payment the signed-in owner made for a booking. */
export interface OwnerPayment {
  /** The provider's payment id (the booking id when there is none, e.g. demo data). */
  id: string;
  bookingId: string;
  /** What was charged, GST included. */
  amountCents: number;
  /** Refunded so far (refunds issued or on their way back). */
  refundedCents: number;
  status: OwnerPaymentStatus;
  paidAt: string;
  /** The printable tax invoice (an API page; only the payer and admins can open it). */
  receiptUrl: string;
}

/** GET /api/payments: the signed-in owner's payments, newest first, at most OWNER_PAYMENTS_LIST_LIMIT. */
export interface OwnerPaymentsResponse {
  payments: OwnerPayment[];
}

/** How many payments GET /api/payments lists (newest first). */
export const OWNER_PAYMENTS_LIST_LIMIT = 100;

/** Card brands Pawpal shows; `card` when the number's prefix is none of them. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'card'] as const;
/** One of CARD_BRANDS. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand of a card number (digits only) from its prefix. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  const four = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** What the brand is called on screen and on receipts. */
export const CARD_BRAND_LABELS: Readonly<Record<CardBrand, string>> = Object.freeze({
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  card: 'Card',
});

/** `Visa ••••4242, expires 12/2028` */
export function savedCardLabel(card: Pick<SavedCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string {
  return `${CARD_BRAND_LABELS[card.brand]} ••••${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** A card saved for faster checkout. Pawpal keeps the brand, the last four digits and the expiry only. */
export interface SavedCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  /** The card checkout offers first. */
  isDefault: boolean;
  createdAt: string;
}

/** GET /api/payments/cards: the signed-in member's saved cards, the default first, then newest. */
export interface SavedCardsResponse {
  cards: SavedCard[];
  /** Cards can be saved: in test mode with the card form (POST cards), with Stripe through a SetupIntent. */
  canSave: boolean;
  /** sandbox: POST the card form; stripe: confirm a SetupIntent in Stripe Elements, then complete it. */
  provider: PaymentProvider;
  /** `manual`: POST the card form; `hosted`: confirm a set-up intent in the provider's form (Stripe Elements), then complete it. */
  setupKind: CardSetupKind;
}

/** POST /api/payments/cards/setup-intent answer (Stripe): confirm it with Stripe Elements, then POST its id to complete. */
export interface CardSetupIntent {
  setupIntentId: string;
  clientSecret: string;
  publishableKey: string | null;
}

/** POST /api/payments/cards/setup-intent/complete body: the SetupIntent Stripe confirmed. */
export interface CompleteCardSetupInput {
  setupIntentId: string;
}

/** POST /api/payments/cards (test mode): the card form's fields. Only brand, last four digits and expiry are kept. */
export interface SaveCardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard: string;
}

/** POST /api/payments/{bookingId}/saved-card-charge body: which saved card pays. */
export interface SavedCardChargeInput {
  cardId: string;
}

/** Most cards one member can save. */
export const MAX_SAVED_CARDS = 5;

/** The owner payment and saved card endpoints' URLs. */
export const ownerPaymentsApiPaths = Object.freeze({
  /** GET: the signed-in owner's payments. */
  payments: () => '/api/payments',
  /** GET: one payment's tax invoice (HTML, printable). */
  receipt: (bookingId: string) => `/api/payments/${segment(bookingId)}/receipt`,
  /** GET: saved cards; POST: save one. */
  cards: () => '/api/payments/cards',
  /** POST (Stripe): a SetupIntent for the member's Stripe customer. */
  cardSetupIntent: () => '/api/payments/cards/setup-intent',
  /** POST (Stripe): saves the card of a confirmed SetupIntent. */
  completeCardSetup: () => '/api/payments/cards/setup-intent/complete',
  /** DELETE: remove a saved card. */
  card: (cardId: string) => `/api/payments/cards/${segment(cardId)}`,
  /** POST: make a saved card the default. */
  cardDefault: (cardId: string) => `/api/payments/cards/${segment(cardId)}/default`,
  /** POST: pay an accepted booking with a saved card. */
  savedCardCharge: (bookingId: string) => `/api/payments/${segment(bookingId)}/saved-card-charge`,
});
