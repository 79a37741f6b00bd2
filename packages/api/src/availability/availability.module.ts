import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';

/** Sitters' calendars. Exports AvailabilityService (markBooked / releaseBooking for bookings). */
@Module({
  imports: [UsersModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityService],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
