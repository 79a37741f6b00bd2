import { PaymentProviderRegistry } from './registry.js';
import { sandboxProvider } from './sandbox/index.js';
import { stripeProvider } from './stripe/index.js';

/**
 * The payment providers, one line each, in order of preference: without PAYMENT_PROVIDER the first
 * one whose settings are present is used. A provider is one folder beside these (see
 * docs/payments.md, "Payment providers").
 */
export const paymentProviders = new PaymentProviderRegistry([stripeProvider, sandboxProvider]);
