import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  lastInitialOf,
  SEARCH_LOCATION_NAME_RADIUS_KM,
  SEARCH_MAX_DAYS,
  SEARCH_NEAREST_MAX,
  SEARCH_NEAREST_WITHIN_KM,
  SEARCH_TOTAL_CAP,
  type SearchLocation,
  type SearchQuery,
  type SearchResponse,
  type Badge,
  type SearchSort,
  type SitterSearchResult,
  SERVICE_TYPES,
  SERVICE_UNITS,
} from '@pawpal/contract';
import { daysBetween, isCalendarDate } from '../platform/calendar/zoned-time.js';
import { GeoDirectory } from '../geo/geo.directory.js';
import { EARTH_RADIUS_KM } from '../geo/geo.distance.js';
import { type LatLng } from '../geo/geo.types.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { Clock } from '../platform/clock/clock.js';
import { freshForDatedSearchSql, hiddenCutoff } from '../calendars/freshness.js';
import { listedProfileSql } from '../sitters/listing.js';
import { badgesJsonSql, hasBadgeSql } from '../verifications/badges.js';
import { reliableSitterSql } from '../sitters/reliable-tier.js';
import { GeoError } from '../geo/geo.errors.js';
import { type SearchQueryDto } from './dto/search-query.dto.js';
import { RELEVANCE_DISTANCE_PENALTY_PER_KM, RELEVANCE_PRIOR_RATING, RELEVANCE_PRIOR_WEIGHT } from './search.constants.js';
import { SearchError } from './search.errors.js';

type Location = SearchLocation;

interface ResultRow {
  user_id: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  photo_url: string | null;
  availability_confirmed_at: Date | null;
  suburb: string;
  state: string;
  headline: string;
  rating_avg: string | null;
  rating_count: number;
  /** 1-based position in SERVICE_TYPES of the priced service. */
  price_index: number;
  price_cents: number;
  distance_km: number | null;
  latitude: number;
  longitude: number;
  /** Matches counted up to SEARCH_TOTAL_CAP + 1 (one more tells that there are more). */
  total: string;
  /** The sitter's current badges (verifications/badges.ts) and tier (sitters/reliable-tier.ts), read by the same statement. */
  badges: Badge[];
  reliable: boolean;
}

