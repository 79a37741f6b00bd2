import { HttpStatus } from '@nestjs/common';
import { type PaymentProvider } from '@pawpal/contract';
import { randomUUID } from 'node:crypto';
import { type EntityManager } from 'typeorm';
import { PayoutsError } from './payouts.errors.js';

/** A bank account as the sitter typed it, already validated and normalised (BSB `NNN-NNN`, digits only). */
export interface BankAccountDetails {
  accountName: string;
  bsb: string;
  accountNumber: string;
}

/**
 * Who keeps the full bank account: the payment provider, never Pawpal. `save` answers the
 * provider's reference for the account; Pawpal stores that, the BSB and the last four digits.
 */
export interface PayoutAccountProvider {
  readonly name: PaymentProvider;
  save(manager: EntityManager, sitterId: string, account: BankAccountDetails, at: Date): Promise<{ ref: string }>;
}

export const PAYOUT_ACCOUNT_PROVIDER = Symbol('PAYOUT_ACCOUNT_PROVIDER');

/** What a payout to a sandbox account does: Stripe's AU test account numbers decide it (BSB 110-000). */
export type SandboxPayoutOutcome = 'succeeds' | 'no_account' | 'account_closed';

/** Stripe's AU test numbers that fail payouts, and how; every other valid number succeeds. */
export const SANDBOX_FAILING_ACCOUNTS: Readonly<Record<string, SandboxPayoutOutcome>> = Object.freeze({
  '000111111': 'no_account',
  '000111113': 'account_closed',
});

/**
 * The sandbox stands in for Stripe Connect: it keeps its own record of the account, in its own
 * table, holding only what its simulation needs (never the full number).
 */
export class SandboxPayoutAccountProvider implements PayoutAccountProvider {
  readonly name = 'sandbox' as const;

  async save(manager: EntityManager, _sitterId: string, account: BankAccountDetails, at: Date): Promise<{ ref: string }> {
    const ref = `sba_${randomUUID().replace(/-/g, '')}`;
    const outcome = SANDBOX_FAILING_ACCOUNTS[account.accountNumber.padStart(9, '0')] ?? 'succeeds';
    await manager.query(`INSERT INTO sandbox_bank_accounts (ref, bsb, account_last4, payout_outcome, created_at) VALUES ($1, $2, $3, $4, $5)`, [
      ref,
      account.bsb,
      account.accountNumber.slice(-4),
      outcome,
      at,
    ]);
    return { ref };
  }
}

/**
 * With Stripe configured, the bank account is given to Stripe in Stripe Connect Express onboarding
 * (hosted by Stripe; POST /api/payouts/stripe/onboarding), never to Pawpal: say so.
 */
export class StripePayoutAccountProvider implements PayoutAccountProvider {
  readonly name = 'stripe' as const;

  save(): Promise<{ ref: string }> {
    return Promise.reject(
      // 400, not 501: the error filter answers every 5xx with the generic message.
      new PayoutsError(HttpStatus.BAD_REQUEST, 'With Stripe, add your bank account in Stripe’s onboarding: use the onboarding link (POST /api/payouts/stripe/onboarding) from Payout settings'),
    );
  }
}
