import { Module, type OnModuleInit } from '@nestjs/common';
import { AppealsModule } from '../appeals/appeals.module.js';
import { DecisionsService } from '../appeals/decisions.service.js';
import { AuditModule } from '../audit/audit.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { ReferralsModule } from '../referrals/referrals.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminController } from './admin.controller.js';
import { AdminActionsService } from './admin-actions.service.js';
import { SuspensionSweepsService } from './suspension-sweeps.service.js';
import { AdminReadsService } from './admin-reads.service.js';

/** The admin console's API (docs/admin-console.md): queue counts, users and suspensions, bookings, the audit log. */
@Module({
  imports: [AuditModule, UsersModule, BookingsModule, NoticesModule, PayoutsModule, ReferralsModule, AppealsModule],
  controllers: [AdminController],
  providers: [AdminReadsService, AdminActionsService, SuspensionSweepsService],
  exports: [AdminActionsService],
})
export class AdminModule implements OnModuleInit {
  constructor(
    private readonly decisions: DecisionsService,
    private readonly actions: AdminActionsService,
  ) {}

  onModuleInit(): void {
    // A suspension overturned on appeal is lifted.
    this.decisions.onOverturn('suspension', (manager, decision, now) => this.actions.liftOverturned(manager, decision, now));
  }
}
