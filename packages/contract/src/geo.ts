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

/** One suburb of GET /api/geo/suburbs (the answer is an array of these). */
export interface Suburb {
  postcode: string;
  name: string;
  /** A state abbreviation (AuState), typed loosely because it comes from a data file. */
  state: string;
  latitude: number;
  longitude: number;
}
