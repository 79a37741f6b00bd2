import { Inject, Injectable } from '@nestjs/common';
import { paths } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { writeIcs } from '../platform/calendar/ics.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { secretToken } from '../platform/random/random-token.js';
import { FEED_AHEAD_DAYS, FEED_PAST_DAYS } from './calendars.constants.js';
import { CalendarError } from './calendars.errors.js';
import { CalendarFeedSources } from './feed-sources.js';

const DAY_MS = 86_400_000;
/** What a token looks like (base64url of at least 16 bytes): anything else is 404 without a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,100}$/;

/**
 * Each sitter's private calendar feed (table calendar_feeds, its one writer): the token is a
 * secret from platform/random (256 bits), made on first ask, replaced by `rotate` (the old address
 * is 404 at once). The feed is what CalendarFeedSources answer, written by platform/calendar/ics.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly sources: CalendarFeedSources,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The sitter's feed address, making the token on first ask. */
  async feedUrl(manager: EntityManager, sitterId: string): Promise<string> {
    await manager.query(
      `INSERT INTO calendar_feeds (sitter_id, token, created_at) VALUES ($1, $2, $3) ON CONFLICT (sitter_id) DO NOTHING`,
      [sitterId, secretToken(), this.clock.now()],
    );
    const [row] = (await manager.query(`SELECT token FROM calendar_feeds WHERE sitter_id = $1`, [sitterId])) as { token: string }[];
    return this.urlOf(row!.token);
  }

  /** A new token for the sitter's feed; the old address stops working. */
  async rotate(manager: EntityManager, sitterId: string): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO calendar_feeds (sitter_id, token, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (sitter_id) DO UPDATE SET token = EXCLUDED.token, created_at = EXCLUDED.created_at
       RETURNING token`,
      [sitterId, secretToken(), this.clock.now()],
    )) as { token: string }[];
    return this.urlOf(row!.token);
  }

  /** The feed of the token's sitter as iCalendar text; FEED_NOT_FOUND (404) for any other token. */
  async feed(token: string): Promise<string> {
    if (!TOKEN_PATTERN.test(token)) throw new CalendarError('FEED_NOT_FOUND');
    const [row] = (await this.dataSource.query(
      `SELECT f.sitter_id, u.first_name FROM calendar_feeds f JOIN users u ON u.id = f.sitter_id WHERE f.token = $1`,
      [token],
    )) as { sitter_id: string; first_name: string }[];
    if (!row) throw new CalendarError('FEED_NOT_FOUND');
    const now = this.clock.now();
    const window = {
      sitterId: row.sitter_id,
      from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
      to: new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS),
      bookingUrl: (bookingId: string) => `${this.config.appOrigin}${paths.bookingNotification(bookingId)}`,
    };
    const events = [];
    for (const source of this.sources.all()) events.push(...(await source.events(this.dataSource.manager, window)));
    return writeIcs({ name: `Pawpal: ${row.first_name}’s bookings`, method: 'PUBLISH', events, now });
  }

  private urlOf(token: string): string {
    return `${this.config.appOrigin}/api/calendar/${token}.ics`;
  }
}
