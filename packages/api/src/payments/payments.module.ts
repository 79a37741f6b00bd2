import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { UsersModule } from '../users/users.module.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { OwnerPaymentsController } from './owner-payments.controller.js';
import { OwnerPaymentsService } from './owner-payments.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { SandboxPaymentProvider } from './sandbox.provider.js';
import { SavedCardsService } from './saved-cards.service.js';
import { StripePaymentProvider } from './stripe.provider.js';

@Module({
  imports: [UsersModule, BookingsModule, LedgerModule],
  controllers: [PaymentsController, OwnerPaymentsController],
  providers: [
    PaymentEventsService,
    PaymentsService,
    OwnerPaymentsService,
    SavedCardsService,
    {
      // Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox.
      provide: PAYMENT_PROVIDER,
      useFactory: (config: AppConfig, events: PaymentEventsService): PaymentProvider =>
        config.stripe ? new StripePaymentProvider(config.stripe) : new SandboxPaymentProvider(events),
      inject: [APP_CONFIG, PaymentEventsService],
    },
  ],
  exports: [PaymentEventsService],
})
export class PaymentsModule {}
