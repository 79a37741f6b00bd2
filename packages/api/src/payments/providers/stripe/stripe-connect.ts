import Stripe from 'stripe';
import { PayoutTransferRefused } from '../../payment-provider.js';
import { createStripeClient } from './stripe-client.js';
import { type StripeConfig } from './stripe-config.js';

/** Where the connected account stands, as Stripe says (`accounts.retrieve`). */
export interface ConnectAccountState {
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** The bank account Stripe pays the sitter into, masked, when Stripe shows one. */
  bank: { accountName: string; bsb: string; last4: string } | null;
}

/**
 * Stripe Connect Express for sitters' payouts: the sitter's connected account, its hosted
 * onboarding and dashboard, transfers to it and their reversals. Every create carries an
 * idempotency key derived from the sitter or the payout, so a retried call never makes two.
 */
export class StripeConnect {
  private readonly stripe: Stripe;

  constructor(config: StripeConfig) {
    this.stripe = createStripeClient(config);
  }

  async createAccount(sitter: { id: string; email: string }): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'AU',
        email: sitter.email,
        capabilities: { transfers: { requested: true } },
        business_type: 'individual',
      },
      { idempotencyKey: `sitter:${sitter.id}:connect-account:v1` },
    );
    return account.id;
  }

  async onboardingLink(accountId: string, refreshUrl: string, returnUrl: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      refresh_url: refreshUrl,
      return_url: returnUrl,
      type: 'account_onboarding',
    });
    return link.url;
  }

  async dashboardLink(accountId: string): Promise<string> {
    return (await this.stripe.accounts.createLoginLink(accountId)).url;
  }

  async accountState(accountId: string): Promise<ConnectAccountState> {
    const account = await this.stripe.accounts.retrieve(accountId);
    const external = account.external_accounts?.data.find((entry): entry is Stripe.BankAccount => entry.object === 'bank_account');
    const routing = external?.routing_number?.replace(/\D/g, '') ?? '';
    return {
      payoutsEnabled: account.payouts_enabled === true,
      detailsSubmitted: account.details_submitted === true,
      bank:
        external && /^\d{6}$/.test(routing) && /^\d{4}$/.test(external.last4)
          ? { accountName: external.account_holder_name ?? '', bsb: `${routing.slice(0, 3)}-${routing.slice(3)}`, last4: external.last4 }
          : null,
    };
  }

  /** Sends a released payout to the sitter's connected account; Stripe pays their bank on its own schedule. */
  async transfer(payout: { id: string; bookingId: string; accountId: string; amountCents: number }): Promise<string> {
    try {
      const transfer = await this.stripe.transfers.create(
        { amount: payout.amountCents, currency: 'aud', destination: payout.accountId, transfer_group: payout.bookingId },
        { idempotencyKey: `payout:${payout.id}:transfer:v1` },
      );
      return transfer.id;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError) {
        // A 4xx from Stripe: not worth retrying as is.
        throw new PayoutTransferRefused(error.message);
      }
      throw error;
    }
  }

  /** Takes `amountCents` of a transfer back from the connected account (a refund after the payout); `sequence` keys each reversal. */
  async reverse(transferId: string, amountCents: number, payoutId: string, sequence: number): Promise<string> {
    const reversal = await this.stripe.transfers.createReversal(
      transferId,
      { amount: amountCents },
      { idempotencyKey: `payout:${payoutId}:reversal:${sequence}:v1` },
    );
    return reversal.id;
  }
}
