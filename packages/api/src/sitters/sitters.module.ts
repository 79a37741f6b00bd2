import { Module } from '@nestjs/common';
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
  imports: [UsersModule, VerificationsModule],
  controllers: [SittersController, AdminSittersController, RoleController],
  providers: [SittersService, SitterReviewService, RolesService],
  exports: [SittersService],
})
export class SittersModule {}
