import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MONEY_CONFIG } from '../money/money.module.js';
import { type MoneyConfig } from '../money/money.constants.js';
import { MoneyService } from '../money/money.service.js';
import { EarningsController } from './earnings.controller.js';
import { NoticesModule } from '../notices/notices.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { UsersModule } from '../users/users.module.js';
import { PayoutSweepsService } from './payout-sweeps.service.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutsService } from './payouts.service.js';

/** Money out: where sitters are paid, their tax details, and the payouts themselves. */
@Module({
  // The payment provider (PaymentsModule's PAYMENT_PROVIDER) keeps sitters' bank accounts and pays them.
  imports: [UsersModule, LedgerModule, NoticesModule, PaymentsModule],
  controllers: [PayoutsController, EarningsController],
  providers: [
    PayoutsService,
    PayoutSweepsService,
    // The fees of the environment (MONEY_CONFIG, global), as bookings use them.
    { provide: MoneyService, useFactory: (money: MoneyConfig) => new MoneyService(money), inject: [MONEY_CONFIG] },
  ],
  exports: [PayoutsService, PayoutSweepsService],
})
export class PayoutsModule {}
