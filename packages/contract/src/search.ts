import { type AuState } from './geo.js';
import { type Badge, type BadgeKind } from './verification.js';
import { type DogSize, type ServiceType, type ServiceUnit } from './sitters.js';

/* Sitter search (GET /api/search/sitters, public). */

/** Search radius when none is given, km. */
export const SEARCH_DEFAULT_RADIUS_KM = 10;
/** Smallest search radius, km. */
export const SEARCH_MIN_RADIUS_KM = 1;
/** Largest search radius, km. */
export const SEARCH_MAX_RADIUS_KM = 100;
/** The radius choices the app offers, km (each within SEARCH_MIN_RADIUS_KM..SEARCH_MAX_RADIUS_KM). */
export const SEARCH_RADII_KM = [2, 5, 10, 25, 50, 100] as const;
/** Results per page when no pageSize is given. */
export const SEARCH_DEFAULT_PAGE_SIZE = 20;
/** Largest pageSize. */
export const SEARCH_MAX_PAGE_SIZE = 50;
/**
 * A search counts its matches up to this many and pages through at most this many results: past
 * it the count says "1,000+" (totalIsCapped), so a search's work stays bounded however dense the
 * area; a narrower search shows the rest.
 */
export const SEARCH_TOTAL_CAP = 1000;
/** A date filter covers at most this many days. */
export const SEARCH_MAX_DAYS = 120;
/** A lat/lng search is named after the nearest suburb within this distance, km. */
export const SEARCH_LOCATION_NAME_RADIUS_KM = 25;

/**
 * An empty search (page 1, with a location) also answers the nearest listed sitters beyond the
 * radius, at most this many, so a regional search never ends at zero.
 */
export const SEARCH_NEAREST_MAX = 5;
/** The nearest sitters are looked for within this distance of the search centre, km. */
export const SEARCH_NEAREST_WITHIN_KM = 1000;

/**
 * The radius to offer for a sitter `distanceKm` away: the smallest of SEARCH_RADII_KM that reaches
 * them, or null when they are beyond the largest (the member can still open their page).
 */
export function radiusReaching(distanceKm: number): number | null {
  return SEARCH_RADII_KM.find((radius) => radius >= distanceKm) ?? null;
}

/** Result orders; `distance` is the default (without a location it falls back to relevance). */
export const SEARCH_SORTS = ['distance', 'price', 'rating', 'relevance'] as const;
/** One of SEARCH_SORTS. */
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The sort when none is given. */
export const SEARCH_DEFAULT_SORT: SearchSort = 'distance';

/** Pet types a search can ask for (sitters who accept them). */
export const SEARCH_PET_TYPES = ['dog', 'cat', 'small_animal', 'bird'] as const;
/** One of SEARCH_PET_TYPES. */
export type SearchPetType = (typeof SEARCH_PET_TYPES)[number];

/** GET /api/search/sitters query (sent as strings; numbers are parsed by the API). */
export interface SearchQuery {
  postcode?: string;
  suburb?: string;
  state?: AuState;
  lat?: number;
  lng?: number;
  radiusKm?: number;
  service?: ServiceType;
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD */
  to?: string;
  petType?: SearchPetType;
  /** Implies petType dog. */
  dogSize?: DogSize;
  /** Cents. */
  minPrice?: number;
  /** Cents. */
  maxPrice?: number;
  /** 1 to 5. */
  minRating?: number;
  /** Only sitters with this badge (one of BADGE_KINDS). */
  verified?: BadgeKind;
  /** Only sitters who hold the "Reliable sitter" tier (docs/reliability.md). */
  reliable?: boolean;
  sort?: SearchSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** One sitter in the search results. */
export interface SitterSearchResult {
  id: string;
  firstName: string;
  lastInitial: string;
  avatarUrl: string | null;
  photoUrl: string | null;
  suburb: string;
  state: string;
  /** Null when the search has no location. */
  distanceKm: number | null;
  headline: string;
  /** The chosen service's price, or the cheapest service's. */
  priceFromCents: number;
  priceUnit: ServiceUnit;
  rating: number | null;
  reviewCount: number;
  /** The sitter's current (unexpired) badges. */
  badges: Badge[];
  /** Holds the "Reliable sitter" tier. */
  reliable: boolean;
  /**
   * Roughly where the sitter is, for a map: their suburb's centre (a profile stores only the
   * suburb's coordinates, never an address), to 2 decimals (about 1 km).
   */
  approximateLocation: { latitude: number; longitude: number };
  /** When the sitter last confirmed their availability (null: not counted yet); see availabilityFreshness. */
  availabilityConfirmedAt: string | null;
}

/** Where a search was centred, or null without a location. */
export interface SearchLocation {
  name: string;
  postcode: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** GET /api/search/sitters answer. */
export interface SearchResponse {
  results: SitterSearchResult[];
  /** The number of matches, counted up to SEARCH_TOTAL_CAP: min(matches, SEARCH_TOTAL_CAP). */
  total: number;
  /** True when there are more than SEARCH_TOTAL_CAP matches (show "1,000+"); `total` is then the cap. */
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  location: SearchLocation | null;
  /**
   * Only when `results` is empty on page 1 of a located search: the nearest sitters beyond the
   * radius that match every other filter, nearest first (at most SEARCH_NEAREST_MAX, each with its
   * distanceKm).
   */
  nearest?: SitterSearchResult[];
}

/**
 * How many sitters a search found, as people read it: "41", "1,000", or "1,000+" when the count
 * stopped at SEARCH_TOTAL_CAP. The results heading and the search page's description both say it.
 */
export function searchTotalText(search: Pick<SearchResponse, 'total' | 'totalIsCapped'>): string {
  return `${groupThousands(search.total)}${search.totalIsCapped ? '+' : ''}`;
}

/**
 * A count with en-AU's thousands commas ("1,000"), written by hand: the search page says it while
 * hydrating, and the first Intl use (toLocaleString included) of a page starts ICU, tens of ms
 * at a phone's 4x CPU slowdown (docs/decisions/0014-first-visit-formatting.md). Counts are
 * non-negative integers; the test checks them against toLocaleString('en-AU').
 */
function groupThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** GET /api/search/map-tiles: where the results map's tiles come from. */
export interface MapTilesResponse {
  /** A Leaflet URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png; null: pins without tiles (MAP_TILE_URL unset or none). The API reads MAP_TILE_URL at start and allows its origin in the CSP's img-src. */
  tileUrl: string | null;
}
