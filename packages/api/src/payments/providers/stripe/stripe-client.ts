import Stripe from 'stripe';
import { type StripeConfig } from './stripe-config.js';

/**
 * The Stripe SDK client both money flows use (payments in, Connect payouts out): two network
 * retries (every create carries an idempotency key), no telemetry, and STRIPE_API_URL's host when
 * set (the tests' stand-in Stripe).
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
