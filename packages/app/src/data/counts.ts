import { apiPaths } from '@pawpal/contract';
import useSWR from 'swr';
import { send, throwIfNotOk } from './fetcher';
import { PENDING_POLL_MS, UNREAD_POLL_MS, pollDedupingIntervalMs } from './swr-config';

/*
 * The nav badges' counts: GET /api/chat/unread-count every 5 s while
 * signed in, GET /api/bookings/pending-count every 10 s for sitters. A 401 is an answer (0);
 * any other non-OK status throws "status: statusText", is logged, and counts as 0.
 */

export const UNREAD_COUNT_KEY = apiPaths.chatUnreadCount();
export const PENDING_COUNT_KEY = apiPaths.pendingBookingCount();

/** One count request: `{ count }`, 0 for a 401, throws `status: statusText` otherwise. */
export async function requestCount(url: string): Promise<number> {
  const response = await send('GET', url);
  if (response.status === 401) return 0;
  throwIfNotOk(response);
  // Read defensively (UnreadCountResponse, PendingCountResponse): a badge shows 0, never NaN.
  const body = (await response.json()) as { count?: unknown } | null;
  return typeof body?.count === 'number' && Number.isFinite(body.count) ? body.count : 0;
}

/** The counts' fetcher: failures are logged and yield 0, so a badge never shows an error. */
export async function fetchCount(url: string): Promise<number> {
  try {
    return await requestCount(url);
  } catch (error) {
    console.error(`Could not load ${url}`, error);
    return 0;
  }
}

function usePolledCount(key: string | null, pollMs: number): number {
  const { data } = useSWR<number>(key, fetchCount, {
    refreshInterval: pollMs,
    dedupingInterval: pollDedupingIntervalMs(pollMs),
    revalidateOnFocus: false,
  });
  return key ? (data ?? 0) : 0;
}

/** Unread chat messages; 0 and no requests while signed out. */
export function useUnreadCount(signedIn: boolean): number {
  return usePolledCount(signedIn ? UNREAD_COUNT_KEY : null, UNREAD_POLL_MS);
}

/** Booking requests waiting for the sitter; 0 and no requests for anyone else. */
export function usePendingCount(isSitter: boolean): number {
  return usePolledCount(isSitter ? PENDING_COUNT_KEY : null, PENDING_POLL_MS);
}
