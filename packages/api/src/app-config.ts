import { loadMoneyConfig, MONEY_SETTINGS } from './money/money-config.js';
import { type MoneyConfig } from './money/money.constants.js';
import { type AppConfig, type Env, LIMITS_SETTINGS, loadConfig, PLATFORM_SETTINGS } from './platform/config/config.js';
import { type Settings } from './platform/config/settings.js';
import { type ThirdPartySources } from './platform/security/security-headers.js';
import { paymentProviders } from './payments/providers/index.js';
import { type PaymentsConfig } from './payments/providers/registry.js';
import { loadPayoutsConfig, PAYOUTS_SETTINGS, type PayoutsConfig } from './payouts/payouts-config.js';
import { loadMailConfig, MAIL_SETTINGS, type MailConfig } from './mail/mail-config.js';
import { loadPushConfig, PUSH_SETTINGS, type PushConfig } from './push/push-config.js';
import { loadReferralsConfig, REFERRALS_SETTINGS, type ReferralsConfig } from './referrals/referrals-config.js';
import { loadUploadsConfig, UPLOADS_SETTINGS, type UploadsConfig } from './uploads/uploads-config.js';
import { loadVerificationsConfig, VERIFICATIONS_SETTINGS, type VerificationsConfig } from './verifications/verifications-config.js';
import { BUSINESS_SETTINGS, type BusinessConfig, loadBusinessConfig } from './tax/business-config.js';
import { loadSearchConfig, SEARCH_SETTINGS, type SearchConfig } from './search/search-config.js';
import { GEO_SETTINGS, type GeoConfig, loadGeoConfig } from './geo/geo-config.js';
import { loadUsersConfig, USERS_SETTINGS, type UsersConfig } from './users/users-config.js';
import { LIVE_SETTINGS, type LiveConfig, loadLiveConfig } from './live/live-config.js';

/**
 * Everything the process reads from its environment, once at start: the platform's settings
 * (platform/config, injected as APP_CONFIG) and the sections features own, each injected by its
 * own token (MONEY_CONFIG, PAYOUTS_CONFIG, MAIL_CONFIG, ...). The platform floor knows no
 * feature, so the features' sections are added here.
 */
export interface PawpalConfig extends AppConfig {
  readonly money: MoneyConfig;
  /** The payment provider and each provider's own section (payments/providers/), injected as PAYMENTS_CONFIG. */
  readonly payments: PaymentsConfig;
  /** What the security headers let pages load from other sites: the payment provider's card form, the map's tiles. */
  readonly thirdPartySources: ThirdPartySources;
  readonly payouts: PayoutsConfig;
  readonly mail: MailConfig;
  readonly push: PushConfig;
  readonly referrals: ReferralsConfig;
  readonly uploads: UploadsConfig;
  readonly verifications: VerificationsConfig;
  readonly business: BusinessConfig;
  readonly search: SearchConfig;
  readonly geo: GeoConfig;
  readonly users: UsersConfig;
  readonly live: LiveConfig;
}

/** Every section's declared variables, in the order docs/configuration.md lists them (src/configuration.spec.ts). */
export const CONFIG_SECTIONS: readonly Settings[] = [
  PLATFORM_SETTINGS,
  LIMITS_SETTINGS,
  USERS_SETTINGS,
  MAIL_SETTINGS,
  PUSH_SETTINGS,
  BUSINESS_SETTINGS,
  MONEY_SETTINGS,
  ...paymentProviders.settingsSections(),
  PAYOUTS_SETTINGS,
  REFERRALS_SETTINGS,
  UPLOADS_SETTINGS,
  VERIFICATIONS_SETTINGS,
  SEARCH_SETTINGS,
  GEO_SETTINGS,
  LIVE_SETTINGS,
];

/** Reads and validates the whole configuration; throws ConfigError naming the first invalid variable. */
export function loadPawpalConfig(env: Env = process.env, cwd: string = process.cwd()): PawpalConfig {
  const base = loadConfig(env, cwd);
  // Payments first: a bad provider setting is reported before the features' (as when Stripe was a platform setting).
  const payments = paymentProviders.loadConfig(env);
  const uploads = loadUploadsConfig(env, base, cwd);
  const search = loadSearchConfig(env);
  return {
    ...base,
    money: loadMoneyConfig(env),
    payments,
    thirdPartySources: { ...payments.browserSources, img: search.mapTileOrigin ? [search.mapTileOrigin] : [] },
    payouts: loadPayoutsConfig(env),
    mail: loadMailConfig(env, base),
    push: loadPushConfig(env, base),
    referrals: loadReferralsConfig(env),
    uploads,
    verifications: loadVerificationsConfig(env, { dataDir: base.dataDir, uploadDir: uploads.dir }, cwd),
    business: loadBusinessConfig(env),
    search,
    geo: loadGeoConfig(env, cwd),
    users: loadUsersConfig(env),
    live: loadLiveConfig(env),
  };
}
