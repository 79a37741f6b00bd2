import { Controller, HttpCode, HttpStatus, Injectable, Logger, type OnModuleInit, Param, Post, UseGuards } from '@nestjs/common';
import { type BookingChange } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { BookingChangesService, type ChangeDue } from '../bookings/booking-changes.service.js';
import { BookingChangesError } from '../bookings/booking-changes.errors.js';
import { nextRefundSequenceSql } from '../bookings/refund-numbers.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { EventBus } from '../platform/events/event-bus.js';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { SavedCardDeclined } from './payment-provider.js';
import { PaymentDeclinedError } from './payments.errors.js';
import { SavedCardsService } from './saved-cards.service.js';

/**
 * The owner pays the higher price of an accepted change to a paid booking with their saved card
 * (docs/bookings.md, "Changes to a booking"): the change is checked to still fit, the card charged
 * (keyed by the change, so a retry charges once), then the change applied with its ledger charge.
 * Money that arrives for a change that can no longer apply (it lapsed or collided meanwhile) is
 * owed back in full and refunded, as money for a booking no longer payable is.
 */
@Injectable()
export class BookingChangePaymentsService implements OnModuleInit {
  private readonly logger = new Logger(BookingChangePaymentsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: BookingChangesService,
    private readonly cards: SavedCardsService,
    private readonly ledger: LedgerService,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    // Accepted with a higher price: the owner's saved card is tried at once; without one (or
    // declined) the change waits for the owner to pay from the booking page.
    this.changes.onAwaitingPayment(async (changeId) => {
      try {
        await this.settle(await this.changes.dueFor(changeId));
      } catch (error) {
        if (error instanceof PaymentDeclinedError) return;
        this.logger.warn(`Charging change ${changeId} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }

  /** The owner pays the difference with their saved card (402 declined or none saved). */
  async pay(actor: User, changeId: string): Promise<BookingChange> {
    await this.settle(await this.changes.payable(actor, changeId));
    return this.changes.view(actor, changeId);
  }

  private async settle(due: ChangeDue): Promise<void> {
    let charge: { provider: string; chargeId: string };
    try {
      charge = await this.cards.chargeOffSession(due.ownerId, {
        reference: `booking-change:${due.id}`,
        amountCents: due.amountCents,
        description: 'The difference for a change to your Pawpal booking',
      });
    } catch (error) {
      if (error instanceof SavedCardDeclined) throw new PaymentDeclinedError(error.message);
      throw error;
    }
    if (!(await this.changes.applyPaid(due.id, charge))) {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO payment_refunds (booking_id, sequence, provider, amount_cents, status)
           VALUES ($1, ${nextRefundSequenceSql('$1')}, $2, $3, 'pending')`,
          [due.bookingId, charge.provider, due.amountCents],
        );
        await this.ledger.recordUnappliedCharge(manager, due.bookingId, due.ownerId, due.amountCents);
      });
      await this.events.publish('payment.refund_queued', { bookingId: due.bookingId });
      throw new BookingChangesError('BOOKING_CHANGE_DECIDED', 'The change could no longer be applied: your payment is refunded');
    }
  }
}

@Controller('api/booking-changes')
@UseGuards(SignedInGuard)
export class BookingChangePaymentsController {
  constructor(private readonly payments: BookingChangePaymentsService) {}

  /** The owner pays the difference of an accepted change with their saved card (402 declined). */
  @Post(':changeId/pay')
  @HttpCode(HttpStatus.OK)
  pay(@CurrentUser() actor: User, @Param('changeId') changeId: string): Promise<BookingChange> {
    return this.payments.pay(actor, changeId);
  }
}
