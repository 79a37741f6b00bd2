import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUERY_CACHE_TIME_MS,
  ROLE_QUERY_STALE_TIME_MS,
  QUERY_STALE_TIME_MS,
  queryFetcher,
  retryDelayMs,
  shouldRetryAuthQuery,
  shouldRetryDataQuery,
  swrConfig,
} from './swr-config';

function stubFetch(...responses: (() => Response)[]) {
  const fetchMock = vi.fn(async () => (responses.length > 1 ? responses.shift()! : responses[0]!)());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const serverError = () => new Response(null, { status: 500, statusText: 'Internal Server Error' });
const unauthorised = () => new Response(null, { status: 401, statusText: 'Unauthorized' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('global SWR configuration', () => {
  it('keeps data fresh for 5 minutes, cached for 10, and never refetches on focus', () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_CACHE_TIME_MS).toBe(600_000);
    // The role query: stale after 300 s.
    expect(ROLE_QUERY_STALE_TIME_MS).toBe(300_000);
    expect(swrConfig.dedupingInterval).toBe(QUERY_STALE_TIME_MS);
    expect(swrConfig.revalidateOnFocus).toBe(false);
    // Retries happen inside the fetchers; SWR must not retry on top of them.
    expect(swrConfig.shouldRetryOnError).toBe(false);
  });
});

describe('data query retries', () => {
  it('retries a failing data query twice, backing off 1 s then 2 s, then gives up', async () => {
    const fetchMock = stubFetch(serverError);
    const result = queryFetcher('/api/pets').catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toHaveProperty('message', '500: Internal Server Error');
  });

  it('never retries a 401', async () => {
    const fetchMock = stubFetch(unauthorised);
    const result = queryFetcher('/api/pets').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toHaveProperty('message', '401: Unauthorized');
  });

  it('resolves with the data when a retry succeeds', async () => {
    const fetchMock = stubFetch(serverError, () => Response.json([{ id: 'p1' }]));
    const result = queryFetcher('/api/pets');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual([{ id: 'p1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('retry rules', () => {
  it('data queries: no retry when the message starts with 401, otherwise at most 2', () => {
    expect(shouldRetryDataQuery(new Error('401: Unauthorized'), 1)).toBe(false);
    expect(shouldRetryDataQuery(new Error('404: Not Found'), 1)).toBe(true);
    expect(shouldRetryDataQuery(new Error('404: Not Found'), 2)).toBe(true);
    expect(shouldRetryDataQuery(new Error('404: Not Found'), 3)).toBe(false);
    expect(shouldRetryDataQuery(new TypeError('Failed to fetch'), 1)).toBe(true);
  });

  it('auth query: at most 3 retries, none when the message mentions 401 or 403', () => {
    expect(shouldRetryAuthQuery(new Error('500: Internal Server Error'), 3)).toBe(true);
    expect(shouldRetryAuthQuery(new Error('500: Internal Server Error'), 4)).toBe(false);
    expect(shouldRetryAuthQuery(new Error('401: Unauthorized'), 1)).toBe(false);
    expect(shouldRetryAuthQuery(new Error('proxy said 403'), 1)).toBe(false);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(10)).toBe(30_000);
  });
});
