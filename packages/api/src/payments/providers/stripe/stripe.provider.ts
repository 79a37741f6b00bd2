import { HttpStatus } from '@nestjs/common';
import { maskedAccountDisplay } from '@pawpal/contract';
import type Stripe from 'stripe';
import { PaymentProviderError } from '../../payments.errors.js';
import {
  type HostedPayoutAccount,
  type IntentResult,
  type PaymentProvider,
  type ProviderCards,
  type ProviderPayouts,
  type ProviderSavedCard,
  type ProviderWebhooks,
  SavedCardDeclined,
  type SavedCardIntent,
} from '../../payment-provider.js';
import { customerIdempotencyKey, intentIdempotencyKey, PAYMENT_CURRENCY, refundIdempotencyKey } from '../../payments.constants.js';
import { createStripeClient } from './stripe-client.js';
import { type StripeConfig } from './stripe-config.js';
import { StripeConnect } from './stripe-connect.js';
import { paymentEventOfStripe, stripeEventOf } from './stripe-events.js';

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
  private readonly connect: StripeConnect;

  /** Cards are typed into Stripe Elements against a SetupIntent, saved to the member's Stripe Customer. */
  readonly cards: ProviderCards = {
    setupKind: 'hosted',
    createCustomer: (user) => this.createCustomer(user),
    createSetupIntent: (customerId) => this.createSetupIntent(customerId),
    setupIntentCard: (setupIntentId) => this.setupIntentCard(setupIntentId),
    detachCard: (paymentMethodId) => this.detachCard(paymentMethodId),
    chargeSavedCard: (input) => this.chargeSavedCard(input),
    chargeOffSession: (input) => this.chargeOffSession(input),
  };

  /** Sitters are paid through Stripe Connect Express: Stripe's onboarding takes the bank account, payouts are transfers. */
  readonly payouts: ProviderPayouts;

  readonly webhooks: ProviderWebhooks = {
    verify: (rawBody, headers) => {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new Error('No Stripe-Signature header');
      return this.verifyWebhook(rawBody, signature);
    },
    toPaymentEvent: (verified) => paymentEventOfStripe(stripeEventOf(verified)),
  };

  constructor(private readonly config: StripeConfig) {
    this.testMode = config.secretKey.startsWith(TEST_KEY_PREFIX);
    this.publishableKey = config.publishableKey ?? null;
    this.stripe = createStripeClient(config);
    const connect = (this.connect = new StripeConnect(config));
    this.payouts = {
      accountSetup: 'hosted',
      saveBankAccount: () =>
        Promise.reject(
          // 400, not 501: the error filter answers every 5xx with the generic message.
          new PaymentProviderError(
            HttpStatus.BAD_REQUEST,
            'With Stripe, add your bank account in Stripe’s onboarding: use the onboarding link (POST /api/payouts/stripe/onboarding) from Payout settings',
          ),
        ),
      // Paid only once Stripe says the connected account can take payouts (asked at each release).
      accountPayable: async (ref) => (await connect.accountState(ref)).payoutsEnabled,
      createAccount: (sitter) => connect.createAccount(sitter),
      onboardingLink: (accountId, refreshUrl, returnUrl) => connect.onboardingLink(accountId, refreshUrl, returnUrl),
      dashboardLink: (accountId) => connect.dashboardLink(accountId),
      describeAccount: (accountId) => this.describeAccount(accountId),
      transfer: (payout) => connect.transfer(payout),
      reverse: (transferId, amountCents, payoutId, sequence) => connect.reverse(transferId, amountCents, payoutId, sequence),
    };
  }

  /** The connected account as Stripe has it now: the bank is Stripe's to keep, shown only once payouts are enabled. */
  private async describeAccount(accountId: string): Promise<HostedPayoutAccount> {
    const state = await this.connect.accountState(accountId);
    const bank = state.payoutsEnabled ? state.bank : null;
    return {
      bank,
      payoutsEnabled: state.payoutsEnabled,
      display: bank
        ? `Stripe: ${maskedAccountDisplay(bank.bsb, bank.last4)}`
        : state.payoutsEnabled
          ? 'Stripe: payouts enabled'
          : state.detailsSubmitted
            ? 'Stripe: details submitted, waiting for Stripe to enable payouts'
            : 'Stripe: onboarding not finished',
    };
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

  /**
   * Charges a saved card on the booking's one PaymentIntent (the same intent Stripe Elements would
   * confirm, so a booking is never charged twice): the intent is put on the member's customer (a
   * saved card can only pay for its own customer) and confirmed with the card while the owner is at
   * checkout. Stripe's decline throws SavedCardDeclined with Stripe's message.
   */
  async chargeSavedCard(input: {
    bookingId: string;
    totalCents: number;
    customerId: string;
    paymentMethodId: string;
    returnUrl: string;
  }): Promise<SavedCardIntent> {
    const { intentId } = await this.createIntent({ id: input.bookingId, totalCents: input.totalCents });
    await this.stripe.paymentIntents.update(intentId, { customer: input.customerId });
    try {
      const intent = await this.stripe.paymentIntents.confirm(intentId, {
        payment_method: input.paymentMethodId,
        return_url: input.returnUrl,
      });
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { intentId, status: intent.status, clientSecret: intent.client_secret };
    } catch (error) {
      if ((error as { type?: unknown }).type === 'StripeCardError') throw new SavedCardDeclined((error as Error).message);
      throw error;
    }
  }

  /**
   * A PaymentIntent of its own, confirmed off-session with the customer's saved card (an amount the
   * member agreed to while away: a vet expense). Its metadata names no booking, so its webhook
   * events change no booking. Stripe's decline, or a bank asking for authentication, throws
   * SavedCardDeclined.
   */
  async chargeOffSession(input: {
    reference: string;
    amountCents: number;
    customerId: string;
    paymentMethodId: string;
    description: string;
  }): Promise<{ chargeId: string }> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: PAYMENT_CURRENCY,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: { reference: input.reference },
        },
        { idempotencyKey: `${input.reference}:off-session:v1` },
      );
      if (intent.status !== 'succeeded' && intent.status !== 'processing') {
        throw new SavedCardDeclined('Your bank asked to confirm this payment: pay it from Pawpal while signed in');
      }
      return { chargeId: intent.id };
    } catch (error) {
      if ((error as { type?: unknown }).type === 'StripeCardError') throw new SavedCardDeclined((error as Error).message);
      throw error;
    }
  }

  async refund(input: { bookingId: string; intentId: string; amountCents: number; sequence: number }): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.intentId, amount: input.amountCents, metadata: { bookingId: input.bookingId } },
      { idempotencyKey: refundIdempotencyKey(input.bookingId, input.sequence) },
    );
    return { refundId: refund.id };
  }

  /** The member's Stripe Customer, created once (the idempotency key makes a retried or parallel create return the same one). */
  async createCustomer(user: { id: string; email: string; name: string }): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: user.id } },
      { idempotencyKey: customerIdempotencyKey(user.id) },
    );
    return customer.id;
  }

  /** A SetupIntent saving a card to the customer for later payments; the browser confirms it with Stripe Elements. */
  async createSetupIntent(customerId: string): Promise<{ setupIntentId: string; clientSecret: string }> {
    const intent = await this.stripe.setupIntents.create({
      customer: customerId,
      allowed_payment_method_types: ['card'],
      usage: 'on_session',
    });
    if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
    return { setupIntentId: intent.id, clientSecret: intent.client_secret };
  }

  /** A SetupIntent's customer and, once it succeeded, the card it saved (brand, last four, expiry). */
  async setupIntentCard(setupIntentId: string): Promise<{ customerId: string | null; card: ProviderSavedCard | null }> {
    const intent = await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    const customerId = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
    const method = intent.payment_method;
    if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card) return { customerId, card: null };
    return {
      customerId,
      card: {
        paymentMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      },
    };
  }

  /** Detaches a removed card from the customer. */
  async detachCard(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  /** The parsed body, if `signature` (Stripe-Signature header) signs exactly `rawBody` with the webhook secret; throws otherwise. Its shape is checked by stripeEventOf. */
  verifyWebhook(rawBody: Buffer, signature: string): unknown {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
  }
}
