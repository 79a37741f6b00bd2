import { INDEXED_PAGES, apiPaths } from '@pawpal/contract';
import { AUTH_USER_KEY } from '../data/auth';
import { parseFilters, searchApiUrl } from '../shared/search-filters';

/*
 * Which pages the server renders for a signed-out visitor, and the API answers each needs in
 * its first HTML: the same URLs the page's SWR hooks use as keys, so the client hydrates from
 * them without asking again.
 */

const SITTER_PAGE = /^\/sitter\/([^/]+)$/;

/** The sitter id of /sitter/{id}, decoded; undefined for another path. */
export function sitterIdOf(pathname: string): string | undefined {
  const match = SITTER_PAGE.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** True for the indexed public pages and a sitter's page: the server renders these. */
export function isServerRendered(pathname: string): boolean {
  return (INDEXED_PAGES as readonly string[]).includes(pathname) || sitterIdOf(pathname) !== undefined;
}

/** The API URLs (SWR keys) the page at `url` reads on its first render, besides the signed-in user. */
export function pageDataKeys(url: URL): string[] {
  const sitterId = sitterIdOf(url.pathname);
  if (sitterId !== undefined) return [apiPaths.sitter(sitterId)];
  if (url.pathname === '/browse-services') {
    const search = searchApiUrl(parseFilters(url.searchParams));
    return search ? [search] : [];
  }
  return [];
}

/** A signed-out visitor: the signed-in user's key answers null (what a 401 means to the app). */
export const SIGNED_OUT: Readonly<Record<string, unknown>> = Object.freeze({ [AUTH_USER_KEY]: null });
