import { Module } from '@nestjs/common';
import { BookingChangePaymentsController, BookingChangePaymentsService } from './booking-change-payments.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { UsersModule } from '../users/users.module.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { OwnerPaymentsController } from './owner-payments.controller.js';
import { OwnerPaymentsService } from './owner-payments.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { paymentProviders } from './providers/index.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './providers/registry.js';
import { SavedCardsService } from './saved-cards.service.js';

@Module({
  imports: [UsersModule, BookingsModule, LedgerModule],
  controllers: [PaymentsController, OwnerPaymentsController, BookingChangePaymentsController],
  providers: [
    PaymentEventsService,
    PaymentsService,
    OwnerPaymentsService,
    SavedCardsService,
    BookingChangePaymentsService,
    {
      // The configured provider (PAYMENT_PROVIDER; by default Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox).
      provide: PAYMENT_PROVIDER,
      useFactory: (config: PaymentsConfig, events: PaymentEventsService): PaymentProvider => paymentProviders.create(config, { events }),
      inject: [PAYMENTS_CONFIG, PaymentEventsService],
    },
  ],
  // Payouts pay sitters through the same provider.
  // Care charges vet expenses to the owner's saved card.
  exports: [PaymentEventsService, PAYMENT_PROVIDER, SavedCardsService],
})
export class PaymentsModule {}
