import {
  BADGE_KINDS,
  DOG_SIZES,
  POSTCODE_PATTERN,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_DEFAULT_RADIUS_KM,
  SEARCH_DEFAULT_SORT,
  SEARCH_MAX_RADIUS_KM,
  SEARCH_PET_TYPES,
  SEARCH_SORTS,
  SERVICE_TYPES,
  apiPaths,
  type BadgeKind,
  type DogSize,
  type SearchPetType,
  type SearchQuery,
  type SearchSort,
  type ServiceType,
} from '@pawpal/contract';

/*
 * The search screen's state is its URL: every filter is a search param, so a search can be
 * shared and survives a reload. `parseFilters` and `filtersToParams` round-trip; defaults are
 * left out of the URL; invalid values are dropped rather than sent to the API.
 */

export const SEARCH_PET_TYPE_LABELS: Record<SearchPetType, string> = {
  dog: 'Dog',
  cat: 'Cat',
  small_animal: 'Small animal',
  bird: 'Bird',
};

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  distance: 'Distance',
  price: 'Price (lowest first)',
  rating: 'Rating (highest first)',
  relevance: 'Relevance',
};

export const MIN_RATING_CHOICES = [3, 4, 4.5] as const;

export interface SearchFilters {
  suburb?: string;
  postcode?: string;
  state?: string;
  radiusKm: number;
  service?: ServiceType;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  petType?: SearchPetType;
  dogSize?: DogSize;
  /** Whole dollars in the URL (people read it); cents for the API. */
  minPriceDollars?: number;
  maxPriceDollars?: number;
  minRating?: number;
  /** Only sitters with this badge (`verified` in the URL and the API). */
  verified?: BadgeKind;
  sort: SearchSort;
  page: number;
}

export const DEFAULT_FILTERS: SearchFilters = { radiusKm: SEARCH_DEFAULT_RADIUS_KM, sort: SEARCH_DEFAULT_SORT, page: 1 };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positiveNumber(value: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 && number <= max ? number : undefined;
}

/** A suburb's label: name, state, postcode (data/geo's suburbLabel). */
const SUBURB_LABEL_RE = /^(.+) ([A-Za-z]{2,3}) (\d{4})$/;

