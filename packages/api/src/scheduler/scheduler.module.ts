import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { SchedulerService } from './scheduler.service.js';

/** The booking scheduler: the time-driven transitions, applied through the bookings writer on the one Clock. */
@Module({
  imports: [AvailabilityModule, BookingsModule],
  providers: [SchedulerService],
  exports: [SchedulerService],
})
export class SchedulerModule {}
