import { loadMoneyConfig } from './money/money-config.js';
import { type MoneyConfig } from './money/money.constants.js';
import { type AppConfig, type Env, loadConfig } from './platform/config/config.js';
import { paymentProviders } from './payments/providers/index.js';
import { type PaymentsConfig } from './payments/providers/registry.js';
import { loadPayoutsConfig, type PayoutsConfig } from './payouts/payouts-config.js';
import { type ThirdPartySources } from './platform/security/security-headers.js';
import { loadMailConfig, type MailConfig } from './mail/mail-config.js';
import { loadPushConfig, type PushConfig } from './push/push-config.js';
import { loadReferralsConfig, type ReferralsConfig } from './referrals/referrals-config.js';

/**
 * Everything the process reads from its environment, once at start: the platform's settings
 * (platform/config, injected as APP_CONFIG) and the sections features own (the fees, injected as
 * MONEY_CONFIG; payout timing, PAYOUTS_CONFIG; mail, MAIL_CONFIG; Web Push, PUSH_CONFIG; referral amounts, REFERRALS_CONFIG). The platform floor knows no feature, so the features' sections are added here.
 */
export interface PawpalConfig extends AppConfig {
  readonly money: MoneyConfig;
  /** The payment provider and each provider's own section (payments/providers/), injected as PAYMENTS_CONFIG. */
  readonly payments: PaymentsConfig;
  /** What the security headers let pages load from other sites: the payment provider's card form. */
  readonly thirdPartySources: ThirdPartySources;
  readonly payouts: PayoutsConfig;
  readonly mail: MailConfig;
  readonly push: PushConfig;
  readonly referrals: ReferralsConfig;
}

/** Reads and validates the whole configuration; throws ConfigError naming the first invalid variable. */
export function loadPawpalConfig(env: Env = process.env, cwd: string = process.cwd()): PawpalConfig {
  const base = loadConfig(env, cwd);
  const payments = paymentProviders.loadConfig(env);
  return { ...base, money: loadMoneyConfig(env), payments, thirdPartySources: payments.browserSources, payouts: loadPayoutsConfig(env), mail: loadMailConfig(env, base), push: loadPushConfig(env, base), referrals: loadReferralsConfig(env) };
}
