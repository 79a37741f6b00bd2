import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retainKey } from './query-cache';
import { QUERY_CACHE_TIME_MS } from './swr-config';

function cacheWith(key: string) {
  const cache = new Map<string, { data: unknown }>([[key, { data: 'cached' }]]);
  return cache;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('query cache time', () => {
  it('drops data 10 minutes after its last user leaves', () => {
    const cache = cacheWith('/api/pets');
    const release = retainKey(cache, '/api/pets', QUERY_CACHE_TIME_MS);
    vi.advanceTimersByTime(QUERY_CACHE_TIME_MS * 2);
    expect(cache.has('/api/pets')).toBe(true);

    release();
    vi.advanceTimersByTime(QUERY_CACHE_TIME_MS - 1);
    expect(cache.has('/api/pets')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(cache.has('/api/pets')).toBe(false);
  });

  it('keeps data while another user still needs it', () => {
    const cache = cacheWith('/api/pets');
    const releaseFirst = retainKey(cache, '/api/pets', QUERY_CACHE_TIME_MS);
    const releaseSecond = retainKey(cache, '/api/pets', QUERY_CACHE_TIME_MS);
    releaseFirst();
    vi.advanceTimersByTime(QUERY_CACHE_TIME_MS);
    expect(cache.has('/api/pets')).toBe(true);
    releaseSecond();
    vi.advanceTimersByTime(QUERY_CACHE_TIME_MS);
    expect(cache.has('/api/pets')).toBe(false);
  });

  it('cancels the drop when a user comes back in time', () => {
    const cache = cacheWith('/api/pets');
    retainKey(cache, '/api/pets', QUERY_CACHE_TIME_MS)();
    vi.advanceTimersByTime(QUERY_CACHE_TIME_MS - 1000);
    const release = retainKey(cache, '/api/pets', QUERY_CACHE_TIME_MS);
    vi.advanceTimersByTime(QUERY_CACHE_TIME_MS);
    expect(cache.has('/api/pets')).toBe(true);
    release();
  });
});
