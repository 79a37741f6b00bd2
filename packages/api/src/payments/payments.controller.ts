import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  Post,
  type RawBodyRequest,
  Req,
  UseGuards,
} from '@nestjs/common';
import { type PaymentIntent, type SandboxChargeResult, type StripeWebhookAck } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { SandboxChargeInput } from './dto/sandbox-charge.input.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { InvalidWebhookSignatureError, PaymentMethodUnavailableError } from './payments.errors.js';
import { PaymentsService } from './payments.service.js';
import { paymentProviders } from './providers/index.js';

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
  sandboxCharge(
    @CurrentUser() actor: User,
    @Param('bookingId') bookingId: string,
    @Body() body: SandboxChargeInput,
  ): Promise<SandboxChargeResult> {
    return this.payments.sandboxCharge(actor, bookingId, body);
  }

  /**
   * A provider's webhook (e.g. `/webhooks/stripe`): the signature is checked over the raw body (400
   * when invalid); the event is applied in Pawpal's shape; duplicates are answered 200 and ignored.
   * A registered provider that is not the configured one answers 404 saying so; a name no provider
   * sends webhooks under answers the 404 of an unknown route.
   */
  @Post('webhooks/:provider')
  @HttpCode(HttpStatus.OK)
  async webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Param('provider') name: string): Promise<StripeWebhookAck> {
    const definition = paymentProviders.named(name);
    if (!definition?.sendsWebhooks) throw new NotFoundException(`Cannot POST ${request.url}`);
    const webhooks = this.provider.name === definition.name ? this.provider.webhooks : null;
    if (!webhooks) throw new PaymentMethodUnavailableError(`${definition.label} is not configured`);
    if (!request.rawBody) throw new InvalidWebhookSignatureError();
    let verified: unknown;
    try {
      verified = webhooks.verify(request.rawBody, request.headers);
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    await this.paymentEvents.process(this.provider.name, webhooks.toPaymentEvent(verified));
    return { received: true };
  }
}
