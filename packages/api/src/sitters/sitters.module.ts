import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { SittersController } from './sitters.controller.js';
import { SittersService } from './sitters.service.js';

/** Sitter registration, profiles and services. Exports SittersService (recordReview for bookings). */
@Module({
  imports: [UsersModule],
  controllers: [SittersController],
  providers: [SittersService],
  exports: [SittersService],
})
export class SittersModule {}
