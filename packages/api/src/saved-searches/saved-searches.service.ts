import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  lastInitialOf,
  paths,
  SAVED_SEARCHES_PER_MEMBER_MAX,
  type SavedSearch,
  type SavedSearchInput,
  SEARCH_MAX_RADIUS_KM,
  SERVICE_NOUNS,
  SERVICE_TYPES,
  type ServiceType,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { EARTH_RADIUS_KM } from '../geo/geo.distance.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { isUuid } from '../platform/validation/uuid.js';
import { SearchService } from '../search/search.service.js';
import { listedSql, suspendedSql } from '../sitters/listing.js';
import { SavedSearchesError } from './saved-searches.errors.js';

/** The notification kind of the alert mail (and of its scoped unsubscribe link). */
const KIND = 'saved_search';

/**
 * Degrees of latitude that hold every saved circle reaching a sitter (a radius is at most
 * SEARCH_MAX_RADIUS_KM; one degree of latitude is the same length everywhere): the band the
 * matcher reads on saved_searches' latitude index before the exact distance test.
 */
const LATITUDE_BAND_DEGREES = (SEARCH_MAX_RADIUS_KM / EARTH_RADIUS_KM) * (180 / Math.PI) + 0.01;

interface SavedSearchRow {
  id: string;
  place_name: string;
  postcode: string;
  state: string;
  latitude: number;
  longitude: number;
  radius_km: number;
  service: ServiceType | null;
  created_at: Date;
}

/** A saved search that a newly listed sitter matches, with what the alert says. */
interface MatchRow extends SavedSearchRow {
  user_id: string;
  email: string;
  member_first_name: string;
  sitter_first_name: string;
  sitter_last_name: string;
  sitter_suburb: string;
  sitter_state: string;
  distance_km: number;
}

const COLUMNS = 'ss.id, ss.place_name, ss.postcode, ss.state, ss.latitude, ss.longitude, ss.radius_km, ss.service, ss.created_at';

/**
 * The one writer of `saved_searches` (docs/architecture.md, "Saved searches"). A member keeps at
 * most SAVED_SEARCHES_PER_MEMBER_MAX; each is the place as the search resolves it (SearchService's
 * own lookup, so the circle is the search's), a radius and optionally a service. When a sitter is
 * listed (`sitter.listed`, recorded with the admin's approval, or when an approved sitter's
 * suspension is lifted), every saved search whose
 * circle holds the sitter's suburb centre, and whose service the sitter offers, gets one email,
 * queued in the outbox handler's transaction with the dedupe key `saved_search:<search>:<sitter>`
 * (so once per sitter per saved search, whatever replays). Its unsubscribe link removes that saved
 * search, signed out.
 */
