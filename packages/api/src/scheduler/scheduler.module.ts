import { Global, Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { Clock } from '../platform/clock/clock.js';
import { SchedulerService } from './scheduler.service.js';

/** The booking scheduler and the one Clock every booking rule reads (global, so any module can inject Clock). */
@Global()
@Module({
  imports: [AvailabilityModule, BookingsModule],
  providers: [Clock, SchedulerService],
  exports: [Clock, SchedulerService],
})
export class SchedulerModule {}
