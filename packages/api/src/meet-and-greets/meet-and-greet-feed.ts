import { lastInitialOf, MEET_AND_GREET_DURATION_MINUTES } from '@pawpal/contract';
import { feedUid, type CalendarFeedSource } from '../calendars/feed-sources.js';
import { FEED_MAX_EVENTS_PER_SOURCE } from '../calendars/calendars.constants.js';

interface MeetingRow {
  id: string;
  chosen_time: Date;
  first_name: string;
  last_name: string;
}

/**
 * A sitter's accepted meet-and-greets in their private calendar feed: the agreed time, the
 * owner's first name and surname initial, never an address (docs/bookings.md, "Calendars that
 * tell the truth").
 */
export const meetAndGreetsFeedSource: CalendarFeedSource = {
  name: 'meet-and-greets',
  async events(manager, window) {
    const rows = (await manager.query(
      `SELECT m.id, m.chosen_time, u.first_name, u.last_name
         FROM meet_and_greets m JOIN users u ON u.id = m.owner_id
        WHERE m.sitter_id = $1 AND m.status = 'accepted' AND m.chosen_time >= $2 AND m.chosen_time < $3
        ORDER BY m.chosen_time LIMIT $4`,
      [window.sitterId, window.from, window.to, FEED_MAX_EVENTS_PER_SOURCE],
    )) as MeetingRow[];
    return rows.map((row) => {
      const initial = lastInitialOf(row.last_name);
      return {
        uid: feedUid('meet-and-greet', row.id),
        start: row.chosen_time,
        end: new Date(row.chosen_time.getTime() + MEET_AND_GREET_DURATION_MINUTES * 60_000),
        summary: `Meet-and-greet (${initial ? `${row.first_name} ${initial}.` : row.first_name})`,
        status: 'CONFIRMED' as const,
      };
    });
  },
};
