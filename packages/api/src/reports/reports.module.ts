import { Module } from '@nestjs/common';
import { AppealsModule } from '../appeals/appeals.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { AdminReportsController, ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Reports of sitters, users, messages and reviews, and the admins' queue. */
@Module({
  imports: [AuditModule, NoticesModule, AppealsModule],
  controllers: [ReportsController, AdminReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
