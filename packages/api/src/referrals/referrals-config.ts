import { DEFAULT_REFERRAL_CREDIT_CENTS, DEFAULT_REFERRAL_DISCOUNT_CENTS } from '@pawpal/contract';
import { type Env, readNonNegativeInteger } from '../platform/config/config.js';

/** The referral program's amounts from the environment, read once at start (src/app-config.ts). */
export interface ReferralsConfig {
  /** The friend's discount on their first booking, in cents (REFERRAL_DISCOUNT_CENTS, default 2000). */
  readonly discountCents: number;
  /** The member's credit when that stay completes, in cents (REFERRAL_CREDIT_CENTS, default 2000). */
  readonly creditCents: number;
}

export const REFERRALS_CONFIG = Symbol('REFERRALS_CONFIG');

export function loadReferralsConfig(env: Env): ReferralsConfig {
  return {
    discountCents: readNonNegativeInteger(env, 'REFERRAL_DISCOUNT_CENTS', DEFAULT_REFERRAL_DISCOUNT_CENTS),
    creditCents: readNonNegativeInteger(env, 'REFERRAL_CREDIT_CENTS', DEFAULT_REFERRAL_CREDIT_CENTS),
  };
}
