import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { BookingStandbyController, StandbyRequestsController } from './standby.controller.js';
import { StandbyHandoffsService } from './standby-handoffs.service.js';
import { StandbyNotices } from './standby-notices.js';
import { StandbyService } from './standby.service.js';

/**
 * Standby sitters (docs/standby.md): the asks made with a booking request, the handoff when the
 * booked sitter drops out (offers in order, on the clock), the takeover through the booking writer
 * with Pawpal's top-up from `platform_guarantee`, and the full refund with rebooking suggestions.
 */
@Module({
  imports: [BookingsModule, AvailabilityModule, LedgerModule, NoticesModule],
  controllers: [StandbyRequestsController, BookingStandbyController],
  providers: [StandbyNotices, StandbyHandoffsService, StandbyService],
})
export class StandbyModule {}
