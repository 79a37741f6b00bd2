import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MONEY_CONFIG } from '../money/money.module.js';
import { type MoneyConfig } from '../money/money.constants.js';
import { MoneyService } from '../money/money.service.js';
import { ReferralsModule } from '../referrals/referrals.module.js';
import { ReliabilityModule } from '../reliability/reliability.module.js';
import { SittersModule } from '../sitters/sitters.module.js';
import { UsersModule } from '../users/users.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingReadsService } from './booking-reads.service.js';
import { BookingRequestsService } from './booking-requests.service.js';
import { BookingReviewsService } from './booking-reviews.service.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { BookingSweepsService } from './booking-sweeps.service.js';
import { BookingWriter } from './booking-writer.js';
import { SitterSummaryController } from './sitter-summary.controller.js';

/**
 * Bookings: requests (pricing, checks), transitions (accept, decline, complete, cancel), reviews,
 * reads, the time-driven transitions (registered with the scheduler), and the one writer of the
 * `bookings` table that payments call too.
 */
@Module({
  imports: [UsersModule, AvailabilityModule, SittersModule, LedgerModule, ReferralsModule, ReliabilityModule],
  controllers: [BookingsController, SitterSummaryController],
  providers: [
    BookingWriter,
    BookingReadsService,
    BookingRequestsService,
    BookingTransitionsService,
    BookingReviewsService,
    // The time-driven transitions, registered with the scheduler.
    BookingSweepsService,
    // Fees from BOOKING_FEE_BPS etc. (validated at start by loadMoneyConfig, provided by AppModule).
    { provide: MoneyService, useFactory: (money: MoneyConfig) => new MoneyService(money), inject: [MONEY_CONFIG] },
  ],
  exports: [BookingWriter, BookingReadsService, BookingTransitionsService, MoneyService],
})
export class BookingsModule {}
