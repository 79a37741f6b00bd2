import { type Middleware } from 'swr';
import { QUERY_STALE_TIME_MS } from './swr-config';

/**
 * SWR middleware for a server-rendered page: the answers the server rendered it with (SWR's
 * fallback) were fetched a moment ago, so within QUERY_STALE_TIME_MS (the spec's "fresh for
 * 5 minutes") their hooks do not ask again when they mount. Asking again re-rendered the whole
 * page on a phone's slow CPU while it was still starting (Total Blocking Time). Focus and
 * reconnect revalidate as usual, and a key mounted after the window asks as always.
 */
export function freshFromServer(keys: Iterable<string>, renderedAt: number, now: () => number = Date.now): Middleware {
  const fresh = new Set(keys);
  const until = renderedAt + QUERY_STALE_TIME_MS;
  return (useSWRNext) => (key, fetcher, config) => {
    const skip = typeof key === 'string' && fresh.has(key) && now() < until;
    return useSWRNext(key, fetcher, skip ? { ...config, revalidateOnMount: false } : config);
  };
}
