import { type PaymentProviderDefinition } from '../registry.js';
import { SandboxPaymentProvider } from './sandbox.provider.js';

/** Test mode without Stripe: needs no settings, so it is used when no other provider is configured. */
export const sandboxProvider: PaymentProviderDefinition<Record<string, never>> = {
  name: 'sandbox',
  label: 'The sandbox',
  loadSettings: () => ({}),
  sendsWebhooks: false,
  payoutsLandIn: 'bank',
  create: (_settings, { events }) => new SandboxPaymentProvider(events),
};
