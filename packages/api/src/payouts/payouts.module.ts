import { Module } from '@nestjs/common';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MONEY_CONFIG } from '../money/money.module.js';
import { type MoneyConfig } from '../money/money.constants.js';
import { MoneyService } from '../money/money.service.js';
import { EarningsController } from './earnings.controller.js';
import { NoticesModule } from '../notices/notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { PayoutSweepsService } from './payout-sweeps.service.js';
import { PAYOUT_ACCOUNT_PROVIDER, type PayoutAccountProvider, SandboxPayoutAccountProvider, StripePayoutAccountProvider } from './payout-account-provider.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutsService } from './payouts.service.js';
import { STRIPE_CONNECT, StripeConnect } from './stripe-connect.js';

/** Money out (issue 10): where sitters are paid, their tax details, and the payouts themselves. */
@Module({
  imports: [UsersModule, LedgerModule, NoticesModule],
  controllers: [PayoutsController, EarningsController],
  providers: [
    PayoutsService,
    PayoutSweepsService,
    // The fees of the environment (MONEY_CONFIG, global), as bookings use them.
    { provide: MoneyService, useFactory: (money: MoneyConfig) => new MoneyService(money), inject: [MONEY_CONFIG] },
    {
      // Like payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox.
      provide: PAYOUT_ACCOUNT_PROVIDER,
      useFactory: (config: AppConfig): PayoutAccountProvider => (config.stripe ? new StripePayoutAccountProvider() : new SandboxPayoutAccountProvider()),
      inject: [APP_CONFIG],
    },
    // Sitters' connected accounts and transfers, when Stripe is configured.
    { provide: STRIPE_CONNECT, useFactory: (config: AppConfig) => (config.stripe ? new StripeConnect(config.stripe) : null), inject: [APP_CONFIG] },
  ],
  exports: [PayoutsService, PayoutSweepsService],
})
export class PayoutsModule {}
