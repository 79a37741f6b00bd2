import { Body, Controller, Headers, HttpCode, HttpStatus, Inject, Param, Post, type RawBodyRequest, Req, UseGuards } from '@nestjs/common';
import { type PaymentIntent, type SandboxChargeResult, type StripeWebhookAck } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { User } from '../users/user.entity.js';
import { SandboxChargeInput } from './dto/sandbox-charge.input.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider, providerEventOf } from './payment-provider.js';
import { PaymentsService } from './payments.service.js';
import { StripePaymentProvider } from './stripe.provider.js';

@Controller('api/payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly paymentEvents: PaymentEventsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Starts paying an accepted booking (owner): amount, provider and, for Stripe, the client secret. */
  @Post(':bookingId/intent')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.OK)
  intent(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<PaymentIntent> {
    return this.payments.intent(actor, bookingId);
  }

  /** Test mode only: pays with a card form (4242 4242 4242 4242 succeeds; 402 when declined). */
  @Post(':bookingId/sandbox-charge')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.OK)
  sandboxCharge(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Body() body: SandboxChargeInput): Promise<SandboxChargeResult> {
    return this.payments.sandboxCharge(actor, bookingId, body);
  }

  /** Stripe's webhook: the signature is checked over the raw body (400 when invalid); duplicates are answered 200 and ignored. */
  @Post('webhooks/stripe')
  @HttpCode(HttpStatus.OK)
  async stripeWebhook(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined): Promise<StripeWebhookAck> {
    if (!(this.provider instanceof StripePaymentProvider)) throw new DomainError(DomainErrorCode.PaymentMethodUnavailable, 'Stripe is not configured');
    if (!request.rawBody || !signature) throw new DomainError(DomainErrorCode.InvalidWebhookSignature);
    let verified: unknown;
    try {
      verified = this.provider.verifyWebhook(request.rawBody, signature);
    } catch {
      throw new DomainError(DomainErrorCode.InvalidWebhookSignature);
    }
    await this.paymentEvents.process('stripe', providerEventOf(verified));
    return { received: true };
  }
}
