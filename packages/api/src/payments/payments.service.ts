import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { paths, type PaymentIntent, type SandboxChargeResult, type SavedCardChargeResult } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { BookingReadsService } from '../bookings/booking-reads.service.js';
import { BookingWriter } from '../bookings/booking-writer.js';
import { EventBus } from '../platform/events/event-bus.js';
import { type BookingEventPayload } from '../platform/events/events.js';
import { BookingsError } from '../bookings/bookings.errors.js';
import { PaymentDeclinedError, PaymentMethodUnavailableError } from './payments.errors.js';
import { type User } from '../users/user.entity.js';
import { type SandboxChargeInput } from './dto/sandbox-charge.input.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderCards, SavedCardDeclined, type SavedCardIntent } from './payment-provider.js';
import { REFUND_RETRY_AFTER_MS } from './payments.constants.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { Clock } from '../platform/clock/clock.js';
import { sandboxId } from './providers/sandbox/sandbox.provider.js';
import { type SandboxChargeOutcome, SavedCardsService, sandboxOutcomeOf } from './saved-cards.service.js';

/** Paying for accepted bookings and refunding cancelled ones, through whichever provider is configured. */
@Injectable()
export class PaymentsService implements OnModuleInit {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingReadsService,
    private readonly writer: BookingWriter,
    private readonly paymentEvents: PaymentEventsService,
    private readonly events: EventBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly savedCards: SavedCardsService,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    // A cancelled paid booking has its refund recorded (pending) in the cancel transaction; issue it.
    this.events.on('booking.cancelled', async (event) => {
      await this.issuePendingRefunds(event);
    });
    // Money that arrived for a booking no longer payable is refunded in full.
    this.events.on('payment.refund_queued', async (event) => {
      await this.issuePendingRefunds(event);
    });
    // Refunds the provider did not take (down, timed out) are issued again with the other sweeps.
    this.scheduler.register({ name: 'refund-retries', run: async (now) => void (await this.retryPendingRefunds(now)) });
  }

  /**
   * Issues again every refund still without a provider id REFUND_RETRY_AFTER_MS after it was
   * recorded. Safe to repeat and to run on several instances: the provider call carries the
   * refund's idempotency key. Returns how many were issued.
   */
  async retryPendingRefunds(now: Date = this.clock.now()): Promise<number> {
    const due = (await this.dataSource.query(
      `SELECT DISTINCT booking_id FROM payment_refunds WHERE status = 'pending' AND provider_refund_id IS NULL AND created_at <= $1`,
      [new Date(now.getTime() - REFUND_RETRY_AFTER_MS)],
    )) as { booking_id: string }[];
    let issued = 0;
    for (const { booking_id: bookingId } of due) {
      try {
        issued += await this.issuePendingRefunds({ bookingId });
      } catch (error) {
        this.logger.warn(`Refund of booking ${bookingId} still failing: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return issued;
  }

  /** Starts paying: the amount and, for Stripe, the client secret for Stripe Elements (owner, booking accepted). */
  async intent(actor: User, bookingId: string): Promise<PaymentIntent> {
    const booking = await this.bookings.payable(actor, bookingId);
    const intent = await this.provider.createIntent({ id: booking.id, totalCents: booking.total_cents });
    await this.writer.attachIntent(booking.id, { provider: this.provider.name, intentId: intent.intentId }, this.clock.now());
    return {
      provider: this.provider.name,
      testMode: this.provider.testMode,
      amountCents: booking.total_cents,
      ...(intent.clientSecret ? { clientSecret: intent.clientSecret } : {}),
      ...(this.provider.publishableKey ? { publishableKey: this.provider.publishableKey } : {}),
    };
  }

  /**
   * Test mode's card payment: Stripe's test numbers behave as on Stripe (4242… succeeds,
   * 4000 0000 0000 0002 is declined), any other valid number is declined. The outcome becomes a
   * provider event processed exactly like a Stripe webhook.
   */
  async sandboxCharge(actor: User, bookingId: string, card: SandboxChargeInput): Promise<SandboxChargeResult> {
    this.assertSandbox();
    return this.chargeInSandbox(actor, bookingId, () => Promise.resolve(sandboxOutcomeOf(card.cardNumber)));
  }

  /**
   * Pays with one of the owner's saved cards. In test mode through the same path and outcome rules
   * as a typed card (the outcome was decided from the number when the card was saved). With Stripe,
   * the booking's PaymentIntent is confirmed with the card on the owner's Stripe customer; the
   * booking turns paid when Stripe's webhook arrives, like any Stripe payment (a bank asking for
   * authentication answers `requires_action` with the client secret). Another member's card is 404;
   * an expired one 400; a decline 402 with the reason.
   */
  async savedCardCharge(actor: User, bookingId: string, cardId: string): Promise<SavedCardChargeResult> {
    const cards = this.provider.cards;
    if (cards.setupKind === 'hosted') return this.chargeSavedHostedCard(cards, actor, bookingId, cardId);
    return this.chargeInSandbox(actor, bookingId, () => this.savedCards.sandboxOutcomeFor(actor, cardId));
  }

  private async chargeSavedHostedCard(
    cards: ProviderCards,
    actor: User,
    bookingId: string,
    cardId: string,
  ): Promise<SavedCardChargeResult> {
    const booking = await this.bookings.payable(actor, bookingId);
    const { customerId, paymentMethodId } = await this.savedCards.hostedCardFor(actor, cardId);
    let charged: SavedCardIntent;
    try {
      charged = await cards.chargeSavedCard!({
        bookingId: booking.id,
        totalCents: booking.total_cents,
        customerId,
        paymentMethodId,
        returnUrl: `${this.config.appOrigin}${paths.payment(booking.id)}`,
      });
    } catch (error) {
      if (error instanceof SavedCardDeclined) throw new PaymentDeclinedError(error.message);
      throw error;
    }
    await this.writer.attachIntent(booking.id, { provider: this.provider.name, intentId: charged.intentId }, this.clock.now());
    if (charged.status !== 'succeeded' && charged.status !== 'processing' && charged.status !== 'requires_action') {
      throw new PaymentDeclinedError('Your card was declined.');
    }
    const status = charged.status === 'requires_action' ? 'requires_action' : 'processing';
    return { status, booking: await this.bookings.view(actor, booking.id), clientSecret: charged.clientSecret };
  }

  private assertSandbox(): void {
    if (this.provider.cards.setupKind !== 'manual') {
      throw new PaymentMethodUnavailableError('Test card payments are only available in test mode');
    }
  }

  /** The sandbox's charge: one intent per booking, the outcome as a provider event processed like a Stripe webhook. */
  private async chargeInSandbox(
    actor: User,
    bookingId: string,
    outcomeOf: () => Promise<SandboxChargeOutcome>,
  ): Promise<SandboxChargeResult> {
    const booking = await this.bookings.payable(actor, bookingId);
    const chargeOutcome = await outcomeOf();
    const { intentId } = await this.provider.createIntent({ id: booking.id, totalCents: booking.total_cents });
    const succeeded = chargeOutcome === 'succeeds';
    const declineMessage =
      chargeOutcome === 'declined'
        ? 'Your card was declined.'
        : 'Your card was declined. In test mode, pay with the test card 4242 4242 4242 4242.';
    // An intent succeeds once, as on Stripe: its success is one event id, so parallel charges of
    // one booking insert the same payment_events row and all but the first are duplicates (409).
    const event = succeeded
      ? {
          id: `evt_sandbox_${intentId}_succeeded`,
          type: 'payment_intent.succeeded',
          kind: 'payment_succeeded' as const,
          intentId,
          amountCents: booking.total_cents,
        }
      : { id: sandboxId('evt'), type: 'payment_intent.payment_failed', kind: 'payment_failed' as const };
    const outcome = await this.paymentEvents.process(this.provider.name, { ...event, bookingId: booking.id });
    if (!succeeded) throw new PaymentDeclinedError(declineMessage);
    // Another charge of this booking got there first: say why it is not payable now (already paid, cancelled…).
    if (outcome === 'duplicate') await this.bookings.payable(actor, booking.id);
    if (outcome !== 'paid') throw new BookingsError('BOOKING_STATE_CONFLICT', 'This booking can no longer be paid');
    return { status: 'succeeded', booking: await this.bookings.view(actor, booking.id) };
  }

  /** Sends every pending refund of the booking to the provider (idempotent per refund sequence). */
  private async issuePendingRefunds(event: Pick<BookingEventPayload, 'bookingId'>): Promise<number> {
    const pending = (await this.dataSource.query(
      `SELECT r.id, r.sequence, r.amount_cents, b.payment_intent_id FROM payment_refunds r JOIN bookings b ON b.id = r.booking_id
        WHERE r.booking_id = $1 AND r.status = 'pending' AND r.provider_refund_id IS NULL ORDER BY r.sequence`,
      [event.bookingId],
    )) as { id: string; sequence: number; amount_cents: number; payment_intent_id: string | null }[];
    for (const refund of pending) {
      if (!refund.payment_intent_id) {
        this.logger.error(`Refund ${refund.id} of booking ${event.bookingId} has no payment to refund`);
        continue;
      }
      const { refundId } = await this.provider.refund({
        bookingId: event.bookingId,
        intentId: refund.payment_intent_id,
        amountCents: refund.amount_cents,
        sequence: refund.sequence,
      });
      await this.dataSource.query(`UPDATE payment_refunds SET provider_refund_id = $2 WHERE id = $1`, [refund.id, refundId]);
    }
    return pending.length;
  }
}
