import { DEFAULT_REFERRAL_CREDIT_CENTS, DEFAULT_REFERRAL_DISCOUNT_CENTS } from '@pawpal/contract';
import { type Env, readNonNegativeInteger } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The referral program's amounts from the environment, read once at start (src/app-config.ts). */
export interface ReferralsConfig {
  /** The friend's discount on their first booking, in cents (REFERRAL_DISCOUNT_CENTS, default 2000). */
  readonly discountCents: number;
  /** The member's credit when that stay completes, in cents (REFERRAL_CREDIT_CENTS, default 2000). */
  readonly creditCents: number;
}

export const REFERRALS_CONFIG = Symbol('REFERRALS_CONFIG');

export const REFERRALS_SETTINGS = declareSettings({
  title: 'Referrals',
  source: 'referrals/referrals-config.ts',
  variables: {
    REFERRAL_DISCOUNT_CENTS: {
      default: String(DEFAULT_REFERRAL_DISCOUNT_CENTS),
      description: "The referred friend's discount on their first booking, in cents.",
    },
    REFERRAL_CREDIT_CENTS: {
      default: String(DEFAULT_REFERRAL_CREDIT_CENTS),
      description: "The referring member's credit when that stay completes, in cents.",
    },
  },
});

export function loadReferralsConfig(environment: Env): ReferralsConfig {
  const env = REFERRALS_SETTINGS.env(environment);
  return {
    discountCents: readNonNegativeInteger(env, 'REFERRAL_DISCOUNT_CENTS', DEFAULT_REFERRAL_DISCOUNT_CENTS),
    creditCents: readNonNegativeInteger(env, 'REFERRAL_CREDIT_CENTS', DEFAULT_REFERRAL_CREDIT_CENTS),
  };
}
