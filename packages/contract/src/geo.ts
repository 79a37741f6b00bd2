/* Australian states and suburb lookup (GET /api/geo/suburbs). */

/** The eight Australian states and territories by postal abbreviation, in the API's order. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
/** One Australian state or territory abbreviation. */
export type AuState = (typeof AU_STATES)[number];

/** True when `value` is one of AU_STATES. */
export function isAuState(value: unknown): value is AuState {
  return typeof value === 'string' && (AU_STATES as readonly string[]).includes(value);
}

/** An Australian postcode: exactly four digits. */
export const POSTCODE_PATTERN = /^\d{4}$/;
/** Longest suburb name accepted in a profile or a search. */
export const SUBURB_MAX_LENGTH = 80;

/** Longest `q` of GET /api/geo/suburbs. */
export const SUBURB_QUERY_MAX_LENGTH = 60;
/** Suggestions GET /api/geo/suburbs returns when no `limit` is given. */
export const SUBURB_SEARCH_DEFAULT_LIMIT = 10;
/** Largest `limit` of GET /api/geo/suburbs. */
export const SUBURB_SEARCH_MAX_LIMIT = 50;

/** Query of GET /api/geo/suburbs: a suburb name or postcode prefix. */
export interface SuburbQuery {
  q: string;
  limit?: number;
}

/** Query of GET /api/geo/suburbs/nearest: a point (the browser's location), in Australia. */
export interface NearestSuburbQuery {
  latitude: number;
  longitude: number;
}

/** GET /api/geo/suburbs/nearest looks this far for a suburb; farther is 404. */
export const NEAREST_SUBURB_MAX_KM = 25;
/** The points GET /api/geo/suburbs/nearest accepts: Australia with its islands, roughly. */
export const AUSTRALIA_BOUNDS = Object.freeze({ minLatitude: -44, maxLatitude: -9, minLongitude: 112, maxLongitude: 154 });

/** One suburb of GET /api/geo/suburbs (the answer is an array of these). */
export interface Suburb {
  postcode: string;
  name: string;
  /** A state abbreviation (AuState), typed loosely because it comes from a data file. */
  state: string;
  latitude: number;
  longitude: number;
}
