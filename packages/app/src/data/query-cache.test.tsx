import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retainKey } from './query-cache';
import { QUERY_CACHE_TIME_MS, swrConfig } from './swr-config';

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

describe('the app-wide SWR configuration (fresh 300000 ms, kept 600000 ms)', () => {
  function setup() {
    const cache = new Map();
    const fetchMock = vi.fn(async () => Response.json([{ id: 'p1' }]));
    vi.stubGlobal('fetch', fetchMock);
    function wrapper({ children }: { children: React.ReactNode }) {
      return <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>;
    }
    const mount = () => renderHook(() => useSWR('/api/pets'), { wrapper });
    return { cache, fetchMock, mount };
  }

  async function flush(ms = 0) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('does not refetch data younger than 300000 ms, and refetches it once older', async () => {
    const { fetchMock, mount } = setup();
    const first = mount();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A mount with cached data revalidates on the next animation frame (~16 ms), so the
    // boundary is checked to within 100 ms: 299900 (+ a frame) is fresh, 300000 is not.
    await flush(299_900);
    const second = mount();
    await flush(50);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    second.unmount();

    await flush(50);
    mount();
    await flush(50);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    first.unmount();
  });

  it('drops unused data 600000 ms after its last user unmounted, not at 599999 ms', async () => {
    const { cache, mount } = setup();
    const view = mount();
    await flush();
    expect(cache.has('/api/pets')).toBe(true);
    view.unmount();

    await flush(599_999);
    expect(cache.has('/api/pets')).toBe(true);
    await flush(1);
    expect(cache.has('/api/pets')).toBe(false);
  });
});
