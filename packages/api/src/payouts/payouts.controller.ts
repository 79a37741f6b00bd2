import { Body, Controller, Get, Header, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { type PayoutAccount, type PayoutSetup, type PayoutsResponse, type TaxDetails } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { PayoutAccountBody, TaxDetailsBody } from './dto/payouts.input.js';
import { PayoutsService } from './payouts.service.js';

/** The signed-in sitter's payout account and tax details (403 for non-sitters). */
@Controller('api/payouts')
@UseGuards(SignedInGuard)
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  /** The balance and the payouts, newest first. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User): Promise<PayoutsResponse> {
    return this.payouts.list(actor.id);
  }

  @Get('setup')
  @Header('Cache-Control', 'no-store')
  setup(@CurrentUser() actor: User): Promise<PayoutSetup> {
    return this.payouts.setup(actor.id);
  }

  @Get('account')
  @Header('Cache-Control', 'no-store')
  account(@CurrentUser() actor: User): Promise<PayoutAccount> {
    return this.payouts.getAccount(actor.id);
  }

  @Put('account')
  @Header('Cache-Control', 'no-store')
  saveAccount(@CurrentUser() actor: User, @Body() body: PayoutAccountBody): Promise<PayoutAccount> {
    return this.payouts.saveAccount(actor.id, body);
  }

  /** Stripe Connect Express onboarding: `{ url }` of Stripe's hosted form (the account is created on the first call). */
  @Post('stripe/onboarding')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  stripeOnboarding(@CurrentUser() actor: User): Promise<{ url: string }> {
    return this.payouts.stripeOnboarding(actor.id);
  }

  /** `{ url }` signing the sitter in to their Stripe Express dashboard. */
  @Post('stripe/dashboard')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  stripeDashboard(@CurrentUser() actor: User): Promise<{ url: string }> {
    return this.payouts.stripeDashboard(actor.id);
  }

  @Get('tax-details')
  @Header('Cache-Control', 'no-store')
  taxDetails(@CurrentUser() actor: User): Promise<TaxDetails> {
    return this.payouts.getTaxDetails(actor.id);
  }

  @Put('tax-details')
  @Header('Cache-Control', 'no-store')
  saveTaxDetails(@CurrentUser() actor: User, @Body() body: TaxDetailsBody): Promise<TaxDetails> {
    return this.payouts.saveTaxDetails(actor.id, body);
  }
}
