import { type SWRConfiguration } from 'swr';
import { fetchJson } from './fetcher';
import { keepUnusedFor } from './query-cache';

/*
 * Query timings and retry rules of the product, named once.
 *
 * Retries run inside the fetchers (`withRetries`) rather than through SWR's `onErrorRetry`:
 * SWR clears `isLoading` between its own retries, so a transient 502 would flash the
 * signed-out landing page (or an error state) before the retry succeeds. Inside the fetcher
 * the query stays loading until it has succeeded or given up, which is what the spec's
 * "retried up to N times" means to the user. SWR's own retry is therefore switched off.
 */

/** Cached data is fresh this long: SWR dedupes requests for a key within this window. */
export const QUERY_STALE_TIME_MS = 300_000;
/** Data nobody uses any more is dropped from the cache this long after its last user left. */
export const QUERY_CACHE_TIME_MS = 600_000;
/** Data queries: retried at most this many times, never after a 401. */
export const DATA_QUERY_MAX_RETRIES = 2;
/** The auth-user query: retried at most this many times unless the error mentions 401 or 403. */
export const AUTH_QUERY_MAX_RETRIES = 3;
/** Role query: fresh this long, never retried, never refetched on focus or reconnect. */
export const ROLE_QUERY_STALE_TIME_MS = 300_000;
/** Delay before retry n is RETRY_BASE_DELAY_MS * 2^(n-1), capped (1 s, 2 s, 4 s ...). */
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/*
 * Polled keys (unread and pending counts) must set their own small `dedupingInterval`: SWR
 * dedupes `refreshInterval` revalidations too, so with the global QUERY_STALE_TIME_MS a 5 s
 * poll would only hit the network every 5 minutes. `counts.ts` uses these.
 */
/** GET /api/chat/unread-count is polled this often while signed in. */
export const UNREAD_POLL_MS = 5000;
/** GET /api/bookings/pending-count is polled this often for sitters. */
export const PENDING_POLL_MS = 10_000;
/** Dedupe window of a polled key: below its interval, or the poll is swallowed. */
export function pollDedupingIntervalMs(pollMs: number): number {
  return Math.floor(pollMs / 2);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Data queries: not retried if the message starts with 401, otherwise up to 2 retries. */
export function shouldRetryDataQuery(error: unknown, failureCount: number): boolean {
  return !messageOf(error).startsWith('401') && failureCount <= DATA_QUERY_MAX_RETRIES;
}

/** Auth-user query: up to 3 retries unless the message mentions 401 or 403. */
export function shouldRetryAuthQuery(error: unknown, failureCount: number): boolean {
  const message = messageOf(error);
  return !message.includes('401') && !message.includes('403') && failureCount <= AUTH_QUERY_MAX_RETRIES;
}

/** Backoff before retry number `failureCount` (1-based). */
export function retryDelayMs(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** (failureCount - 1), RETRY_MAX_DELAY_MS);
}

/** Runs `attempt` until it resolves or `shouldRetry` says stop; rethrows the last error. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  shouldRetry: (error: unknown, failureCount: number) => boolean,
): Promise<T> {
  for (let failureCount = 1; ; failureCount += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!shouldRetry(error, failureCount)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(failureCount)));
    }
  }
}

/** The default fetcher of every data query: credentials, `status: statusText` errors, retries. */
export function queryFetcher<T>(url: string): Promise<T> {
  return withRetries(() => fetchJson<T>(url), shouldRetryDataQuery);
}

/** Global SWR configuration for the app (mounted once in the providers). */
export const swrConfig = {
  fetcher: queryFetcher,
  dedupingInterval: QUERY_STALE_TIME_MS,
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  use: [keepUnusedFor(QUERY_CACHE_TIME_MS)],
} satisfies SWRConfiguration;
