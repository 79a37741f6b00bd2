import { Module, type OnModuleInit } from '@nestjs/common';
import { CalendarFeedSources } from '../calendars/feed-sources.js';
import { CalendarsModule } from '../calendars/calendars.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { meetAndGreetsFeedSource } from './meet-and-greet-feed.js';
import { MeetAndGreetNotices } from './meet-and-greet-notices.js';
import { MeetAndGreetsController } from './meet-and-greets.controller.js';
import { MeetAndGreetsService } from './meet-and-greets.service.js';

/**
 * Meet-and-greets before a first booking (docs/bookings.md#meet-and-greets). The rule a booking
 * request applies (`assertMetIfRequired`) and the no-show count for reliability records
 * (`countMeetAndGreetNoShows`) are plain functions of this folder, used without the module.
 */
@Module({
  imports: [NoticesModule, CalendarsModule],
  controllers: [MeetAndGreetsController],
  providers: [MeetAndGreetNotices, MeetAndGreetsService],
})
export class MeetAndGreetsModule implements OnModuleInit {
  constructor(private readonly feedSources: CalendarFeedSources) {}

  /** Accepted meet-and-greets show in the sitter's private calendar feed. */
  onModuleInit(): void {
    this.feedSources.add(meetAndGreetsFeedSource);
  }
}
