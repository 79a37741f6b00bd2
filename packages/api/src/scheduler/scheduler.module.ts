import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { ReferralsModule } from '../referrals/referrals.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { VerificationsModule } from '../verifications/verifications.module.js';
import { SchedulerService } from './scheduler.service.js';

/** The scheduler: the time-driven booking transitions (through the bookings writer) and the verification, payout, referral, unused-upload and rate-limit sweeps, on the one Clock. */
@Module({
  imports: [AvailabilityModule, BookingsModule, VerificationsModule, PayoutsModule, ReferralsModule, UploadsModule],
  providers: [SchedulerService],
  exports: [SchedulerService],
})
export class SchedulerModule {}
