import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { RoleController } from './role.controller.js';
import { RolesService } from './roles.service.js';
import { SittersController } from './sitters.controller.js';
import { SittersService } from './sitters.service.js';

/** Sitter registration, profiles and services, and the role record. Exports SittersService (recordReview for bookings). */
@Module({
  imports: [UsersModule],
  controllers: [SittersController, RoleController],
  providers: [SittersService, RolesService],
  exports: [SittersService],
})
export class SittersModule {}
