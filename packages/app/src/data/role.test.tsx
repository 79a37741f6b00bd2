import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_ROLE, useRole } from './role';
import { swrConfig } from './swr-config';

function wrapper({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useRole', () => {
  it('makes no request while signed out', async () => {
    const fetchMock = stubFetch(() => Response.json({ isSitter: true, isAdmin: true, sitterData: null }));
    const { result } = renderHook(() => useRole(null), { wrapper });
    await flush(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual({ ...NO_ROLE, isLoading: false });
  });

  it('reads isSitter, isAdmin and sitterData for the signed-in user', async () => {
    const fetchMock = stubFetch(() => Response.json({ isSitter: true, isAdmin: false, sitterData: { suburb: 'Fitzroy' } }));
    const { result } = renderHook(() => useRole('u1'), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await flush();
    expect(result.current).toEqual({ isSitter: true, isAdmin: false, sitterData: { suburb: 'Fitzroy' }, isLoading: false });
    expect(fetchMock).toHaveBeenCalledWith('/api/user/role/u1', expect.objectContaining({ credentials: 'include' }));
  });

  it.each([
    [404, 'Not Found'],
    [403, 'Forbidden'],
  ])('treats %i as neither sitter nor admin', async (status, statusText) => {
    stubFetch(() => new Response(null, { status, statusText }));
    const { result } = renderHook(() => useRole('u1'), { wrapper });
    await flush();
    expect(result.current).toEqual({ ...NO_ROLE, isLoading: false });
  });

  it('logs any other failure, falls back to no role, and never retries', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetch(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const { result } = renderHook(() => useRole('u1'), { wrapper });
    await flush(10 * 60_000);
    expect(result.current).toEqual({ ...NO_ROLE, isLoading: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: '500: Internal Server Error' }));
  });
});

describe('useRole does not refetch', () => {
  it('serves a second consumer from the cache for 300 s, and never refetches on focus or reconnect after it', async () => {
    const fetchMock = stubFetch(() => Response.json({ isSitter: true, isAdmin: false, sitterData: null }));
    const cache = new Map();
    const shared = ({ children }: { children: React.ReactNode }) => (
      <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>
    );
    renderHook(() => useRole('u1'), { wrapper: shared });
    await flush(16);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // SWR counts its 300 s from the first answer, and a mount with data in hand revalidates on the
    // next animation frame (16 ms): these mounts land about 70 ms before and 100 ms after it.
    await flush(299_900);
    const second = renderHook(() => useRole('u1'), { wrapper: shared });
    await flush(16);
    expect(second.result.current).toMatchObject({ isSitter: true, isLoading: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Past the 300 s: focus and reconnect still ask nothing; the next consumer to mount asks again.
    await flush(200 - 16 - 16);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await flush(16);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    renderHook(() => useRole('u1'), { wrapper: shared });
    await flush(16);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
