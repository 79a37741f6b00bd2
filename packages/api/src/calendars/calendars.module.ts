import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { AvailabilityFreshnessService } from './availability-freshness.service.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { CalendarImportsService } from './calendar-imports.service.js';
import { CalendarNotifier } from './calendar-notifier.js';
import { CalendarFeedController, MyCalendarController } from './calendars.controller.js';
import { CalendarFeedSources } from './feed-sources.js';

/**
 * Calendars that tell the truth (docs/bookings.md): each sitter's private feed (its sources a list
 * other features join through CalendarFeedSources.add), imported calendars whose busy days block
 * availability, and how fresh a sitter's availability is.
 */
@Module({
  imports: [UsersModule, AvailabilityModule, NoticesModule],
  controllers: [CalendarFeedController, MyCalendarController],
  providers: [CalendarFeedSources, CalendarFeedService, CalendarImportsService, CalendarNotifier, AvailabilityFreshnessService],
  exports: [CalendarFeedSources],
})
export class CalendarsModule {}
