import { randomBytes } from 'node:crypto';
import { type PaymentEventsService } from '../../payment-events.service.js';
import { type IntentResult, type PaymentProvider, type ProviderCards } from '../../payment-provider.js';
import { SandboxPayouts } from './sandbox-payouts.js';

/** Ids shaped like Stripe's, marked as the sandbox's. */
export function sandboxId(prefix: string): string {
  return `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
}

/**
 * Test mode without Stripe: no money moves. Charges are made by POST /api/payments/{id}/sandbox-charge
 * (PaymentsService.sandboxCharge); refunds are recorded and confirmed with a refund event
 * through the same event processing as Stripe's webhooks.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  readonly publishableKey = null;
  /** Cards are typed into Pawpal's own form; the sandbox keeps the outcome a charge will have (SavedCardsService). */
  readonly cards: ProviderCards = { setupKind: 'manual' };
  readonly payouts = new SandboxPayouts();
  /** It reports in process, through PaymentEventsService. */
  readonly webhooks = null;

  constructor(private readonly events: PaymentEventsService) {}

  createIntent(booking: { id: string; totalCents: number }): Promise<IntentResult> {
    // One intent per booking, derived from its id (what Stripe's idempotency key gives the stripe provider).
    return Promise.resolve({ intentId: `pi_sandbox_${booking.id.replaceAll('-', '')}`, clientSecret: null });
  }

  async refund(input: { bookingId: string; intentId: string; amountCents: number; sequence: number }): Promise<{ refundId: string }> {
    const refundId = `re_sandbox_${input.bookingId.replaceAll('-', '')}_${input.sequence}`;
    await this.events.process(this.name, {
      id: sandboxId('evt'),
      type: 'charge.refunded',
      kind: 'refund_succeeded',
      bookingId: input.bookingId,
      intentId: input.intentId,
      refundIds: [refundId],
    });
    return { refundId };
  }
}
