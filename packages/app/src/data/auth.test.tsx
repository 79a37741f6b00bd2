import type { AuthUser } from '@pawpal/contract';
import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth';
import { swrConfig } from './swr-config';
import { makeUser } from '../test/fixtures';

const olivia: AuthUser = makeUser({ email: 'olivia@example.com', emailVerified: true });

function wrapper({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

function stubFetch(...responses: (() => Response)[]) {
  const fetchMock = vi.fn(async () => (responses.length > 1 ? responses.shift()! : responses[0]!)());
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

describe('useAuth', () => {
  it('returns the signed-in user from /api/auth/user, with credentials', async () => {
    const fetchMock = stubFetch(() => Response.json(olivia));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await flush();
    expect(result.current).toMatchObject({ user: olivia, isAuthenticated: true, isLoading: false });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });

  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
  ])('treats %i as signed out (null user, no error) and never retries it', async (status, statusText) => {
    const fetchMock = stubFetch(() => new Response(null, { status, statusText }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await flush(60_000);
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, isLoading: false, error: undefined });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries other failures 3 times and stays loading until it gives up', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await flush(1000 + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current.isLoading).toBe(true);
    await flush(4000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await flush(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(result.current.error?.message).toBe('503: Service Unavailable');
  });

  it('signs the user in when a retry succeeds', async () => {
    stubFetch(
      () => new Response(null, { status: 502, statusText: 'Bad Gateway' }),
      () => Response.json(olivia),
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await flush(1000);
    expect(result.current).toMatchObject({ user: olivia, isAuthenticated: true, isLoading: false });
  });

  it('does not poll', async () => {
    const fetchMock = stubFetch(() => Response.json(olivia));
    renderHook(() => useAuth(), { wrapper });
    await flush(30 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useAuth on mount', () => {
  it('refetches for a consumer mounted after the 300 s stale time, not for one mounted within it', async () => {
    const fetchMock = stubFetch(() => Response.json(olivia));
    const cache = new Map();
    const shared = ({ children }: { children: React.ReactNode }) => (
      <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>
    );
    renderHook(() => useAuth(), { wrapper: shared });
    await flush(16);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // SWR counts its 300 s from the first answer, and a mount with data in hand revalidates on the
    // next animation frame (16 ms): these mounts land about 70 ms before and 100 ms after it.
    await flush(299_900);
    renderHook(() => useAuth(), { wrapper: shared });
    await flush(16);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await flush(200 - 16 - 16);
    renderHook(() => useAuth(), { wrapper: shared });
    await flush(16);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refetches on mount even with a server-rendered answer in hand', async () => {
    const fetchMock = stubFetch(() => Response.json(olivia));
    const withAnswer = ({ children }: { children: React.ReactNode }) => (
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback: { '/api/auth/user': null } }}>{children}</SWRConfig>
    );
    const { result } = renderHook(() => useAuth(), { wrapper: withAnswer });
    await flush(16);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.user).toEqual(olivia);
  });
});