@Injectable()
export class SavedSearchesService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: SearchService,
    private readonly mail: MailQueue,
    private readonly outbox: EventOutbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.on('sitter.listed', (manager, event) => this.alert(manager, event.sitterId));
    this.mail.onScopedUnsubscribe(KIND, (userId, savedSearchId) => this.unsubscribe(userId, savedSearchId));
  }

  /** GET /api/saved-searches: the member's own, newest first. */
  async list(userId: string): Promise<SavedSearch[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM saved_searches ss WHERE ss.user_id = $1 ORDER BY ss.created_at DESC, ss.id`,
      [userId],
    )) as SavedSearchRow[];
    return rows.map(toSavedSearch);
  }

  /**
   * POST /api/saved-searches: 400 without a place or for one the search cannot find; 409 for the
   * same place, radius and service again, or when the member keeps the most already.
   */
  async create(userId: string, input: SavedSearchInput): Promise<SavedSearch> {
    if (input.suburb === undefined && input.postcode === undefined) throw new SavedSearchesError('SAVED_SEARCH_NEEDS_PLACE');
    // The same lookup as GET /api/search/sitters (an unknown place is its 400).
    const location = this.search.locate({ suburb: input.suburb, postcode: input.postcode, state: input.state })!;
    const radiusKm = input.radiusKm!;
    const service = input.service ?? null;
    return this.dataSource.transaction(async (manager) => {
      // One member's saves take turns, so two at once cannot both pass the limit.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const existing = (await manager.query(
        `SELECT id FROM saved_searches WHERE user_id = $1 AND place_name = $2 AND postcode = $3 AND state = $4 AND radius_km = $5
            AND service IS NOT DISTINCT FROM $6`,
        [userId, location.name, location.postcode, location.state, radiusKm, service],
      )) as unknown[];
      if (existing.length > 0) throw new SavedSearchesError('SAVED_SEARCH_EXISTS');
      const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1`, [userId])) as [
        { count: number },
      ];
      if (count >= SAVED_SEARCHES_PER_MEMBER_MAX) throw new SavedSearchesError('SAVED_SEARCHES_FULL');
      const [row] = (await manager.query(
        `INSERT INTO saved_searches AS ss (user_id, place_name, postcode, state, latitude, longitude, radius_km, service, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [
          userId,
          location.name,
          location.postcode,
          location.state,
          location.latitude,
          location.longitude,
          radiusKm,
          service,
          this.clock.now(),
        ],
      )) as SavedSearchRow[];
      return toSavedSearch(row!);
    });
  }

  /** DELETE /api/saved-searches/{id}: the member's own only; 404 for anyone else's, an unknown id or a malformed one. */
  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new SavedSearchesError('SAVED_SEARCH_NOT_FOUND');
    const removed = (await this.dataSource.query(`DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING id`, [
      id,
      userId,
    ])) as [unknown[], number];
    if (removed[1] === 0) throw new SavedSearchesError('SAVED_SEARCH_NOT_FOUND');
  }

  /** The alert's unsubscribe link: removes that saved search (its member's own); null when it is gone already. */
  private async unsubscribe(userId: string, id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const [removed] = (await this.dataSource.query(
      `DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING place_name, postcode, state`,
      [id, userId],
    )) as [{ place_name: string; postcode: string; state: string }[], number];
    const row = removed[0];
    return row ? `Your saved search near ${placeLabel(row)} is removed: it sends no more emails.` : null;
  }

  /**
   * The `sitter.listed` handler: one email per saved search that the sitter matches now (listed at
   * dispatch time, suburb centre inside the circle, offers the service), never to the sitter
   * themself or to a suspended (or deleted) member.
   */
  private async alert(manager: EntityManager, sitterId: string): Promise<void> {
    const now = this.clock.now().toISOString();
    const haversine = `(power(sin(radians(s.latitude - ss.latitude) / 2), 2)
        + cos(radians(ss.latitude)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ss.longitude) / 2), 2))`;
    const matches = (await manager.query(
      `SELECT ${COLUMNS}, ss.user_id, m.email, m.first_name AS member_first_name,
              su.first_name AS sitter_first_name, su.last_name AS sitter_last_name, s.suburb AS sitter_suburb, s.state AS sitter_state,
              2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(${haversine}))) AS distance_km
         FROM sitter_profiles s
         JOIN users su ON su.id = s.user_id
         JOIN saved_searches ss ON ss.latitude BETWEEN s.latitude - $3 AND s.latitude + $3
         JOIN users m ON m.id = ss.user_id
        WHERE s.user_id = $1 AND ${listedSql('s', 'su', '$2')}
          AND ${haversine} <= power(sin(ss.radius_km / (2 * ${EARTH_RADIUS_KM})), 2)
          AND (ss.service IS NULL OR s.service_prices[array_position($4::text[], ss.service)] IS NOT NULL)
          AND ss.user_id <> s.user_id AND NOT ${suspendedSql('m', '$2')}
        ORDER BY ss.created_at, ss.id`,
      [sitterId, now, LATITUDE_BAND_DEGREES, [...SERVICE_TYPES]],
    )) as MatchRow[];
    for (const match of matches) {
      const sitterName = `${match.sitter_first_name} ${lastInitialOf(match.sitter_last_name)}.`;
      const place = placeLabel(match);
      const distance = Math.max(1, Math.round(match.distance_km));
      await this.mail.enqueue(manager, {
        userId: match.user_id,
        to: match.email,
        kind: KIND,
        dedupeKey: `saved_search:${match.id}:${sitterId}`,
        unsubscribeSubject: match.id,
        content: {
          subject: `A sitter joined near ${match.place_name}: ${sitterName}`,
          greeting: `Hi ${match.member_first_name},`,
          paragraphs: [
            `${sitterName} in ${match.sitter_suburb}, ${match.sitter_state} is now on Pawpal, about ${distance} km from ${place}: inside the ${match.radius_km} km you asked to hear about${match.service ? ` for ${SERVICE_NOUNS[match.service]}` : ''}.`,
            'Pawpal has checked their photo ID. Have a look at their profile, and send them a message or a booking request.',
          ],
          action: { label: `See ${match.sitter_first_name}'s profile`, url: `${this.config.appOrigin}${paths.sitter(sitterId)}` },
          note: `You get this email because you saved a search near ${place}. The unsubscribe link removes that saved search; your others stay, on your profile.`,
        },
      });
    }
  }
}

/** "Broome, WA 6725" */
function placeLabel(row: { place_name: string; postcode: string; state: string }): string {
  return `${row.place_name}, ${[row.state, row.postcode].filter(Boolean).join(' ')}`;
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    location: { name: row.place_name, postcode: row.postcode, state: row.state, latitude: row.latitude, longitude: row.longitude },
    radiusKm: row.radius_km,
    service: row.service,
    createdAt: row.created_at.toISOString(),
  };
}
