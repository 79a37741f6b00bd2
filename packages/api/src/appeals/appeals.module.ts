import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { UsersModule } from '../users/users.module.js';
import { AdminAppealsController, AppealsController, DecisionsController } from './appeals.controller.js';
import { AppealsService } from './appeals.service.js';
import { DecisionsService } from './decisions.service.js';

/**
 * A fair process (docs/appeals.md): the decisions every adverse admin action records, the
 * members' appeals and the admins' queue. The deciding features import this module, record
 * through DecisionsService and register how an overturn undoes their decision.
 */
@Module({
  imports: [AuditModule, NoticesModule, UploadsModule, UsersModule],
  controllers: [DecisionsController, AppealsController, AdminAppealsController],
  providers: [DecisionsService, AppealsService],
  exports: [DecisionsService],
})
export class AppealsModule implements OnModuleInit {
  constructor(private readonly uploads: UploadsService) {}

  onModuleInit(): void {
    // An appeal's photos stay as long as the appeal.
    this.uploads.keepWhile((upload) => `EXISTS (SELECT 1 FROM appeal_photos ap WHERE ap.upload_id = ${upload}.id)`);
  }
}
