import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './mutation';
import { markChannelRead, sendMessage, uploadImage } from './chat';
import { Attempt } from './attempt';
import { UNREAD_COUNT_KEY, useUnreadCount } from './counts';
import { updateProfile, uploadProfilePhoto } from './profile';
import { QUERY_STALE_TIME_MS, UNREAD_POLL_MS, swrConfig } from './swr-config';

/* The app-wide data rules, checked as behaviour on the new calls. */

function wrapper({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
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

describe('no revalidation on focus', () => {
  function focusWindow() {
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  it('does not refetch a data query when the window regains focus after its data went stale', async () => {
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useSWR('/api/chat/channels'), { wrapper });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await flush(QUERY_STALE_TIME_MS + 1);
    focusWindow();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not refetch a polled count on focus between polls', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json({ count: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useUnreadCount(true), { wrapper });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // After one poll, past SWR's focus throttle (5 s from mount) and the count's dedupe window,
    // before the next poll: a focus revalidation would be a third request.
    await flush(UNREAD_POLL_MS + 3000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    focusWindow();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.every(([input]) => String(input) === UNREAD_COUNT_KEY)).toBe(true);
  });
});

describe('mutations are never retried', () => {
  const failing = () => new Response(JSON.stringify({ message: 'Try later' }), { status: 503, statusText: 'Service Unavailable' });

  it.each([
    ['send a message', () => sendMessage('c1', { body: 'hi' }, new Attempt())],
    ['upload an image', () => uploadImage(new File(['x'], 'a.png', { type: 'image/png' }))],
    ['update the profile', () => updateProfile({ phone: '0412 345 678' })],
    ['upload the profile photo', () => uploadProfilePhoto(new File(['x'], 'a.png', { type: 'image/png' }))],
  ])('%s: one request, then the error with the API’s message', async (_name, mutate) => {
    const fetchMock = vi.fn(async () => failing());
    vi.stubGlobal('fetch', fetchMock);
    const error = await mutate().catch((caught: unknown) => caught);
    await flush(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).detail).toBe('Try later');
  });

  it('mark-read: one request, the failure only logged', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => failing());
    vi.stubGlobal('fetch', fetchMock);
    await expect(markChannelRead('c1')).resolves.toBeUndefined();
    await flush(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errorLog).toHaveBeenCalledOnce();
  });
});