function isRealDate(value: string | undefined): value is string {
  if (!value || !DATE_RE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** URL search params → filters. The legacy `location` param (free text) becomes a postcode or suburb. */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = { ...DEFAULT_FILTERS };
  let suburb = text(params.get('suburb'));
  let postcode = text(params.get('postcode'));
  const location = text(params.get('location'));
  let labelState: string | undefined;
  if (!suburb && !postcode && location) {
    // A picked suburb's label ("Surry Hills NSW 2010", as the filters form shows it) is that
    // suburb: the form submits it as typed when it is sent without JavaScript.
    const label = SUBURB_LABEL_RE.exec(location);
    if (label) [, suburb, labelState, postcode] = label;
    else if (POSTCODE_PATTERN.test(location)) postcode = location;
    else suburb = location;
  }
  if (postcode && !POSTCODE_PATTERN.test(postcode)) postcode = undefined;
  if (suburb) filters.suburb = suburb;
  if (postcode) filters.postcode = postcode;
  const state = text(params.get('state')) ?? labelState;
  if (state && /^[A-Za-z]{2,3}$/.test(state)) filters.state = state.toUpperCase();

  const radius = positiveNumber(params.get('radius'), SEARCH_MAX_RADIUS_KM);
  if (radius !== undefined) filters.radiusKm = radius;
  const service = oneOf(SERVICE_TYPES, params.get('service'));
  if (service) filters.service = service;

  const from = text(params.get('from'));
  const to = text(params.get('to'));
  if (isRealDate(from)) {
    filters.from = from;
    if (isRealDate(to) && to >= from) filters.to = to;
  }

  const petType = oneOf(SEARCH_PET_TYPES, params.get('pet'));
  if (petType) filters.petType = petType;
  const dogSize = oneOf(DOG_SIZES, params.get('size'));
  if (dogSize && petType === 'dog') filters.dogSize = dogSize;

  const minPrice = positiveNumber(params.get('minPrice'));
  const maxPrice = positiveNumber(params.get('maxPrice'));
  if (minPrice !== undefined) filters.minPriceDollars = minPrice;
  if (maxPrice !== undefined && (minPrice === undefined || maxPrice >= minPrice)) filters.maxPriceDollars = maxPrice;

  const minRating = positiveNumber(params.get('rating'), 5);
  if (minRating !== undefined) filters.minRating = minRating;
  const verified = oneOf(BADGE_KINDS, params.get('verified'));
  if (verified) filters.verified = verified;
  const sort = oneOf(SEARCH_SORTS, params.get('sort'));
  if (sort) filters.sort = sort;
  const page = positiveNumber(params.get('page'));
  if (page !== undefined && Number.isInteger(page)) filters.page = page;
  return filters;
}

/** Filters → URL search params, defaults left out (a stable, short, shareable URL). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.suburb) params.set('suburb', filters.suburb);
  if (filters.state) params.set('state', filters.state);
  if (filters.postcode) params.set('postcode', filters.postcode);
  if (filters.radiusKm !== SEARCH_DEFAULT_RADIUS_KM) params.set('radius', String(filters.radiusKm));
  if (filters.service) params.set('service', filters.service);
  if (filters.from) params.set('from', filters.from);
  if (filters.from && filters.to) params.set('to', filters.to);
  if (filters.petType) params.set('pet', filters.petType);
  if (filters.petType === 'dog' && filters.dogSize) params.set('size', filters.dogSize);
  if (filters.minPriceDollars !== undefined) params.set('minPrice', String(filters.minPriceDollars));
  if (filters.maxPriceDollars !== undefined) params.set('maxPrice', String(filters.maxPriceDollars));
  if (filters.minRating !== undefined) params.set('rating', String(filters.minRating));
  if (filters.verified) params.set('verified', filters.verified);
  if (filters.sort !== SEARCH_DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** True when the search has a place to search around. */
export function hasLocation(filters: SearchFilters): boolean {
  return Boolean(filters.suburb || filters.postcode);
}

/** The API call for these filters (prices in cents), or null without a location. */
export function searchApiUrl(filters: SearchFilters): string | null {
  if (!hasLocation(filters)) return null;
  const dates = filters.from && filters.to;
  // Keyed by the contract's SearchQuery; the state is sent as typed (the API refuses an unknown one).
  const query = {
    postcode: filters.postcode || undefined,
    suburb: filters.suburb || undefined,
    state: filters.state || undefined,
    radiusKm: filters.radiusKm,
    service: filters.service,
    from: dates ? filters.from : undefined,
    to: dates ? filters.to : undefined,
    petType: filters.petType,
    dogSize: filters.petType === 'dog' ? filters.dogSize : undefined,
    minPrice: filters.minPriceDollars === undefined ? undefined : Math.round(filters.minPriceDollars * 100),
    maxPrice: filters.maxPriceDollars === undefined ? undefined : Math.round(filters.maxPriceDollars * 100),
    minRating: filters.minRating,
    verified: filters.verified,
    sort: filters.sort,
    page: filters.page,
    pageSize: SEARCH_DEFAULT_PAGE_SIZE,
  } satisfies Partial<Record<keyof SearchQuery, string | number>>;
  return apiPaths.searchSitters(query);
}

/** A change of any filter but the page starts again at page 1. */
export function withFilter(filters: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  return { ...filters, ...change, page: change.page ?? 1 };
}

/** What to change when nothing matched, in words. */
export function emptyResultsAdvice(filters: SearchFilters): string {
  const where = `within ${filters.radiusKm} km`;
  const hints: string[] = [];
  if (filters.radiusKm < SEARCH_MAX_RADIUS_KM) hints.push('a larger radius');
  if (filters.from) hints.push('different dates');
  if (filters.service) hints.push('another service');
  if (filters.minPriceDollars !== undefined || filters.maxPriceDollars !== undefined) hints.push('a wider price range');
  if (filters.minRating !== undefined) hints.push('a lower minimum rating');
  if (filters.petType) hints.push('fewer pet filters');
  if (filters.verified) hints.push('any verification');
  const subject = filters.from ? `No sitters ${where} are free on those dates` : `No sitters ${where} match your search`;
  if (hints.length === 0) return `${subject}.`;
  const list = hints.length === 1 ? hints[0] : `${hints.slice(0, -1).join(', ')} or ${hints[hints.length - 1]}`;
  return `${subject} — try ${list}.`;
}

/** How many filters narrow the search, besides the place and the sort (the phone's "Filters (n)"). */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.radiusKm !== SEARCH_DEFAULT_RADIUS_KM,
    filters.service !== undefined,
    filters.from !== undefined,
    filters.petType !== undefined,
    filters.dogSize !== undefined,
    filters.minPriceDollars !== undefined || filters.maxPriceDollars !== undefined,
    filters.minRating !== undefined,
    filters.verified !== undefined,
  ].filter(Boolean).length;
}

/**
 * The search's choices that stay with the person from a result to the sitter's page and on to the
 * booking form: the service, the dates, the pet type and the dog size, under the search URL's own
 * names (`service`, `from`, `to`, `pet`, `size`). The place, radius, prices and sort stay behind:
 * they chose the sitter, not the stay. docs/app-marketplace.md, "Carrying the search's choices".
 */
export function bookingChoices(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.service) params.set('service', filters.service);
  if (filters.from) params.set('from', filters.from);
  if (filters.from && filters.to) params.set('to', filters.to);
  if (filters.petType) params.set('pet', filters.petType);
  if (filters.petType === 'dog' && filters.dogSize) params.set('size', filters.dogSize);
  return params;
}

/** The carried choices of any URL (a sitter's page, the booking form), checked as the search checks them. */
export function bookingChoicesOf(params: URLSearchParams): URLSearchParams {
  return bookingChoices(parseFilters(params));
}

/** `path` with the carried choices as its query (none: the bare path). */
export function withBookingChoices(path: string, choices: URLSearchParams): string {
  const query = choices.toString();
  return query ? `${path}?${query}` : path;
}