/** Collects positional parameters for one SQL statement. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Sitter search: one SQL statement over sitter_profiles. The location filter is a bounding box on
 * the GiST index of point(longitude, latitude), then the exact haversine distance; dates keep only
 * sitters with no blocked or booked day in the range, and prices come from the service asked for
 * (or the cheapest), both read from columns the triggers of migration SearchCalendarColumns keep
 * equal to sitter_unavailable_days and sitter_services. The total is counted up to
 * SEARCH_TOTAL_CAP, and a distance order walks the index nearest first (see nearestFirst), so the
 * work per search stays bounded however many sitters the circle holds. The page's badges and tier
 * come with its rows: a search is one round trip (two past the last page or with no match nearby).
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geo: GeoDirectory,
    private readonly clock: Clock,
  ) {}

  /** `source`: where to read (the controller's ReadRouting choice); the primary by default. */
  async search(query: SearchQueryDto, source: DataSource = this.dataSource): Promise<SearchResponse> {
    const location = this.locate(query);
    if ((query.page - 1) * query.pageSize >= SEARCH_TOTAL_CAP) {
      throw new SearchError(
        'INVALID_SEARCH',
        `Only the first ${SEARCH_TOTAL_CAP.toLocaleString('en-AU')} results can be paged through: narrow the search to see more`,
      );
    }
    const now = this.clock.now();
    const { sql, values } = this.build(query, location, now);
    const rows = (await source.query(sql, values)) as ResultRow[];
    let counted = rows.length > 0 ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && query.page > 1) {
      // Past the last page: the page's rows carry no count, so count separately.
      const count = this.build(query, location, now, true);
      counted = Number(((await source.query(count.sql, count.values)) as [{ total: string }])[0].total);
    }
    const response: SearchResponse = {
      results: present(rows),
      total: Math.min(counted, SEARCH_TOTAL_CAP),
      totalIsCapped: counted > SEARCH_TOTAL_CAP,
      page: query.page,
      pageSize: query.pageSize,
      location,
    };
    if (rows.length === 0 && query.page === 1 && location) {
      // Nothing within the radius: the nearest sitters matching every other filter, further out
      // (none is within the radius, so every one found is beyond it).
      const wider = {
        ...query,
        radiusKm: SEARCH_NEAREST_WITHIN_KM,
        sort: 'distance',
        page: 1,
        pageSize: SEARCH_NEAREST_MAX,
      } as SearchQueryDto;
      const nearest = this.build(wider, location, now);
      response.nearest = present((await source.query(nearest.sql, nearest.values)) as ResultRow[]);
    }
    return response;
  }

  /**
   * The search centre from postcode / suburb (+ state) or lat+lng; null when none is given. Saved
   * searches resolve their place with it too, so a saved search's circle is the search's.
   */
  locate(query: Pick<SearchQuery, 'lat' | 'lng' | 'suburb' | 'postcode' | 'state'>): Location | null {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      throw new SearchError('INVALID_SEARCH', 'Give both lat and lng, or a suburb or postcode');
    }
    if (query.lat !== undefined && query.lng !== undefined) {
      const centre: LatLng = { latitude: query.lat, longitude: query.lng };
      const nearest = this.geo.nearby(centre, SEARCH_LOCATION_NAME_RADIUS_KM, 1)[0]?.suburb;
      return { name: nearest?.name ?? 'Selected location', postcode: nearest?.postcode ?? '', state: nearest?.state ?? '', ...centre };
    }
    if (query.suburb === undefined && query.postcode === undefined) return null;
    const candidates =
      query.suburb !== undefined
        ? this.geo.lookup(query.suburb, query.state).filter((s) => query.postcode === undefined || s.postcode === query.postcode)
        : this.geo.byPostcode(query.postcode!).filter((s) => query.state === undefined || s.state === query.state);
    if (query.suburb === undefined && candidates.length > 1) {
      // A postcode alone covers several suburbs: search from their middle, named after the suburb nearest to it.
      const centre: LatLng = {
        latitude: candidates.reduce((sum, s) => sum + s.latitude, 0) / candidates.length,
        longitude: candidates.reduce((sum, s) => sum + s.longitude, 0) / candidates.length,
      };
      const named = candidates.reduce((best, s) => (this.geo.distanceKm(centre, s) < this.geo.distanceKm(centre, best) ? s : best));
      return {
        name: named.name,
        postcode: named.postcode,
        state: named.state,
        latitude: round(centre.latitude),
        longitude: round(centre.longitude),
      };
    }
    const place = candidates[0];
    if (!place) {
      throw new GeoError(
        'SUBURB_NOT_FOUND',
        query.suburb !== undefined && query.postcode !== undefined
          ? "We couldn't find that suburb and postcode"
          : "We couldn't find that suburb or postcode",
      );
    }
    return { name: place.name, postcode: place.postcode, state: place.state, latitude: place.latitude, longitude: place.longitude };
  }

  private build(query: SearchQueryDto, location: Location | null, now: Date, countOnly = false): { sql: string; values: unknown[] } {
    const params = new Params();
    const nowParam = params.add(now.toISOString());
    // Only listed sitters: approved by an admin, account not suspended (sitters/listing.ts).
    const where: string[] = [listedProfileSql('s', nowParam)];
    if (query.verified !== undefined) where.push(hasBadgeSql(query.verified, 's', nowParam));
    if (query.reliable === true) where.push(reliableSitterSql('s.user_id'));
    let distance = 'NULL::double precision';
    let nearestFirst: (() => { order: string; within: string }) | undefined;
    /** The bounding box on the location index; every other condition is in `where`. */
    let inBox: string | undefined;

    if (location) {
      const box = this.geo.boundingBox(location, query.radiusKm);
      inBox = `point(s.longitude, s.latitude) <@ box(point(${params.add(box.minLongitude)}, ${params.add(box.minLatitude)}), point(${params.add(box.maxLongitude)}, ${params.add(box.maxLatitude)}))`;
      const lat = params.add(location.latitude);
      const lng = params.add(location.longitude);
      // Haversine: h = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2), distance = 2R asin(√h). The radius test
      // compares h itself with sin²(r / 2R) (the same condition, without asin and sqrt for every row
      // in the box); the distance is computed only for the rows that pass.
      const haversine = `(power(sin(radians(s.latitude - ${lat}::double precision) / 2), 2)
          + cos(radians(${lat}::double precision)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lng}::double precision) / 2), 2))`;
      distance = `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(${haversine})))`;
      where.push(`${haversine} <= ${params.add(Math.sin(query.radiusKm / (2 * EARTH_RADIUS_KM)) ** 2)}`);
      const centre = `point(${lng}::double precision, ${lat}::double precision)`;
      // Nearest first without computing and sorting every match: the GiST index hands out rows by
      // the plain distance in degrees (<->), which is not the order in km (a degree of longitude
      // shrinks with cos(latitude)). So take the first N matches in degree order (N: this page's
      // end); the farthest of them in km, d, bounds the page (the N nearest in km are all within
      // d); every sitter within d km is within d × degreesPerKm degrees, a circle the same index
      // finds; sort just that circle's matches by the exact km, then user_id. Without the first N
      // (no more matches than N) the circle is the whole radius's.
      nearestFirst = () => ({
        order: `point(s.longitude, s.latitude) <-> ${centre}`,
        within: `point(s.longitude, s.latitude) <@ circle(${centre}, coalesce((SELECT max(k.distance_km) FROM first k), ${params.add(query.radiusKm)}) * ${params.add(degreesPerKmBound(location, query.radiusKm))})`,
      });
    }

    if (query.from !== undefined || query.to !== undefined) {
      const from = query.from ?? query.to!;
      const to = query.to ?? query.from!;
      if (!isCalendarDate(from) || !isCalendarDate(to))
        throw new DomainError(DomainErrorCode.InvalidDates, 'Dates must be real days written YYYY-MM-DD');
      if (to < from) throw new DomainError(DomainErrorCode.InvalidDates, 'The end date must not be before the start date');
      if (daysBetween(from, to) + 1 > SEARCH_MAX_DAYS)
        throw new DomainError(DomainErrorCode.InvalidDates, `Search at most ${SEARCH_MAX_DAYS} days at once`);
      // sitter_profiles.unavailable mirrors sitter_unavailable_days (kept exact by triggers): no probe per candidate.
      where.push(`NOT (s.unavailable && daterange(${params.add(from)}::date, ${params.add(to)}::date, '[]'))`);
      // A sitter who has not confirmed their availability for AVAILABILITY_HIDDEN_DAYS is not trusted for dates (calendars/freshness.ts).
      where.push(freshForDatedSearchSql('s', params.add(hiddenCutoff(now).toISOString())));
    }

    const petType = query.petType ?? (query.dogSize !== undefined ? 'dog' : undefined);
    if (query.dogSize !== undefined && petType !== 'dog') {
      throw new SearchError('INVALID_SEARCH', 'dogSize only applies to petType dog');
    }
    if (petType === 'dog') where.push(query.dogSize ? `${params.add(query.dogSize)} = ANY(s.dog_sizes)` : `cardinality(s.dog_sizes) > 0`);
    if (petType === 'cat') where.push('s.accepts_cats');
    if (petType === 'small_animal') where.push('s.accepts_small_animals');
    if (petType === 'bird') where.push('s.accepts_birds');

    if (query.minRating !== undefined) where.push(`s.rating_avg >= ${params.add(query.minRating)}`);

    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw new SearchError('INVALID_SEARCH', 'minPrice must not be more than maxPrice');
    }
    // The price that counts: the chosen service's, or the sitter's cheapest (LEAST skips NULLs), from
    // sitter_profiles.service_prices (SERVICE_TYPES order, 1-based in SQL; mirrors sitter_services).
    const price =
      query.service !== undefined
        ? `s.service_prices[${SERVICE_TYPES.indexOf(query.service) + 1}]`
        : `least(${SERVICE_TYPES.map((_, i) => `s.service_prices[${i + 1}]`).join(', ')})`;
    // Cheapest: ties go to the first in SERVICE_TYPES order.
    const priceIndex =
      query.service !== undefined ? String(SERVICE_TYPES.indexOf(query.service) + 1) : `array_position(s.service_prices, ${price})`;
    where.push(`${price} IS NOT NULL`);
    if (query.minPrice !== undefined) where.push(`${price} >= ${params.add(query.minPrice)}`);
    if (query.maxPrice !== undefined) where.push(`${price} <= ${params.add(query.maxPrice)}`);

    const from = `FROM sitter_profiles s WHERE ${[...(inBox ? [inBox] : []), ...where].join(' AND ')}`;
    // Up to the cap and one more (which says "more than the cap"), never every match.
    const counted = `counted AS (SELECT count(*) AS total FROM (SELECT 1 ${from} LIMIT ${params.add(SEARCH_TOTAL_CAP + 1)}) capped)`;
    if (countOnly) return { sql: `WITH ${counted} SELECT total FROM counted`, values: params.values };

    const sort: SearchSort = query.sort ?? (location ? 'distance' : 'relevance');
    const relevance = `(coalesce(rating_avg, 0) * rating_count + ${RELEVANCE_PRIOR_RATING} * ${RELEVANCE_PRIOR_WEIGHT}) / (rating_count + ${RELEVANCE_PRIOR_WEIGHT})${
      location ? ` - ${RELEVANCE_DISTANCE_PENALTY_PER_KM} * distance_km` : ''
    }`;
    const orderBy: Record<SearchSort, string> = {
      distance: location ? 'distance_km, user_id' : `${relevance} DESC, user_id`,
      price: 'price_cents, distance_km NULLS LAST, user_id',
      rating: 'rating_avg DESC NULLS LAST, rating_count DESC, distance_km NULLS LAST, user_id',
      relevance: `${relevance} DESC, user_id`,
    };
    const keys = (alias: string) => orderBy[sort].replace(/\b(user_id|distance_km|price_cents|rating_avg|rating_count)\b/g, `${alias}.$1`);
    const offset = (query.page - 1) * query.pageSize;
    // Never past the cap: the last page stops at it.
    const pageLimit = Math.min(query.pageSize, SEARCH_TOTAL_CAP - offset);
    const limit = params.add(pageLimit);
    const narrow = `SELECT s.user_id, s.rating_avg, s.rating_count, ${price} AS price_cents, ${priceIndex} AS price_index, ${distance} AS distance_km`;
    const knn = sort === 'distance' ? nearestFirst?.() : undefined;
    // Filter and sort narrow rows; fetch what is shown for one page only.
    let ctes = counted;
    let page = `${narrow} ${from}`;
    if (knn) {
      // The first N in degree order, only when there are more than N matches: then the walk along
      // the index stops within the box, whereas with fewer it would walk the whole table looking
      // for more. No box here, so the index is used for its order, not for a bitmap of the box.
      const n = params.add(offset + pageLimit);
      ctes += `, first AS (
           SELECT ${distance} AS distance_km FROM sitter_profiles s WHERE ${where.join(' AND ')} AND (SELECT total FROM counted) > ${n}
            ORDER BY ${knn.order}
            LIMIT ${n}
         )`;
      page = `${narrow} ${from} AND ${knn.within}`;
    }
    const sql = `
      WITH ${ctes}
      SELECT m.*, (SELECT total FROM counted) AS total, ${badgesJsonSql('m.user_id', nowParam)} AS badges,
             ${reliableSitterSql('m.user_id')} AS reliable, s.availability_confirmed_at, s.suburb, s.state, s.latitude, s.longitude, s.headline, s.photo_urls[1] AS photo_url,
             u.first_name, u.last_name, u.profile_image_url
        FROM (
          SELECT c.* FROM (${page}) c
          ORDER BY ${keys('c')}
          LIMIT ${limit} OFFSET ${params.add(offset)}
        ) m
        JOIN sitter_profiles s ON s.user_id = m.user_id
        JOIN users u ON u.id = m.user_id
       ORDER BY ${keys('m')}`;
    return { sql, values: params.values };
  }
}

