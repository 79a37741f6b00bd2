import { ConfigError, type Env, invalidVar, parseOrigin, readVar } from '../../../platform/config/config.js';

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
export function loadStripeConfig(env: Env): StripeConfig | undefined {
  const secretKey = readVar(env, 'STRIPE_SECRET_KEY');
  if (secretKey === undefined) return undefined;
  const webhookSecret = readVar(env, 'STRIPE_WEBHOOK_SECRET');
  if (webhookSecret === undefined) throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  const apiUrl = readVar(env, 'STRIPE_API_URL');
  if (apiUrl !== undefined && parseOrigin(apiUrl) === undefined) invalidVar('STRIPE_API_URL', 'must be an origin like http://127.0.0.1:12111', apiUrl);
  return { secretKey, webhookSecret, publishableKey: readVar(env, 'STRIPE_PUBLISHABLE_KEY'), apiUrl };
}

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/** Stripe Elements loads Stripe's script and frames and calls its API. */
export const STRIPE_BROWSER_SOURCES = { script: [STRIPE_JS], connect: [STRIPE_API], frame: [STRIPE_JS, STRIPE_HOOKS] } as const;
