/**
 * Money out, part one: where a sitter is paid and the tax details the ATO's Sharing
 * Economy Reporting Regime asks platforms to report. Pawpal never stores a full account number:
 * the payment provider keeps it; Pawpal keeps the BSB, the last four digits and the provider's
 * reference.
 */
import { type AuState } from './geo.js';
import { type PaymentProvider } from './payments.js';

/** How a sitter gives their bank account: `manual` in Pawpal's form, `hosted` in the provider's onboarding. */
export const PAYOUT_ACCOUNT_SETUPS = ['manual', 'hosted'] as const;
export type PayoutAccountSetup = (typeof PAYOUT_ACCOUNT_SETUPS)[number];

/** PUT /api/payouts/account body. */
export interface PayoutAccountInput {
  /** The name on the bank account. */
  accountName: string;
  /** `NNN-NNN` or six digits. */
  bsb: string;
  /** 5 to 9 digits. */
  accountNumber: string;
}

/** GET/PUT /api/payouts/account answer: the account, masked. */
export interface PayoutAccount {
  accountName: string;
  /** Always `NNN-NNN`. */
  bsb: string;
  accountNumberLast4: string;
  /** `BSB 110-000, account ••••3456` */
  display: string;
  provider: PaymentProvider;
  updatedAt: string;
}

/** A postal address in Australia. */
export interface AuAddress {
  line1: string;
  line2?: string | null;
  suburb: string;
  state: AuState;
  /** Four digits. */
  postcode: string;
}

/** PUT /api/payouts/tax-details body. */
export interface TaxDetailsInput {
  legalName: string;
  /** YYYY-MM-DD; the sitter must be at least MIN_PAYOUT_AGE_YEARS old. */
  dateOfBirth: string;
  address: AuAddress;
  /** 11 digits (spaces allowed), checksum-validated; required when gstRegistered. */
  abn?: string | null;
  gstRegistered: boolean;
}

/** GET/PUT /api/payouts/tax-details answer. */
export interface TaxDetails {
  legalName: string;
  dateOfBirth: string;
  address: AuAddress;
  /** 11 digits, formatted `NN NNN NNN NNN`, or null. */
  abn: string | null;
  gstRegistered: boolean;
  updatedAt: string;
}

/** What still stops payouts, in the words the sitter reads. */
export const PAYOUT_MISSING_ACCOUNT = 'Add the bank account your earnings are paid into';
export const PAYOUT_MISSING_TAX_DETAILS = 'Add your tax details (legal name, date of birth, address)';

/** GET /api/payouts/setup: everything the Payout Settings screen needs to say whether payouts can go out. */
export interface PayoutSetup {
  account: PayoutAccount | null;
  taxDetails: TaxDetails | null;
  /** True when nothing is missing. */
  ready: boolean;
  /** PAYOUT_MISSING_* texts, in order. */
  missing: string[];
  /**
   * Who keeps the bank account: `sandbox` takes it through PUT /api/payouts/account; `stripe`
   * through Stripe Connect's hosted onboarding (POST /api/payouts/stripe/onboarding → `{ url }`).
   */
  provider?: PaymentProvider;
  /**
   * How the bank account is given: `manual` through PUT /api/payouts/account; `hosted` through the
   * provider's onboarding (POST /api/payouts/stripe/onboarding → `{ url }`).
   */
  accountSetup: PayoutAccountSetup;
}

/** POST /api/payouts/stripe/onboarding and /stripe/dashboard answer: where to send the sitter (Stripe's hosted pages). */
export interface StripeLink {
  url: string;
}

export const PAYOUT_ACCOUNT_NAME_MAX_LENGTH = 64;
export const LEGAL_NAME_MAX_LENGTH = 100;
export const ADDRESS_LINE_MAX_LENGTH = 100;
/** Sitters are paid from 18. */
export const MIN_PAYOUT_AGE_YEARS = 18;

