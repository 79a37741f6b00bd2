import { Module, type OnModuleInit } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { CareModule } from '../care/care.module.js';
import { CareTimeline } from '../care/care-timeline.js';
import { NoticesModule } from '../notices/notices.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { PayoutSweepsService } from '../payouts/payout-sweeps.service.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { AdminIncidentsService } from './admin-incidents.service.js';
import { incidentTimelineItems } from './incident-reads.js';
import { incidentHoldsPayoutSql, incidentPhotoInUseSql, PAYOUT_INCIDENT_HELD_NOTE } from './incident-holds.js';
import { IncidentNotices } from './incident-notices.js';
import { IncidentWriter } from './incident-writer.js';
import { AdminIncidentsController, BookingIncidentsController, IncidentsController } from './incidents.controller.js';
import { IncidentsService } from './incidents.service.js';

/** Incidents during a stay, with the acknowledgement promise (docs/incidents.md). */
@Module({
  imports: [AuditModule, AdminModule, CareModule, NoticesModule, PayoutsModule, UploadsModule],
  controllers: [BookingIncidentsController, IncidentsController, AdminIncidentsController],
  providers: [IncidentWriter, IncidentNotices, IncidentsService, AdminIncidentsService],
})
export class IncidentsModule implements OnModuleInit {
  constructor(
    private readonly payouts: PayoutSweepsService,
    private readonly uploads: UploadsService,
    private readonly timeline: CareTimeline,
  ) {}

  onModuleInit(): void {
    // While an incident of a stay holds its payout, the payout sweep holds that payout only.
    this.payouts.holdWhile({ condition: (payout) => incidentHoldsPayoutSql(`${payout}.booking_id`), note: PAYOUT_INCIDENT_HELD_NOTE });
    // An incident's photos stay as long as the incident.
    this.uploads.keepWhile((upload) => incidentPhotoInUseSql(upload));
    // A stay's timeline shows its incidents: each opening, update, acknowledgement and resolution.
    this.timeline.addSource((manager, booking) => incidentTimelineItems(manager, booking.id));
  }
}
