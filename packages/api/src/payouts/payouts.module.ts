import { Module } from '@nestjs/common';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { PayoutSweepsService } from './payout-sweeps.service.js';
import { PAYOUT_ACCOUNT_PROVIDER, type PayoutAccountProvider, SandboxPayoutAccountProvider, StripePayoutAccountProvider } from './payout-account-provider.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutsService } from './payouts.service.js';

/** Money out (issue 10): where sitters are paid, their tax details, and the payouts themselves. */
@Module({
  imports: [UsersModule, LedgerModule, NoticesModule],
  controllers: [PayoutsController],
  providers: [
    PayoutsService,
    PayoutSweepsService,
    {
      // Like payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox.
      provide: PAYOUT_ACCOUNT_PROVIDER,
      useFactory: (config: AppConfig): PayoutAccountProvider => (config.stripe ? new StripePayoutAccountProvider() : new SandboxPayoutAccountProvider()),
      inject: [APP_CONFIG],
    },
  ],
  exports: [PayoutsService, PayoutSweepsService],
})
export class PayoutsModule {}
