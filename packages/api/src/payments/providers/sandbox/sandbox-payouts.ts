import { randomUUID } from 'node:crypto';
import { type EntityManager } from 'typeorm';
import { type BankAccountDetails, type ProviderPayouts } from '../../payment-provider.js';

/** What a payout to a sandbox account does: Stripe's AU test account numbers decide it (BSB 110-000). */
export type SandboxPayoutOutcome = 'succeeds' | 'no_account' | 'account_closed';

/** Stripe's AU test numbers that fail payouts, and how; every other valid number succeeds. */
export const SANDBOX_FAILING_ACCOUNTS: Readonly<Record<string, SandboxPayoutOutcome>> = Object.freeze({
  '000111111': 'no_account',
  '000111113': 'account_closed',
});

/**
 * The sandbox stands in for Stripe Connect: the sitter types the account into Pawpal's form, and the
 * sandbox keeps its own record of it, in its own table, holding only what its simulation needs
 * (never the full number). A released payout is in transit until the sandbox bank answers
 * (PayoutSweepsService, after SANDBOX_PAYOUT_TRANSIT_HOURS).
 */
export class SandboxPayouts implements ProviderPayouts {
  readonly accountSetup = 'manual' as const;

  accountPayable(): Promise<boolean> {
    return Promise.resolve(true);
  }

  async saveBankAccount(manager: EntityManager, _sitterId: string, account: BankAccountDetails, at: Date): Promise<{ ref: string }> {
    const ref = `sba_${randomUUID().replace(/-/g, '')}`;
    const outcome = SANDBOX_FAILING_ACCOUNTS[account.accountNumber.padStart(9, '0')] ?? 'succeeds';
    await manager.query(
      `INSERT INTO sandbox_bank_accounts (ref, bsb, account_last4, payout_outcome, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [ref, account.bsb, account.accountNumber.slice(-4), outcome, at],
    );
    return { ref };
  }
}
