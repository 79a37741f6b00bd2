import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import { type AvailabilityConfirmation, type CalendarImport, type MyCalendar } from '@pawpal/contract';
import { type FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { SittersError } from '../sitters/sitters.errors.js';
import { type User } from '../users/user.entity.js';
import { AvailabilityFreshnessService } from './availability-freshness.service.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { CalendarImportsService } from './calendar-imports.service.js';
import { CalendarError } from './calendars.errors.js';
import { AddCalendarInput } from './dto/add-calendar.input.js';

/** The private feed: the token in the address is the only key (no session), so any other is 404. */
@Controller('api/calendar')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get(':file')
  async feed(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!file.endsWith('.ics')) throw new CalendarError('FEED_NOT_FOUND');
    const text = await this.feeds.feed(file.slice(0, -'.ics'.length));
    void reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, no-cache')
      .header('X-Robots-Tag', 'noindex');
    return text;
  }
}

/** The signed-in sitter's feed address, imported calendars and availability confirmation. */
@Controller('api/sitters/me')
@UseGuards(SignedInGuard)
export class MyCalendarController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feeds: CalendarFeedService,
    private readonly imports: CalendarImportsService,
    private readonly freshness: AvailabilityFreshnessService,
  ) {}

  @Get('calendar')
  @Header('Cache-Control', 'no-store')
  calendar(@CurrentUser() actor: User): Promise<MyCalendar> {
    return this.mine(actor.id, false);
  }

  @Post('calendar/rotate')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  rotate(@CurrentUser() actor: User): Promise<MyCalendar> {
    return this.mine(actor.id, true);
  }

  @Post('calendars')
  @HttpCode(HttpStatus.CREATED)
  add(@CurrentUser() actor: User, @Body() body: AddCalendarInput): Promise<CalendarImport> {
    return this.imports.add(actor.id, body);
  }

  @Delete('calendars/:importId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() actor: User, @Param('importId') importId: string): Promise<void> {
    await this.imports.remove(actor.id, importId);
  }

  @Post('availability/confirm')
  @HttpCode(HttpStatus.OK)
  confirm(@CurrentUser() actor: User): Promise<AvailabilityConfirmation> {
    return this.freshness.confirm(actor.id);
  }

  private mine(sitterId: string, rotate: boolean): Promise<MyCalendar> {
    return this.dataSource.transaction(async (manager) => {
      const [profile] = (await manager.query(`SELECT time_zone FROM sitter_profiles WHERE user_id = $1`, [sitterId])) as {
        time_zone: string;
      }[];
      if (!profile) throw new SittersError('NOT_A_SITTER');
      const feedUrl = rotate ? await this.feeds.rotate(manager, sitterId) : await this.feeds.feedUrl(manager, sitterId);
      return {
        feedUrl,
        imports: await this.imports.list(manager, sitterId, profile.time_zone),
        availabilityConfirmedAt: await this.freshness.confirmedAt(manager, sitterId),
      };
    });
  }
}
