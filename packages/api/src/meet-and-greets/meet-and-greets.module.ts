import { Module } from '@nestjs/common';
import { NoticesModule } from '../notices/notices.module.js';
import { MeetAndGreetNotices } from './meet-and-greet-notices.js';
import { MeetAndGreetsController } from './meet-and-greets.controller.js';
import { MeetAndGreetsService } from './meet-and-greets.service.js';

/**
 * Meet-and-greets before a first booking (docs/bookings.md#meet-and-greets). The rule a booking
 * request applies (`assertMetIfRequired`) and the no-show count for reliability records
 * (`countMeetAndGreetNoShows`) are plain functions of this folder, used without the module.
 */
@Module({
  imports: [NoticesModule],
  controllers: [MeetAndGreetsController],
  providers: [MeetAndGreetNotices, MeetAndGreetsService],
})
export class MeetAndGreetsModule {}
