import { type SearchLocation, type SearchQuery } from './search.js';
import { type ServiceType } from './sitters.js';

/*
 * Saved searches ("Tell me when a sitter joins near Broome"; docs/architecture.md, "Saved
 * searches"): a member keeps a place, a radius and optionally a service; when a newly listed
 * sitter's suburb is inside the circle and they offer the service, the member gets one email
 * (notification kind `saved_search`) per sitter per saved search. Its unsubscribe link removes
 * that saved search, signed out.
 */

/** How many saved searches one member keeps at most (a 10th is fine, an 11th is refused with 409). */
export const SAVED_SEARCHES_PER_MEMBER_MAX = 10;

/**
 * POST /api/saved-searches: the search page's own fields and limits (SearchQuery): a suburb or a
 * postcode (with an optional state) is required; radiusKm defaults to SEARCH_DEFAULT_RADIUS_KM
 * within SEARCH_MIN_RADIUS_KM..SEARCH_MAX_RADIUS_KM; no service means any service.
 */
export type SavedSearchInput = Pick<SearchQuery, 'suburb' | 'postcode' | 'state' | 'radiusKm' | 'service'>;

/** One of GET /api/saved-searches (the signed-in member's, newest first), and the POST's answer. */
export interface SavedSearch {
  id: string;
  /** The place the search was resolved to when it was saved (the circle's centre). */
  location: SearchLocation;
  radiusKm: number;
  /** Null: any service. */
  service: ServiceType | null;
  createdAt: string;
}

/** Whether `saved` is the search for `location` within `radiusKm` for `service` (the app's "saved" state). */
export function isSameSavedSearch(
  saved: SavedSearch,
  search: { location: Pick<SearchLocation, 'name' | 'postcode' | 'state'>; radiusKm: number; service?: ServiceType | null },
): boolean {
  return (
    saved.location.name === search.location.name &&
    saved.location.postcode === search.location.postcode &&
    saved.location.state === search.location.state &&
    saved.radiusKm === search.radiusKm &&
    saved.service === (search.service ?? null)
  );
}
