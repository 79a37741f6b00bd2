import { DEFAULT_PAYOUT_RELEASE_HOURS } from '@pawpal/contract';
import { type Env, readNonNegativeInteger } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The payouts' settings from the environment, read once at start (src/app-config.ts). */
export interface PayoutsConfig {
  /** Hours after a stay completes before its payout is released (PAYOUT_RELEASE_HOURS, default 48). */
  readonly releaseHours: number;
  /** Hours a sandbox payout spends in transit before the sandbox bank answers (SANDBOX_PAYOUT_TRANSIT_HOURS, default 24). */
  readonly sandboxTransitHours: number;
}

export const PAYOUTS_CONFIG = Symbol('PAYOUTS_CONFIG');
export const DEFAULT_SANDBOX_PAYOUT_TRANSIT_HOURS = 24;

export const PAYOUTS_SETTINGS = declareSettings({
  title: 'Payouts',
  source: 'payouts/payouts-config.ts',
  variables: {
    PAYOUT_RELEASE_HOURS: {
      default: String(DEFAULT_PAYOUT_RELEASE_HOURS),
      description:
        'Hours after a stay completes before its payout is released, so an owner can report a problem first. See docs/payments.md.',
    },
    SANDBOX_PAYOUT_TRANSIT_HOURS: {
      default: String(DEFAULT_SANDBOX_PAYOUT_TRANSIT_HOURS),
      description: 'Hours a payout through the sandbox provider spends in transit before the sandbox bank answers.',
    },
  },
});

export function loadPayoutsConfig(environment: Env): PayoutsConfig {
  const env = PAYOUTS_SETTINGS.env(environment);
  return {
    releaseHours: readNonNegativeInteger(env, 'PAYOUT_RELEASE_HOURS', DEFAULT_PAYOUT_RELEASE_HOURS),
    sandboxTransitHours: readNonNegativeInteger(env, 'SANDBOX_PAYOUT_TRANSIT_HOURS', DEFAULT_SANDBOX_PAYOUT_TRANSIT_HOURS),
  };
}
