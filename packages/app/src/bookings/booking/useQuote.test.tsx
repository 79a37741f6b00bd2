import type { CreateBookingInput, Quote } from '@pawpal/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_DEBOUNCE_MS, useQuote } from './useQuote';
import { makeQuote } from '../../test/fixtures';

const request: CreateBookingInput = {
  sitterId: 's1',
  service: 'boarding',
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  petIds: [],
};

const quote: Quote = makeQuote({ cancellationSummary: 'Full refund until 3 Mar 2026.' });

async function advance(ms: number) {
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

describe('useQuote', () => {
  it('asks once, for the last request, after the person stops changing it', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(quote));
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderHook(({ input }) => useQuote(input), { initialProps: { input: request } });

    await advance(QUOTE_DEBOUNCE_MS - 100);
    rerender({ input: { ...request, endDate: '2026-03-13' } });
    await advance(QUOTE_DEBOUNCE_MS - 100);
    rerender({ input: { ...request, endDate: '2026-03-14' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.isLoading).toBe(true);

    await advance(QUOTE_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bookings/quote');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ ...request, endDate: '2026-03-14' });
    expect(result.current).toEqual({ quote, error: null, isLoading: false, refresh: expect.any(Function) });
  });

  it('ignores an answer for a request that has since changed', async () => {
    let answerFirst: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => Response.json({ ...quote, units: 3, totalCents: 14_000 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderHook(({ input }) => useQuote(input), { initialProps: { input: request } });
    await advance(QUOTE_DEBOUNCE_MS);
    rerender({ input: { ...request, endDate: '2026-03-13' } });
    await advance(QUOTE_DEBOUNCE_MS);
    await act(async () => {
      answerFirst(Response.json(quote));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.quote?.units).toBe(3);
  });

  it('shows the API’s reason when the dates can’t be priced', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { statusCode: 400, error: 'Bad Request', message: 'The sitter doesn’t offer that service' },
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    );
    const { result } = renderHook(() => useQuote(request));
    await advance(QUOTE_DEBOUNCE_MS);
    expect(result.current).toEqual({
      quote: null,
      error: 'The sitter doesn’t offer that service',
      isLoading: false,
      refresh: expect.any(Function),
    });
  });

  it('asks nothing while the form can’t be quoted', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useQuote(null));
    await advance(QUOTE_DEBOUNCE_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual({ quote: null, error: null, isLoading: false, refresh: expect.any(Function) });
  });
});
