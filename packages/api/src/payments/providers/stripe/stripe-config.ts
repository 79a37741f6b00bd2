import { ConfigError, type Env, invalidVar, parseOrigin, readVar } from '../../../platform/config/config.js';
import { declareSettings } from '../../../platform/config/settings.js';

/** Stripe's keys: unset, payments go through the sandbox provider. */
export const STRIPE_SETTINGS = declareSettings({
  title: 'Stripe',
  source: 'payments/providers/stripe/stripe-config.ts',
  variables: {
    STRIPE_SECRET_KEY: {
      default: 'unset: the sandbox provider (test cards)',
      description:
        'Set: payments, saved cards and payouts through Stripe (then STRIPE_WEBHOOK_SECRET is required, and the CSP allows Stripe Elements). See docs/payments.md.',
    },
    STRIPE_WEBHOOK_SECRET: { default: 'unset', description: "The webhook endpoint's signing secret; required with STRIPE_SECRET_KEY." },
    STRIPE_PUBLISHABLE_KEY: { default: 'unset', description: 'Sent to the browser for Stripe Elements.' },
    STRIPE_API_URL: {
      default: "unset: Stripe's API",
      description: 'An origin such as `http://127.0.0.1:12111`: the SDK talks to another host (a local stand-in in tests).',
    },
  },
});

/** Stripe's settings, read when STRIPE_SECRET_KEY is set. */
export interface StripeConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Sent to the browser for Stripe Elements (STRIPE_PUBLISHABLE_KEY). */
  readonly publishableKey: string | undefined;
  /** Another Stripe API base URL (STRIPE_API_URL, e.g. a local stand-in in tests); default Stripe's. */
  readonly apiUrl: string | undefined;
}

/** Stripe's section: undefined without STRIPE_SECRET_KEY; a key needs its webhook secret. */
export function loadStripeConfig(environment: Env): StripeConfig | undefined {
  const env = STRIPE_SETTINGS.env(environment);
  const secretKey = readVar(env, 'STRIPE_SECRET_KEY');
  if (secretKey === undefined) return undefined;
  const webhookSecret = readVar(env, 'STRIPE_WEBHOOK_SECRET');
  if (webhookSecret === undefined)
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  const apiUrl = readVar(env, 'STRIPE_API_URL');
  if (apiUrl !== undefined && parseOrigin(apiUrl) === undefined)
    invalidVar('STRIPE_API_URL', 'must be an origin like http://127.0.0.1:12111', apiUrl);
  return { secretKey, webhookSecret, publishableKey: readVar(env, 'STRIPE_PUBLISHABLE_KEY'), apiUrl };
}

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/** Stripe Elements loads Stripe's script and frames and calls its API. */
export const STRIPE_BROWSER_SOURCES = { script: [STRIPE_JS], connect: [STRIPE_API], frame: [STRIPE_JS, STRIPE_HOOKS] } as const;
