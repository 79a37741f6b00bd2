import { Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { BookingWriter } from '../bookings/booking-writer.js';
import { nextRefundSequenceSql } from '../bookings/refund-numbers.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { EventBus } from '../platform/events/event-bus.js';
import { type BookingEventPayload } from '../platform/events/events.js';
import { Clock } from '../platform/clock/clock.js';
import { type PaymentEvent, type ProviderName } from './payment-provider.js';
import { Metrics } from '../platform/observability/metrics.js';

export type EventOutcome =
  'duplicate' | 'paid' | 'not_payable' | 'amount_mismatch' | 'payment_failed' | 'refund_confirmed' | 'unknown_booking' | 'ignored';

/**
 * The one path every provider event takes (Stripe webhooks and the sandbox alike). Idempotent:
 * the event id is inserted into payment_events in the same transaction as its effect, so a
 * duplicated or replayed event (in parallel or later) finds its row and changes nothing.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly writer: BookingWriter,
    private readonly ledger: LedgerService,
    private readonly metrics: Metrics,
  ) {}

  async process(provider: ProviderName, event: PaymentEvent): Promise<EventOutcome> {
    let confirmed: BookingEventPayload | undefined;
    let refundQueued: string | undefined;
    const outcome = await this.dataSource.transaction(async (manager): Promise<EventOutcome> => {
      const inserted = (await manager.query(
        `INSERT INTO payment_events (id, provider, type, outcome, received_at) VALUES ($1, $2, $3, 'processing', $4)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, provider, event.type, this.clock.now()],
      )) as unknown[];
      if (inserted.length === 0) return 'duplicate';
      const { outcome: result, bookingId, payload, refund } = await this.apply(manager, provider, event);
      if (refund) refundQueued = bookingId;
      await manager.query(`UPDATE payment_events SET outcome = $2, booking_id = $3 WHERE id = $1`, [event.id, result, bookingId ?? null]);
      confirmed = payload;
      return result;
    });
    if (confirmed) await this.events.publish('booking.payment_confirmed', confirmed);
    if (refundQueued) await this.events.publish('payment.refund_queued', { bookingId: refundQueued });
    this.metrics.paymentEvents.inc({ type: event.type, outcome });
    if (outcome === 'not_payable' || outcome === 'amount_mismatch') {
      this.logger.warn(`Payment event ${event.id} (${event.type}) was not applied: ${outcome}`);
    }
    return outcome;
  }

  private async apply(
    manager: EntityManager,
    provider: ProviderName,
    event: PaymentEvent,
  ): Promise<{ outcome: EventOutcome; bookingId?: string; payload?: BookingEventPayload; refund?: true }> {
    switch (event.kind) {
      case 'payment_succeeded': {
        const bookingId = bookingIdOf(event);
        if (!bookingId) return { outcome: 'unknown_booking' };
        const [booking] = (await manager.query(
          `SELECT id, owner_id, sitter_id, status, total_cents, payment_intent_id FROM bookings WHERE id = $1 FOR UPDATE`,
          [bookingId],
        )) as {
          id: string;
          owner_id: string;
          sitter_id: string;
          status: string;
          total_cents: number;
          payment_intent_id: string | null;
        }[];
        if (!booking) return { outcome: 'unknown_booking' };
        const amount = event.amountCents;
        if (amount !== booking.total_cents) return { outcome: 'amount_mismatch', bookingId };
        const intentId = event.intentId;
        const paid = await this.writer.recordPayment(manager, bookingId, { provider, intentId }, this.clock.now());
        if (paid) await this.ledger.recordCharge(manager, bookingId);
        if (!paid) {
          // The money arrived after the booking was cancelled or lapsed: give it all back. (A second
          // intent charged for the same booking is only logged: refunds are issued against the booking's intent.)
          if (booking.payment_intent_id !== null && booking.payment_intent_id !== intentId) return { outcome: 'not_payable', bookingId };
          await this.writer.keepIntentForRefund(manager, bookingId, { provider, intentId });
          await manager.query(
            `INSERT INTO payment_refunds (booking_id, sequence, provider, amount_cents, status)
             VALUES ($1, ${nextRefundSequenceSql('$1')}, $2, $3, 'pending')`,
            [bookingId, provider, amount],
          );
          await this.ledger.recordUnappliedCharge(manager, bookingId, booking.owner_id, amount);
          return { outcome: 'not_payable', bookingId, refund: true };
        }
        return { outcome: 'paid', bookingId, payload: { bookingId, ownerId: booking.owner_id, sitterId: booking.sitter_id } };
      }
      case 'payment_failed':
        return { outcome: 'payment_failed', bookingId: bookingIdOf(event) };
      case 'refund_succeeded': {
        const intentId = event.intentId;
        const [booking] = intentId
          ? ((await manager.query(`SELECT id FROM bookings WHERE payment_intent_id = $1`, [intentId])) as { id: string }[])
          : [];
        if (!booking) return { outcome: 'unknown_booking' };
        const refundIds = event.refundIds;
        // Known refund ids are confirmed by id; a refund whose id was not yet stored (the webhook
        // raced the API call's answer) is confirmed as the booking's pending refund.
        const [settled] = (await manager.query(
          `UPDATE payment_refunds SET status = 'succeeded'
            WHERE booking_id = $1 AND status = 'pending' AND (provider_refund_id = ANY($2) OR provider_refund_id IS NULL)
            RETURNING amount_cents`,
          [booking.id, refundIds],
        )) as [{ amount_cents: number }[], number];
        for (const refund of settled) await this.ledger.recordRefundPaid(manager, booking.id, refund.amount_cents);
        return { outcome: 'refund_confirmed', bookingId: booking.id };
      }
      case 'other':
        return { outcome: 'ignored', bookingId: bookingIdOf(event) };
    }
  }
}

/** The event's booking id, when it is one (a provider's metadata is only as good as what was sent to it). */
function bookingIdOf(event: PaymentEvent): string | undefined {
  return event.bookingId !== undefined && isUUID(event.bookingId) ? event.bookingId : undefined;
}
