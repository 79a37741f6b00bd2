import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CareModule } from '../care/care.module.js';
import { ReferralsModule } from '../referrals/referrals.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountDataService } from './account-data.service.js';
import { AccountTokens } from './account-tokens.js';
import { AccountsController, ProfileSecurityController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';

/** Accounts people can recover: verify email, reset, change password and email. Mail through the global MailModule. */
@Module({
  imports: [AuthModule, UsersModule, ReferralsModule, CareModule],
  controllers: [AccountsController, ProfileSecurityController],
  providers: [AccountsService, AccountTokens, AccountDataService],
})
export class AccountsModule {}