/** `110-000` from `110-000`, `110000` or ` 110 000 `; null when it is not six digits. */
export function normaliseBsb(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** True for 5 to 9 digits (spaces allowed between them). */
export function isValidAccountNumber(value: string): boolean {
  return /^\d{5,9}$/.test(value.replace(/\s/g, ''));
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/**
 * The ABN's 11 digits (spaces removed) when its checksum holds, else null. The ATO's rule: subtract
 * 1 from the first digit, weight the digits 10, 1, 3, 5, …, 19, and the sum divides by 89.
 */
export function normaliseAbn(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < 11; i += 1) {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += digit * ABN_WEIGHTS[i]!;
  }
  return sum % 89 === 0 ? digits : null;
}

/** `51 824 753 556` from `51824753556`. */
export function formatAbn(digits: string): string {
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8, 11)}`;
}

/** `BSB 110-000, account ••••3456` */
export function maskedAccountDisplay(bsb: string, last4: string): string {
  return `BSB ${bsb}, account ••••${last4}`;
}

/** Hours after a stay completes before its payout is released (PAYOUT_RELEASE_HOURS). */
export const DEFAULT_PAYOUT_RELEASE_HOURS = 48;

/**
 * - `scheduled`: waits for its release time (or for the sitter's set-up: see `note`);
 * - `held`: an open report against the sitter holds it until an admin handles the report;
 * - `in_transit`: sent to the bank; `paid`: arrived; `failed`: the bank refused it (see
 *   `failureReason`), retried as soon as the sitter saves a new bank account;
 * - `cancelled`: nothing was left to pay (the stay was refunded).
 */
export const PAYOUT_STATUSES = ['scheduled', 'held', 'in_transit', 'paid', 'failed', 'cancelled'] as const;
/** One of PAYOUT_STATUSES. */
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One payout: one completed stay's earnings. */
export interface Payout {
  id: string;
  bookingId: string;
  amountCents: number;
  status: PayoutStatus;
  scheduledFor: string;
  paidAt?: string | null;
  failureReason?: string | null;
  /** Why a scheduled or held payout waits (set-up missing, a report), in the sitter's words. */
  note?: string | null;
  /**
   * Negative when part of this stay's earnings went to repay a refund given after an earlier
   * payout (`amountCents` is what is left to pay); 0 otherwise.
   */
  adjustmentCents?: number;
}

/**
 * GET /api/payouts, each status counted once: `pendingCents`: not yet released (scheduled or held);
 * `availableCents`: on its way (in transit to the bank); `failedCents`: refused by the bank, waiting
 * for the sitter to fix their account (never "on its way"); `paidCents`: arrived, the same figure the
 * tax statement and admin finance count as paid out (see docs/payments.md).
 */
export interface PayoutsResponse {
  /**
   * `owedCents`: what the sitter owes after a refund given once a stay was already paid out; it is
   * taken from their next payouts (never charged to them).
   */
  balance: { pendingCents: number; availableCents: number; failedCents: number; paidCents: number; owedCents?: number };
  payouts: Payout[];
}

/** How many payouts GET /api/payouts lists (newest first). */
export const PAYOUTS_LIST_LIMIT = 100;

/** GET /api/payouts/earnings?priceCents=: what a sitter receives of a price they set. */
export interface EarningsPreview {
  priceCents: number;
  commissionCents: number;
  commissionGstCents: number;
  /** priceCents − commissionCents − commissionGstCents. */
  sitterReceivesCents: number;
}

/** The payout endpoints' URLs. */
export const payoutsApiPaths = Object.freeze({
  /** GET (masked) / PUT: the sitter's bank account for payouts. */
  account: () => '/api/payouts/account',
  /** GET / PUT: the sitter's tax details. */
  taxDetails: () => '/api/payouts/tax-details',
  /** GET: account, tax details and what is still missing. */
  setup: () => '/api/payouts/setup',
  /** GET: the balance and the payouts, newest first. */
  payouts: () => '/api/payouts',
  /** POST (Stripe configured): `{ url }` of Stripe Connect's hosted onboarding; the account is made on the first call. */
  stripeOnboarding: () => '/api/payouts/stripe/onboarding',
  /** POST (Stripe configured, after onboarding): `{ url }` signing the sitter in to their Stripe Express dashboard. */
  stripeDashboard: () => '/api/payouts/stripe/dashboard',
  /** GET: what the sitter receives of a price (commission and its GST taken). */
  earnings: (priceCents: number) => `/api/payouts/earnings?priceCents=${priceCents}`,
});
