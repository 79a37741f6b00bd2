// Radii, page sizes, the date-range limit and the sort orders live in @pawpal/contract (the app
// offers the same ones); the relevance formula is the API's.

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
