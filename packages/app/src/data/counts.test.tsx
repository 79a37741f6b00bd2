import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_COUNT_KEY, UNREAD_COUNT_KEY, requestCount, usePendingCount, useUnreadCount } from './counts';
import { PENDING_POLL_MS, UNREAD_POLL_MS, swrConfig } from './swr-config';

function wrapper({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

function stubFetch(respond: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => respond(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, url: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === url).length;
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
});

describe('poll intervals', () => {
  it('polls unread messages every 5 s and pending bookings every 10 s', () => {
    expect(UNREAD_POLL_MS).toBe(5000);
    expect(PENDING_POLL_MS).toBe(10_000);
  });
});

describe('useUnreadCount', () => {
  it('fetches /api/chat/unread-count with credentials and really polls it every 5 s', async () => {
    let count = 2;
    const fetchMock = stubFetch(() => Response.json({ count }));
    const { result } = renderHook(() => useUnreadCount(true), { wrapper });
    await flush();
    expect(result.current).toBe(2);
    expect(callsTo(fetchMock, UNREAD_COUNT_KEY)).toBe(1);
    expect(fetchMock).toHaveBeenCalledWith(UNREAD_COUNT_KEY, expect.objectContaining({ credentials: 'include' }));

    count = 7;
    // The spec's 5 s as a literal: nothing at 4999 ms, the poll at 5000 ms.
    await flush(4999);
    expect(callsTo(fetchMock, UNREAD_COUNT_KEY)).toBe(1);
    await flush(1);
    expect(callsTo(fetchMock, UNREAD_COUNT_KEY)).toBe(2);
    expect(result.current).toBe(7);

    await flush(4 * 5000);
    expect(callsTo(fetchMock, UNREAD_COUNT_KEY)).toBe(6);
  });

  it('makes no request while signed out', async () => {
    const fetchMock = stubFetch(() => Response.json({ count: 1 }));
    const { result } = renderHook(() => useUnreadCount(false), { wrapper });
    await flush(UNREAD_POLL_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toBe(0);
  });

  it('gives 0 for a 401 without logging an error', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => new Response(null, { status: 401, statusText: 'Unauthorized' }));
    const { result } = renderHook(() => useUnreadCount(true), { wrapper });
    await flush();
    expect(result.current).toBe(0);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('logs another failure as "status: statusText", gives 0, and keeps polling', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    let ok = false;
    const fetchMock = stubFetch(() =>
      ok ? Response.json({ count: 4 }) : new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    const { result } = renderHook(() => useUnreadCount(true), { wrapper });
    await flush();
    expect(result.current).toBe(0);
    expect(errorLog).toHaveBeenCalledWith(
      `Could not load ${UNREAD_COUNT_KEY}`,
      expect.objectContaining({ message: '503: Service Unavailable' }),
    );
    ok = true;
    await flush(UNREAD_POLL_MS);
    expect(callsTo(fetchMock, UNREAD_COUNT_KEY)).toBe(2);
    expect(result.current).toBe(4);
  });
});

describe('usePendingCount', () => {
  it('polls /api/bookings/pending-count every 10 s for a sitter', async () => {
    const fetchMock = stubFetch(() => Response.json({ count: 120 }));
    const { result } = renderHook(() => usePendingCount(true), { wrapper });
    await flush();
    expect(result.current).toBe(120);
    expect(callsTo(fetchMock, PENDING_COUNT_KEY)).toBe(1);
    // The spec's 10 s as a literal: nothing at 9999 ms, the poll at 10000 ms.
    await flush(9999);
    expect(callsTo(fetchMock, PENDING_COUNT_KEY)).toBe(1);
    await flush(1);
    expect(callsTo(fetchMock, PENDING_COUNT_KEY)).toBe(2);
    await flush(3 * 10_000);
    expect(callsTo(fetchMock, PENDING_COUNT_KEY)).toBe(5);
  });

  it('never asks for anyone who is not a sitter', async () => {
    const fetchMock = stubFetch(() => Response.json({ count: 1 }));
    const { result } = renderHook(() => usePendingCount(false), { wrapper });
    await flush(PENDING_POLL_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toBe(0);
  });
});

describe('requestCount', () => {
  it('throws "status: statusText" for a non-OK status other than 401', async () => {
    stubFetch(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(requestCount(UNREAD_COUNT_KEY)).rejects.toThrow('500: Internal Server Error');
  });

  it('reads the count field', async () => {
    stubFetch(() => Response.json({ count: 3 }));
    await expect(requestCount(UNREAD_COUNT_KEY)).resolves.toBe(3);
  });
});
