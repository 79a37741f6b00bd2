import { apiPaths, type SavedSearch, type SavedSearchInput } from '@pawpal/contract';
import useSWR from 'swr';
import { sendJson } from './mutation';

/* Saved searches ("Tell me when a sitter joins near ..."; the shapes are @pawpal/contract's). */

/** GET /api/saved-searches: the signed-in member's, newest first (no request while `enabled` is false). */
export function useSavedSearches(enabled = true) {
  return useSWR<SavedSearch[], Error>(enabled ? apiPaths.savedSearches() : null);
}

/** POST /api/saved-searches: the saved search (throws the API's message: an unknown place, the same search, the limit). */
export function saveSearch(input: SavedSearchInput): Promise<SavedSearch> {
  return sendJson<SavedSearch>('POST', apiPaths.savedSearches(), input);
}

/** DELETE /api/saved-searches/{id}. */
export async function removeSavedSearch(id: string): Promise<void> {
  await sendJson<null>('DELETE', apiPaths.savedSearch(id));
}
