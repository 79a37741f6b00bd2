import { Module, type OnModuleInit } from '@nestjs/common';
import { AppealsModule } from '../appeals/appeals.module.js';
import { DecisionsService } from '../appeals/decisions.service.js';
import { UsersModule } from '../users/users.module.js';
import { VerificationsModule } from '../verifications/verifications.module.js';
import { AdminSittersController } from './admin-sitters.controller.js';
import { RoleController } from './role.controller.js';
import { RolesService } from './roles.service.js';
import { SitterReviewService } from './sitter-review.service.js';
import { SittersController } from './sitters.controller.js';
import { SittersService } from './sitters.service.js';

/**
 * Sitter registration, profiles and services, the role record, and review before listing (the
 * admin's sitter queue). Exports SittersService.
 */
@Module({
  imports: [UsersModule, VerificationsModule, AppealsModule],
  controllers: [SittersController, AdminSittersController, RoleController],
  providers: [SittersService, SitterReviewService, RolesService],
  exports: [SittersService],
})
export class SittersModule implements OnModuleInit {
  constructor(
    private readonly decisions: DecisionsService,
    private readonly review: SitterReviewService,
  ) {}

  onModuleInit(): void {
    // A rejection overturned on appeal puts the profile back in the review queue.
    this.decisions.onOverturn('profile_rejected', (manager, decision, now) => this.review.returnToReview(manager, decision.target_id, now));
  }
}
