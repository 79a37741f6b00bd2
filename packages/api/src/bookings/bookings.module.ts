import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { MONEY_CONFIG } from '../money/money.module.js';
import { type MoneyConfig } from '../money/money.constants.js';
import { MoneyService } from '../money/money.service.js';
import { ReferralsModule } from '../referrals/referrals.module.js';
import { ReliabilityModule } from '../reliability/reliability.module.js';
import { SittersModule } from '../sitters/sitters.module.js';
import { UsersModule } from '../users/users.module.js';
import { BookingChangesController } from './booking-changes.controller.js';
import { BookingChangesService } from './booking-changes.service.js';
import { BookingsController } from './bookings.controller.js';
import { BookingReadsService } from './booking-reads.service.js';
import { BookingRequestsService } from './booking-requests.service.js';
import { BookingReviewsService } from './booking-reviews.service.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { BookingSweepsService } from './booking-sweeps.service.js';
import { BookingWriter } from './booking-writer.js';
import { BookingHandoffs } from './booking-handoffs.js';
import { SitterSummaryController } from './sitter-summary.controller.js';

/**
 * Bookings: requests (pricing, checks), transitions (accept, decline, complete, cancel), reviews,
 * reads, the time-driven transitions (registered with the scheduler), and the one writer of the
 * `bookings` table that payments call too.
 */
@Module({
  imports: [UsersModule, AvailabilityModule, SittersModule, LedgerModule, ReferralsModule, NoticesModule, ReliabilityModule],
  controllers: [BookingsController, SitterSummaryController, BookingChangesController],
  providers: [
    BookingWriter,
    // Who may keep a paid booking its sitter cancels (the standby sitters register).
    BookingHandoffs,
    BookingReadsService,
    BookingRequestsService,
    BookingTransitionsService,
    BookingReviewsService,
    // Changes to a booking, and their lapse sweep.
    BookingChangesService,
    // The time-driven transitions, registered with the scheduler.
    BookingSweepsService,
    // Fees from BOOKING_FEE_BPS etc. (validated at start by loadMoneyConfig, provided by AppModule).
    { provide: MoneyService, useFactory: (money: MoneyConfig) => new MoneyService(money), inject: [MONEY_CONFIG] },
  ],
  exports: [
    BookingWriter,
    BookingReadsService,
    BookingTransitionsService,
    BookingChangesService,
    BookingRequestsService,
    MoneyService,
    BookingHandoffs,
  ],
})
export class BookingsModule {}
