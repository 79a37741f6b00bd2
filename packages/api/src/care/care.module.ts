import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { UsersModule } from '../users/users.module.js';
import { CareLocationWriter } from './care-location-writer.js';
import { CareLocationsService } from './care-locations.service.js';
import { CareNotifier } from './care-notifier.js';
import { CarePlansService } from './care-plans.service.js';
import { CareScheduleService } from './care-schedule.service.js';
import { CareSweepsService } from './care-sweeps.service.js';
import { CareTimeline } from './care-timeline.js';
import { BookingCareController, CarePlansController, VetClaimsController, VisitsController } from './care.controller.js';
import { VetClaimsService } from './vet-claims.service.js';
import { VisitWriter } from './visit-writer.js';
import { VisitsService } from './visits.service.js';

/**
 * Care during a stay (docs/care.md): care plans, the schedule of visits written when a booking is
 * paid, check-ins and check-outs, missed visits on the clock and the refund of care that did not
 * happen, vet expense claims, and the booking's timeline (CareTimeline: other features add their
 * items to it).
 */
@Module({
  imports: [UsersModule, AuditModule, BookingsModule, LedgerModule, NoticesModule, PaymentsModule, UploadsModule],
  controllers: [CarePlansController, BookingCareController, VisitsController, VetClaimsController],
  providers: [
    VisitWriter,
    CareLocationWriter,
    CareNotifier,
    CarePlansService,
    CareLocationsService,
    CareScheduleService,
    CareTimeline,
    VisitsService,
    VetClaimsService,
    CareSweepsService,
  ],
  exports: [CareTimeline, CarePlansService],
})
export class CareModule implements OnModuleInit {
  constructor(private readonly uploads: UploadsService) {}

  onModuleInit(): void {
    // A visit's photos and a vet claim's receipt stay as long as the visit and the claim.
    this.uploads.keepWhile(
      (upload) =>
        `(EXISTS (SELECT 1 FROM visit_photos vp WHERE vp.upload_id = ${upload}.id) OR EXISTS (SELECT 1 FROM vet_claims vc WHERE vc.receipt_upload_id = ${upload}.id))`,
    );
  }
}
