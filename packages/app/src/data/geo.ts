import useSWR from 'swr';

/** A suburb from GET /api/geo/suburbs (autocomplete by name or postcode prefix). */
export interface Suburb {
  postcode: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Characters typed before the autocomplete asks the API. */
export const SUBURB_QUERY_MIN_LENGTH = 2;
/** Suggestions shown at most. */
export const SUBURB_SUGGESTION_LIMIT = 8;

export function suburbsKey(query: string): string | null {
  const trimmed = query.trim();
  if (trimmed.length < SUBURB_QUERY_MIN_LENGTH) return null;
  return `/api/geo/suburbs?q=${encodeURIComponent(trimmed)}&limit=${SUBURB_SUGGESTION_LIMIT}`;
}

/** "Surry Hills NSW 2010". */
export function suburbLabel(suburb: Pick<Suburb, 'name' | 'state' | 'postcode'>): string {
  return `${suburb.name} ${suburb.state} ${suburb.postcode}`;
}

export function useSuburbSuggestions(query: string) {
  return useSWR<Suburb[], Error>(suburbsKey(query), { keepPreviousData: true });
}
