import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  type AuState,
  formatAbn,
  maskedAccountDisplay,
  MIN_PAYOUT_AGE_YEARS,
  normaliseAbn,
  normaliseBsb,
  PAYOUT_MISSING_ACCOUNT,
  PAYOUT_MISSING_TAX_DETAILS,
  type PaymentProvider,
  type PayoutAccount,
  PAYOUTS_LIST_LIMIT,
  type PayoutSetup,
  type PayoutsResponse,
  type PayoutStatus,
  type TaxDetails,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { sitterDebtCents, sitterPaidOutCents } from '../ledger/ledger-reads.js';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { type PayoutAccountBody, type TaxDetailsBody } from './dto/payouts.input.js';
import { PAYMENT_PROVIDER, type PaymentProvider as Provider, type ProviderPayouts } from '../payments/payment-provider.js';
import { PayoutsError } from './payouts.errors.js';
import { isSitter } from '../users/sitter-role.js';

/**
 * What `payout_accounts` holds for an account at a provider with hosted onboarding (Stripe Connect):
 * the bank itself stays with the provider, and GET /api/payouts/account reads it from there.
 */
const HOSTED_PLACEHOLDER = { accountName: '', bsb: '000-000', last4: '0000' } as const;

interface AccountRow {
  provider: PaymentProvider;
  provider_ref: string;
  account_name: string;
  bsb: string;
  account_last4: string;
  updated_at: Date;
}

interface PayoutRow {
  id: string;
  booking_id: string;
  amount_cents: number;
  status: PayoutStatus;
  scheduled_for: Date;
  paid_at: Date | null;
  failure_reason: string | null;
  note: string | null;
  adjustment_cents: number;
}

interface TaxRow {
  legal_name: string;
  date_of_birth: string;
  address_line1: string;
  address_line2: string | null;
  suburb: string;
  state: AuState;
  postcode: string;
  abn: string | null;
  gst_registered: boolean;
  updated_at: Date;
}

