import { Module, type OnModuleInit } from '@nestjs/common';
import { AppealsModule } from '../appeals/appeals.module.js';
import { DecisionsService } from '../appeals/decisions.service.js';
import { AuditModule } from '../audit/audit.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminVerificationsController } from './admin-verifications.controller.js';
import { VerificationDocuments } from './verification-documents.js';
import { VerificationSweepsService } from './verification-sweeps.service.js';
import { MyVerificationsController, VerificationDocumentController } from './verifications.controller.js';
import { VerificationsService } from './verifications.service.js';

/**
 * Sitters' verification documents (private files), the admins' decisions, the badges they earn
 * and the daily sweeps (expiry, retention), which it registers with the platform's scheduler.
 * Below sitters/ and search/ (which show the badges); knows neither.
 */
@Module({
  imports: [UsersModule, AuditModule, NoticesModule, AppealsModule],
  controllers: [MyVerificationsController, VerificationDocumentController, AdminVerificationsController],
  providers: [VerificationsService, VerificationDocuments, VerificationSweepsService],
  exports: [VerificationsService, VerificationSweepsService, VerificationDocuments, AuditModule, NoticesModule],
})
export class VerificationsModule implements OnModuleInit {
  constructor(
    private readonly decisions: DecisionsService,
    private readonly verifications: VerificationsService,
  ) {}

  onModuleInit(): void {
    // A rejection overturned on appeal puts the document back in the queue.
    this.decisions.onOverturn('verification_rejected', (manager, decision) =>
      this.verifications.returnToReview(manager, decision.target_id),
    );
  }
}
