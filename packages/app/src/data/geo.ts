import { apiPaths, type Suburb } from '@pawpal/contract';
import useSWR from 'swr';

/* Suburb autocomplete (GET /api/geo/suburbs by name or postcode prefix). */

/** Characters typed before the autocomplete asks the API. */
export const SUBURB_QUERY_MIN_LENGTH = 2;
/** Suggestions shown at most (the app's choice, within the API's SUBURB_SEARCH_MAX_LIMIT). */
export const SUBURB_SUGGESTION_LIMIT = 8;

export function suburbsKey(query: string): string | null {
  const trimmed = query.trim();
  if (trimmed.length < SUBURB_QUERY_MIN_LENGTH) return null;
  return apiPaths.suburbs(trimmed, SUBURB_SUGGESTION_LIMIT);
}

/** "Surry Hills NSW 2010". */
export function suburbLabel(suburb: Pick<Suburb, 'name' | 'state' | 'postcode'>): string {
  return `${suburb.name} ${suburb.state} ${suburb.postcode}`;
}

export function useSuburbSuggestions(query: string) {
  return useSWR<Suburb[], Error>(suburbsKey(query), { keepPreviousData: true });
}