/**
 * The sitter's payout account and tax details: the one writer of `payout_accounts` and
 * `tax_details`. Every call acts on the signed-in sitter's own records (no id from the client).
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly provider: Provider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stripe Connect Express onboarding: the sitter's connected account, created once (kept as the
   * payout account's provider ref), and a link to Stripe's hosted onboarding for it. Payouts that
   * failed go out again at the next sweep (the sitter is fixing their account).
   */
  async stripeOnboarding(sitterId: string): Promise<{ url: string }> {
    const hosted = this.requireHosted();
    await this.assertSitter(this.dataSource.manager, sitterId);
    let accountId = await this.stripeAccountId(sitterId);
    if (accountId === null) {
      const [user] = (await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [sitterId])) as { email: string }[];
      // The idempotency key makes a parallel or retried create answer the same account.
      accountId = await hosted.createAccount!({ id: sitterId, email: user!.email });
      await this.dataSource.query(
        `INSERT INTO payout_accounts (user_id, provider, provider_ref, account_name, bsb, account_last4, updated_at)
         VALUES ($1, $7, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO UPDATE SET provider = excluded.provider, provider_ref = excluded.provider_ref, account_name = excluded.account_name,
           bsb = excluded.bsb, account_last4 = excluded.account_last4, updated_at = excluded.updated_at
         WHERE payout_accounts.provider <> excluded.provider`,
        [
          sitterId,
          accountId,
          HOSTED_PLACEHOLDER.accountName,
          HOSTED_PLACEHOLDER.bsb,
          HOSTED_PLACEHOLDER.last4,
          this.clock.now(),
          this.provider.name,
        ],
      );
      accountId = (await this.stripeAccountId(sitterId))!;
    }
    await this.retryFailed(this.dataSource.manager, sitterId, this.clock.now());
    const settings = `${this.config.appOrigin}/payout-settings`;
    return { url: await hosted.onboardingLink!(accountId, `${settings}?stripe=refresh`, `${settings}?stripe=return`) };
  }

  /** A sign-in link to the sitter's Stripe Express dashboard (their bank, their Stripe payouts). */
  async stripeDashboard(sitterId: string): Promise<{ url: string }> {
    const hosted = this.requireHosted();
    await this.assertSitter(this.dataSource.manager, sitterId);
    const accountId = await this.stripeAccountId(sitterId);
    if (accountId === null)
      throw new PayoutsError(HttpStatus.CONFLICT, 'No Stripe account yet: start the Stripe onboarding from Payout settings first');
    return { url: await hosted.dashboardLink!(accountId) };
  }

  /** Hands the full account to the provider and keeps the masked part; replaces an earlier account. */
  async saveAccount(sitterId: string, input: PayoutAccountBody): Promise<PayoutAccount> {
    const bsb = normaliseBsb(input.bsb);
    const accountNumber = input.accountNumber.replace(/\s/g, '');
    if (bsb === null) throw new PayoutsError(HttpStatus.BAD_REQUEST, 'BSB must be six digits, like 110-000');
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await this.assertSitter(manager, sitterId);
      const { ref } = await this.provider.payouts.saveBankAccount(
        manager,
        sitterId,
        { accountName: input.accountName, bsb, accountNumber },
        now,
      );
      await manager.query(
        `INSERT INTO payout_accounts (user_id, provider, provider_ref, account_name, bsb, account_last4, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id) DO UPDATE SET provider = excluded.provider, provider_ref = excluded.provider_ref,
           account_name = excluded.account_name, bsb = excluded.bsb, account_last4 = excluded.account_last4, updated_at = excluded.updated_at`,
        [sitterId, this.provider.name, ref, input.accountName, bsb, accountNumber.slice(-4), now],
      );
      await this.retryFailed(manager, sitterId, now);
    });
    return (await this.account(sitterId))!;
  }

  /** The masked account, or 404 when there is none yet. */
  async getAccount(sitterId: string): Promise<PayoutAccount> {
    await this.assertSitter(this.dataSource.manager, sitterId);
    const account = await this.account(sitterId);
    if (!account) throw new PayoutsError(HttpStatus.NOT_FOUND, 'No payout account yet: add the bank account your earnings are paid into');
    return account;
  }

  async saveTaxDetails(sitterId: string, input: TaxDetailsBody): Promise<TaxDetails> {
    const abn = input.abn === undefined || input.abn === null || input.abn.trim() === '' ? null : normaliseAbn(input.abn);
    if (input.abn && abn === null) throw new PayoutsError(HttpStatus.BAD_REQUEST, 'ABN is not valid: check its 11 digits');
    if (input.gstRegistered && abn === null) {
      throw new PayoutsError(HttpStatus.BAD_REQUEST, 'Add your ABN: a business registered for GST has one');
    }
    this.assertAdult(input.dateOfBirth);
    await this.dataSource.transaction(async (manager) => {
      await this.assertSitter(manager, sitterId);
      await manager.query(
        `INSERT INTO tax_details (user_id, legal_name, date_of_birth, address_line1, address_line2, suburb, state, postcode, abn, gst_registered, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (user_id) DO UPDATE SET legal_name = excluded.legal_name, date_of_birth = excluded.date_of_birth,
           address_line1 = excluded.address_line1, address_line2 = excluded.address_line2, suburb = excluded.suburb,
           state = excluded.state, postcode = excluded.postcode, abn = excluded.abn, gst_registered = excluded.gst_registered,
           updated_at = excluded.updated_at`,
        [
          sitterId,
          input.legalName,
          input.dateOfBirth,
          input.address.line1,
          input.address.line2 || null,
          input.address.suburb,
          input.address.state,
          input.address.postcode,
          abn,
          input.gstRegistered,
          this.clock.now(),
        ],
      );
    });
    return (await this.taxDetails(sitterId))!;
  }

  /** The tax details, or 404 when there are none yet. */
  async getTaxDetails(sitterId: string): Promise<TaxDetails> {
    await this.assertSitter(this.dataSource.manager, sitterId);
    const details = await this.taxDetails(sitterId);
    if (!details) throw new PayoutsError(HttpStatus.NOT_FOUND, 'No tax details yet');
    return details;
  }

  /** Both, and what still stops payouts. */
  async setup(sitterId: string): Promise<PayoutSetup> {
    await this.assertSitter(this.dataSource.manager, sitterId);
    const [account, taxDetails] = await Promise.all([this.account(sitterId), this.taxDetails(sitterId)]);
    // A Stripe account counts once Stripe shows the bank it pays into.
    const missing = [
      ...(account && account.accountNumberLast4 !== '' ? [] : [PAYOUT_MISSING_ACCOUNT]),
      ...(taxDetails ? [] : [PAYOUT_MISSING_TAX_DETAILS]),
    ];
    return {
      account,
      taxDetails,
      ready: missing.length === 0,
      missing,
      provider: this.provider.name,
      accountSetup: this.provider.payouts.accountSetup,
    };
  }

  /** The sitter's balance and payouts, newest first (the amounts by status; see PayoutsResponse). */
  async list(sitterId: string): Promise<PayoutsResponse> {
    await this.assertSitter(this.dataSource.manager, sitterId);
    const rows = (await this.dataSource.query(
      `SELECT id, booking_id, amount_cents, status, scheduled_for, paid_at, failure_reason, note, adjustment_cents
         FROM payouts WHERE sitter_id = $1 ORDER BY scheduled_for DESC, id LIMIT $2`,
      [sitterId, PAYOUTS_LIST_LIMIT],
    )) as PayoutRow[];
    const [totals] = (await this.dataSource.query(
      `SELECT coalesce(sum(amount_cents) FILTER (WHERE status IN ('scheduled', 'held')), 0)::int AS pending,
              coalesce(sum(amount_cents) FILTER (WHERE status = 'in_transit'), 0)::int AS available,
              coalesce(sum(amount_cents) FILTER (WHERE status = 'failed'), 0)::int AS failed
         FROM payouts WHERE sitter_id = $1`,
      [sitterId],
    )) as [{ pending: number; available: number; failed: number }];
    // Paid out as the tax statement and admin finance count it: one rule, in the ledger's reads.
    const paidCents = await sitterPaidOutCents(this.dataSource.manager, sitterId);
    // What the sitter owes from refunds after a payout (bookings whose sitter_payable is above zero), repaid from the next payouts.
    const owedCents = await sitterDebtCents(this.dataSource.manager, sitterId);
    return {
      balance: { pendingCents: totals.pending, availableCents: totals.available, failedCents: totals.failed, paidCents, owedCents },
      payouts: rows.map((row) => ({
        id: row.id,
        bookingId: row.booking_id,
        amountCents: row.amount_cents,
        status: row.status,
        scheduledFor: row.scheduled_for.toISOString(),
        paidAt: row.paid_at?.toISOString() ?? null,
        failureReason: row.failure_reason,
        note: row.note,
        adjustmentCents: row.adjustment_cents,
      })),
    };
  }

  private async account(sitterId: string): Promise<PayoutAccount | null> {
    const [row] = (await this.dataSource.query(
      `SELECT provider, provider_ref, account_name, bsb, account_last4, updated_at FROM payout_accounts WHERE user_id = $1`,
      [sitterId],
    )) as AccountRow[];
    if (!row) return null;
    const describe = row.provider === this.provider.name ? this.provider.payouts.describeAccount : undefined;
    if (describe) {
      // The bank is the provider's to keep: shown as the provider has it now.
      const { bank, display } = await describe(row.provider_ref);
      return {
        accountName: bank?.accountName ?? '',
        bsb: bank?.bsb ?? '',
        accountNumberLast4: bank?.last4 ?? '',
        display,
        provider: row.provider,
        updatedAt: row.updated_at.toISOString(),
      };
    }
    return {
      accountName: row.account_name,
      bsb: row.bsb,
      accountNumberLast4: row.account_last4,
      display: maskedAccountDisplay(row.bsb, row.account_last4),
      provider: row.provider,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  private async taxDetails(sitterId: string): Promise<TaxDetails | null> {
    const [row] = (await this.dataSource.query(
      `SELECT legal_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, address_line1, address_line2, suburb, state, postcode, abn,
              gst_registered, updated_at
         FROM tax_details WHERE user_id = $1`,
      [sitterId],
    )) as TaxRow[];
    if (!row) return null;
    return {
      legalName: row.legal_name,
      dateOfBirth: row.date_of_birth,
      address: { line1: row.address_line1, line2: row.address_line2, suburb: row.suburb, state: row.state, postcode: row.postcode },
      abn: row.abn === null ? null : formatAbn(row.abn),
      gstRegistered: row.gst_registered,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  /** Payouts the bank or Stripe refused go out again at the next sweep (to the new account, or the fixed Stripe one). */
  private async retryFailed(manager: EntityManager, sitterId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE payouts SET status = 'scheduled', scheduled_for = $2, failure_reason = NULL, failed_at = NULL, note = NULL, updated_at = $2
        WHERE sitter_id = $1 AND status = 'failed'`,
      [sitterId, now],
    );
  }

  /** The provider's payouts when it onboards sitters itself (Stripe Connect); 400 when sitters type their bank account into Pawpal's form. */
  private requireHosted(): ProviderPayouts {
    if (this.provider.payouts.accountSetup !== 'hosted')
      throw new PayoutsError(
        HttpStatus.BAD_REQUEST,
        'Stripe is not configured here: add your bank account in Payout settings (the sandbox)',
      );
    return this.provider.payouts;
  }

  /** The sitter's account at the configured hosted provider, or null before its onboarding started. */
  private async stripeAccountId(sitterId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(`SELECT provider_ref FROM payout_accounts WHERE user_id = $1 AND provider = $2`, [
      sitterId,
      this.provider.name,
    ])) as { provider_ref: string }[];
    return row?.provider_ref ?? null;
  }

  /** Payouts are for sitters: 403 for anyone without a sitter profile. */
  private async assertSitter(manager: EntityManager, userId: string): Promise<void> {
    const row = await isSitter(manager, userId);
    if (!row) throw PayoutsError.sittersOnly();
  }

  /** At least MIN_PAYOUT_AGE_YEARS old today (Australia/Sydney's date is close enough for a birthday), and not born in the future. */
  private assertAdult(dateOfBirth: string): void {
    const today = this.clock.now().toISOString().slice(0, 10);
    if (dateOfBirth > today) throw new PayoutsError(HttpStatus.BAD_REQUEST, 'Date of birth cannot be in the future');
    const [year, month, day] = today.split('-');
    const eighteenYearsAgo = `${String(Number(year) - MIN_PAYOUT_AGE_YEARS).padStart(4, '0')}-${month}-${day}`;
    if (dateOfBirth > eighteenYearsAgo)
      throw new PayoutsError(HttpStatus.BAD_REQUEST, `You must be at least ${MIN_PAYOUT_AGE_YEARS} to be paid through Pawpal`);
  }
}
