import Stripe from 'stripe';
import { type StripeConfig } from '../platform/config/config.js';
import { type IntentResult, type PaymentProvider, type ProviderEvent } from './payment-provider.js';
import { intentIdempotencyKey, PAYMENT_CURRENCY, refundIdempotencyKey } from './payments.constants.js';

/** Stripe's test-mode secret keys start with this. */
const TEST_KEY_PREFIX = 'sk_test_';

/**
 * Stripe PaymentIntents. Every call carries an idempotency key derived from the booking and the
 * operation, so a retried request (ours or the SDK's) never charges or refunds twice.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.testMode = config.secretKey.startsWith(TEST_KEY_PREFIX);
    this.publishableKey = config.publishableKey ?? null;
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'http:' ? 80 : 443), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async createIntent(booking: { id: string; totalCents: number }): Promise<IntentResult> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: booking.totalCents,
        currency: PAYMENT_CURRENCY,
        automatic_payment_methods: { enabled: true },
        metadata: { bookingId: booking.id },
      },
      { idempotencyKey: intentIdempotencyKey(booking.id) },
    );
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async refund(input: { bookingId: string; intentId: string; amountCents: number; sequence: number }): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.intentId, amount: input.amountCents, metadata: { bookingId: input.bookingId } },
      { idempotencyKey: refundIdempotencyKey(input.bookingId, input.sequence) },
    );
    return { refundId: refund.id };
  }

  /** The event, if `signature` (Stripe-Signature header) signs exactly `rawBody` with the webhook secret; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    return event as unknown as ProviderEvent;
  }
}
