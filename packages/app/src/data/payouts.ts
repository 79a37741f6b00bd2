import {
  type EarningsPreview,
  type StripeLink,
  payoutsApiPaths,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutSetup,
  type PayoutsResponse,
  type PayoutStatus,
  type TaxDetails,
  type TaxDetailsInput,
} from '@pawpal/contract';
import useSWR from 'swr';
import { sendJson } from './mutation';

/* Payout set-up: the sitter's bank account and tax details. Shapes and rules are @pawpal/contract's. */

export const PAYOUT_SETUP_KEY = payoutsApiPaths.setup();

/** GET /api/payouts/setup: the masked account, the tax details and what still stops payouts. */
export function usePayoutSetup(enabled = true) {
  return useSWR<PayoutSetup, Error>(enabled ? PAYOUT_SETUP_KEY : null);
}

/** PUT /api/payouts/account: the full number goes to the payment provider; the answer is masked. */
export function savePayoutAccount(input: PayoutAccountInput): Promise<PayoutAccount> {
  return sendJson<PayoutAccount>('PUT', payoutsApiPaths.account(), input);
}

/** POST /api/payouts/stripe/onboarding or /dashboard (Stripe configured): where Stripe's hosted page is. */
export function stripePayoutLink(which: 'onboarding' | 'dashboard'): Promise<StripeLink> {
  return sendJson<StripeLink>('POST', which === 'onboarding' ? payoutsApiPaths.stripeOnboarding() : payoutsApiPaths.stripeDashboard());
}

/** PUT /api/payouts/tax-details. */
export function saveTaxDetails(input: TaxDetailsInput): Promise<TaxDetails> {
  return sendJson<TaxDetails>('PUT', payoutsApiPaths.taxDetails(), input);
}

/** GET /api/payouts: the balance and the payouts, newest first. */
export function usePayouts(enabled = true) {
  return useSWR<PayoutsResponse, Error>(enabled ? payoutsApiPaths.payouts() : null);
}

/** Each payout status in the sitter's words. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  scheduled: 'Scheduled',
  held: 'On hold',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Nothing to pay',
};

/** GET /api/payouts/earnings: what the sitter receives of a price (null: nothing to ask). */
export function useEarningsPreview(priceCents: number | null) {
  return useSWR<EarningsPreview, Error>(priceCents === null ? null : payoutsApiPaths.earnings(priceCents), { keepPreviousData: false });
}
