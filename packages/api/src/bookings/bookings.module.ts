import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { type AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MoneyService } from '../money/money.service.js';
import { SittersModule } from '../sitters/sitters.module.js';
import { UsersModule } from '../users/users.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { SitterSummaryController } from './sitter-summary.controller.js';

@Module({
  imports: [UsersModule, AvailabilityModule, SittersModule],
  controllers: [BookingsController, SitterSummaryController],
  providers: [
    BookingsService,
    // Fees from BOOKING_FEE_BPS etc. (validated by loadConfig).
    { provide: MoneyService, useFactory: (config: AppConfig) => new MoneyService(config.money), inject: [APP_CONFIG] },
  ],
  exports: [BookingsService, MoneyService],
})
export class BookingsModule {}
