import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  type CardSetupIntent,
  type OwnerPaymentsResponse,
  type SavedCard,
  type SavedCardChargeResult,
  type SavedCardsResponse,
} from '@pawpal/contract';
import { type FastifyReply } from 'fastify';
import { Clock } from '../platform/clock/clock.js';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { CompleteCardSetupInput, SaveCardInput, SavedCardChargeInput } from './dto/saved-card.input.js';
import { OwnerPaymentsService } from './owner-payments.service.js';
import { PaymentsService } from './payments.service.js';
import { renderReceiptPage } from './receipt-page.js';
import { SavedCardsService } from './saved-cards.service.js';

/** An owner's payments and tax invoices, and saved cards for faster checkout. Signed in (401 otherwise). */
@Controller('api/payments')
@UseGuards(SignedInGuard)
export class OwnerPaymentsController {
  constructor(
    private readonly ownerPayments: OwnerPaymentsService,
    private readonly savedCards: SavedCardsService,
    private readonly payments: PaymentsService,
    private readonly clock: Clock,
  ) {}

  /** The signed-in owner's payments (paid bookings), newest first, with refunds and the receipt's URL. */
  @Get()
  list(@CurrentUser() actor: User): Promise<OwnerPaymentsResponse> {
    return this.ownerPayments.list(actor);
  }

  /** Saved cards: the default first. */
  @Get('cards')
  cards(@CurrentUser() actor: User): Promise<SavedCardsResponse> {
    return this.savedCards.list(actor);
  }

  /** Saves a card (test mode): brand, last four digits and expiry are kept, never the number. */
  @Post('cards')
  @HttpCode(HttpStatus.CREATED)
  saveCard(@CurrentUser() actor: User, @Body() body: SaveCardInput): Promise<SavedCard> {
    return this.savedCards.save(actor, body);
  }

  /** Stripe: a SetupIntent for the member's Stripe customer, to confirm with Stripe Elements (400 in test mode). */
  @Post('cards/setup-intent')
  @HttpCode(HttpStatus.OK)
  cardSetupIntent(@CurrentUser() actor: User): Promise<CardSetupIntent> {
    return this.savedCards.setupIntent(actor);
  }

  /** Stripe: saves the card of the confirmed SetupIntent (the same intent again answers the same card). */
  @Post('cards/setup-intent/complete')
  @HttpCode(HttpStatus.CREATED)
  completeCardSetup(@CurrentUser() actor: User, @Body() body: CompleteCardSetupInput): Promise<SavedCard> {
    return this.savedCards.completeSetup(actor, body.setupIntentId);
  }

  @Delete('cards/:cardId')
  @HttpCode(HttpStatus.NO_CONTENT)
  removeCard(@CurrentUser() actor: User, @Param('cardId') cardId: string): Promise<void> {
    return this.savedCards.remove(actor, cardId);
  }

  /** Makes the card the default; answers the cards as listed. */
  @Post('cards/:cardId/default')
  @HttpCode(HttpStatus.OK)
  makeDefault(@CurrentUser() actor: User, @Param('cardId') cardId: string): Promise<SavedCardsResponse> {
    return this.savedCards.makeDefault(actor, cardId);
  }

  /** Pays an accepted booking with a saved card: in test mode settled at once (same outcomes and 402 as a typed card); with Stripe, the booking's PaymentIntent confirmed with the card. */
  @Post(':bookingId/saved-card-charge')
  @HttpCode(HttpStatus.OK)
  savedCardCharge(
    @CurrentUser() actor: User,
    @Param('bookingId') bookingId: string,
    @Body() body: SavedCardChargeInput,
  ): Promise<SavedCardChargeResult> {
    return this.payments.savedCardCharge(actor, bookingId, body.cardId);
  }

  /** The payment's printable tax invoice (HTML): the payer and admins only, 404 for anyone else. Never cached by shared caches. */
  @Get(':bookingId/receipt')
  async receipt(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Res() reply: FastifyReply): Promise<void> {
    const page = renderReceiptPage(await this.ownerPayments.receipt(actor, bookingId), this.clock.now());
    await reply.status(200).header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(page);
  }
}
