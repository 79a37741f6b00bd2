import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { UsersModule } from '../users/users.module.js';
import { SeriesNotifier } from './series-notifier.js';
import { SeriesSweepsService } from './series-sweeps.service.js';
import { SeriesController } from './series.controller.js';
import { SeriesService } from './series.service.js';

/**
 * Weekly care (docs/bookings.md, "Weekly care"): series of walks or drop-in visits the sitter
 * accepts once, each occurrence a booking of its own, booked ahead and charged weekly by the sweeps.
 */
@Module({
  imports: [UsersModule, BookingsModule, LedgerModule, NoticesModule, PaymentsModule],
  controllers: [SeriesController],
  providers: [SeriesNotifier, SeriesService, SeriesSweepsService],
})
export class SeriesModule {}
