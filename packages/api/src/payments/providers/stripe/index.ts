import { type PaymentProviderDefinition } from '../registry.js';
import { loadStripeConfig, STRIPE_BROWSER_SOURCES, STRIPE_SETTINGS, type StripeConfig } from './stripe-config.js';
import { StripePaymentProvider } from './stripe.provider.js';

/** Stripe: PaymentIntents, saved cards through SetupIntents, refunds, Connect Express payouts and signed webhooks. Used when STRIPE_SECRET_KEY is set. */
export const stripeProvider: PaymentProviderDefinition<StripeConfig> = {
  name: 'stripe',
  label: 'Stripe',
  settings: STRIPE_SETTINGS,
  loadSettings: loadStripeConfig,
  // A transfer lands in the sitter's Stripe account; Stripe pays their bank on its payout schedule.
  sendsWebhooks: true,
  payoutsLandIn: 'provider_account',
  browserSources: () => STRIPE_BROWSER_SOURCES,
  create: (settings) => new StripePaymentProvider(settings),
};