/** Result rows as the contract's results, with their badges and tier. */
function present(rows: ResultRow[]): SitterSearchResult[] {
  return rows.map((row) => ({
    id: row.user_id,
    firstName: row.first_name,
    lastInitial: lastInitialOf(row.last_name),
    avatarUrl: row.profile_image_url,
    photoUrl: row.photo_url,
    suburb: row.suburb,
    state: row.state,
    distanceKm: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
    headline: row.headline,
    priceFromCents: row.price_cents,
    priceUnit: SERVICE_UNITS[SERVICE_TYPES[row.price_index - 1]!],
    rating: row.rating_avg === null ? null : Number(row.rating_avg),
    reviewCount: row.rating_count,
    badges: row.badges,
    reliable: row.reliable,
    approximateLocation: { latitude: roundTo(row.latitude, 2), longitude: roundTo(row.longitude, 2) },
    availabilityConfirmedAt: row.availability_confirmed_at?.toISOString() ?? null,
  }));
}

/**
 * Degrees (of the plane of point(longitude, latitude)) per km, at most, between the centre and a
 * point within `radiusKm` of it. The shortest path between two such points stays within the radius,
 * so every latitude on it is at most |latitude| + radius; along it a km covers at most
 * 1 / (km per degree × cos of that latitude) degrees. A hair more, so float rounding never drops a
 * sitter at the edge. Near a pole the bound grows without end (the circle then holds every match).
 */
function degreesPerKmBound(centre: LatLng, radiusKm: number): number {
  const kmPerDegree = (Math.PI / 180) * EARTH_RADIUS_KM;
  const farthestLatitude = Math.min(90, Math.abs(centre.latitude) + radiusKm / kmPerDegree);
  return (1 + 1e-9) / (kmPerDegree * Math.max(1e-9, Math.cos((farthestLatitude * Math.PI) / 180)));
}

/** Coordinates to 4 decimals (~10 m), as the suburbs table has them. */
function round(degrees: number): number {
  return roundTo(degrees, 4);
}

function roundTo(degrees: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(Number(degrees) * scale) / scale;
}
