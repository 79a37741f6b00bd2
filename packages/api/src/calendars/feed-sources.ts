import { Injectable } from '@nestjs/common';
import { isTimedService, lastInitialOf, SERVICE_LABELS, type ServiceType } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { type IcsEvent } from '../platform/calendar/ics.js';
import { FEED_MAX_EVENTS_PER_SOURCE } from './calendars.constants.js';

/** Every UID in a Pawpal feed ends so: an import of the feed itself is recognised and skipped. */
export const FEED_UID_SUFFIX = '@feed.pawpal.au';

/** What a source is asked for: one sitter's events overlapping `from` .. `to`. */
export interface FeedWindow {
  sitterId: string;
  from: Date;
  to: Date;
  /** Absolute app URL of a booking's page, for descriptions. */
  bookingUrl(bookingId: string): string;
}

/**
 * One kind of thing a sitter's private feed shows. A source writes its own events: titles carry
 * at most an owner's first name and surname initial, never an address (docs/bookings.md,
 * "Calendars that tell the truth"). Another feature adds its source with CalendarFeedSources.add
 * in its module's onModuleInit; each answers at most FEED_MAX_EVENTS_PER_SOURCE events.
 */
export interface CalendarFeedSource {
  readonly name: string;
  events(manager: EntityManager, window: FeedWindow): Promise<IcsEvent[]>;
}

/** The feed's sources, in the order their events are written. */
@Injectable()
export class CalendarFeedSources {
  private readonly sources: CalendarFeedSource[] = [bookingsSource, visitsSource];

  add(source: CalendarFeedSource): void {
    if (this.sources.some((existing) => existing.name === source.name)) throw new Error(`Feed source ${source.name} is added twice`);
    this.sources.push(source);
  }

  all(): readonly CalendarFeedSource[] {
    return this.sources;
  }
}

/** "Olive O." */
function ownerName(firstName: string, lastName: string): string {
  const initial = lastInitialOf(lastName);
  return initial ? `${firstName} ${initial}.` : firstName;
}

/** The UID of a feed event: stable for the same thing, so calendar apps update it in place. */
export function feedUid(kind: string, id: string): string {
  return `${kind}-${id}${FEED_UID_SUFFIX}`;
}

interface BookingRow {
  id: string;
  service: ServiceType;
  status: string;
  start_date: string;
  end_date: string;
  starts_at: Date;
  ends_at: Date;
  first_name: string;
  last_name: string;
  pets: string[];
}

/**
 * The sitter's bookings that are requested, accepted or under way (tentative until paid), and
 * those completed. A stay (boarding, house sitting, day care) runs from drop-off to pick-up; visits
 * and walks show as all-day spans, each visit being its own timed event (visitsSource).
 */
const bookingsSource: CalendarFeedSource = {
  name: 'bookings',
  async events(manager, window) {
    const rows = (await manager.query(
      `SELECT b.id, b.service, b.status, b.start_date::text AS start_date, b.end_date::text AS end_date, b.starts_at, b.ends_at,
              u.first_name, u.last_name,
              coalesce((SELECT array_agg(p.name ORDER BY p.name) FROM booking_pets bp JOIN pets p ON p.id = bp.pet_id WHERE bp.booking_id = b.id), '{}') AS pets
         FROM bookings b JOIN users u ON u.id = b.owner_id
        WHERE b.sitter_id = $1 AND b.status IN ('requested', 'accepted', 'paid', 'in_progress', 'completed')
          AND b.ends_at > $2 AND b.starts_at < $3
        ORDER BY b.starts_at LIMIT $4`,
      [window.sitterId, window.from, window.to, FEED_MAX_EVENTS_PER_SOURCE],
    )) as BookingRow[];
    return rows.map((row): IcsEvent => {
      const pending = row.status === 'requested' || row.status === 'accepted';
      const summary = `${SERVICE_LABELS[row.service]}: ${row.pets.join(', ') || 'pets'} (${ownerName(row.first_name, row.last_name)})${pending ? ' – not paid yet' : ''}`;
      const common = {
        uid: feedUid('booking', row.id),
        summary,
        description: `The booking on Pawpal: ${window.bookingUrl(row.id)}`,
        status: pending ? ('TENTATIVE' as const) : ('CONFIRMED' as const),
      };
      return isTimedService(row.service)
        ? { ...common, startDate: row.start_date, endDate: row.end_date }
        : { ...common, start: row.starts_at, end: row.ends_at };
    });
  },
};

interface VisitRow {
  id: string;
  booking_id: string;
  label: string;
  due_at: Date;
  window_minutes: number;
  first_name: string;
  last_name: string;
}

/** Each scheduled visit, walk and handover of the sitter's paid bookings (daily updates are not appointments). */
const visitsSource: CalendarFeedSource = {
  name: 'visits',
  async events(manager, window) {
    const rows = (await manager.query(
      `SELECT v.id, v.booking_id, v.label, v.due_at, v.window_minutes, u.first_name, u.last_name
         FROM visits v JOIN bookings b ON b.id = v.booking_id JOIN users u ON u.id = b.owner_id
        WHERE b.sitter_id = $1 AND b.status IN ('paid', 'in_progress', 'completed') AND v.kind <> 'daily_update'
          AND v.excused_at IS NULL AND v.due_at >= $2 AND v.due_at < $3
        ORDER BY v.due_at LIMIT $4`,
      [window.sitterId, window.from, window.to, FEED_MAX_EVENTS_PER_SOURCE],
    )) as VisitRow[];
    return rows.map((row): IcsEvent => ({
      uid: feedUid('visit', row.id),
      start: row.due_at,
      end: new Date(row.due_at.getTime() + row.window_minutes * 60_000),
      summary: `${row.label} (${ownerName(row.first_name, row.last_name)})`,
      description: `The booking on Pawpal: ${window.bookingUrl(row.booking_id)}`,
      status: 'CONFIRMED',
    }));
  },
};
