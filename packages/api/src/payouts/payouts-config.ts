import { DEFAULT_PAYOUT_RELEASE_HOURS } from '@pawpal/contract';
import { type Env, readNonNegativeInteger } from '../platform/config/config.js';

/** The payouts' settings from the environment, read once at start (src/app-config.ts). */
export interface PayoutsConfig {
  /** Hours after a stay completes before its payout is released (PAYOUT_RELEASE_HOURS, default 48). */
  readonly releaseHours: number;
  /** Hours a sandbox payout spends in transit before the sandbox bank answers (SANDBOX_PAYOUT_TRANSIT_HOURS, default 24). */
  readonly sandboxTransitHours: number;
}

export const PAYOUTS_CONFIG = Symbol('PAYOUTS_CONFIG');
export const DEFAULT_SANDBOX_PAYOUT_TRANSIT_HOURS = 24;

export function loadPayoutsConfig(env: Env): PayoutsConfig {
  return {
    releaseHours: readNonNegativeInteger(env, 'PAYOUT_RELEASE_HOURS', DEFAULT_PAYOUT_RELEASE_HOURS),
    sandboxTransitHours: readNonNegativeInteger(env, 'SANDBOX_PAYOUT_TRANSIT_HOURS', DEFAULT_SANDBOX_PAYOUT_TRANSIT_HOURS),
  };
}
