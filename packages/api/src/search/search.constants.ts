/** Search radius when none is given, and the largest allowed, km. */
export const DEFAULT_RADIUS_KM = 10;
export const MAX_RADIUS_KM = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** A date filter covers at most this many days. */
export const MAX_SEARCH_DAYS = 120;
/** A lat/lng search names its location after the nearest suburb within this distance. */
export const LOCATION_NAME_RADIUS_KM = 25;

export const SORT_ORDERS = ['distance', 'price', 'rating', 'relevance'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Relevance = confidence-weighted rating minus a distance penalty:
 *   (rating_avg × rating_count + PRIOR_RATING × PRIOR_WEIGHT) / (rating_count + PRIOR_WEIGHT)
 *   − DISTANCE_PENALTY_PER_KM × distance_km
 * A sitter with few reviews is pulled towards PRIOR_RATING (so one 5-star review does not beat
 * forty 4.9s), and every 10 km away costs half a star. Without a location only the rating part counts.
 */
export const RELEVANCE_PRIOR_RATING = 3.5;
export const RELEVANCE_PRIOR_WEIGHT = 5;
export const RELEVANCE_DISTANCE_PENALTY_PER_KM = 0.05;
