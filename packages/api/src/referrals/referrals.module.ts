import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminReferralsController, ReferralsController } from './referrals.controller.js';
import { ReferralSweepsService } from './referral-sweeps.service.js';
import { ReferralsService } from './referrals.service.js';

/** The referral program: codes, sign-ups with a code, first-booking discounts, credits. */
@Module({
  imports: [UsersModule, AuditModule, LedgerModule, NoticesModule],
  controllers: [ReferralsController, AdminReferralsController],
  providers: [ReferralsService, ReferralSweepsService],
  exports: [ReferralsService, ReferralSweepsService],
})
export class ReferralsModule {}
