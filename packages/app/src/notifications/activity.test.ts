import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARK_READ_DEBOUNCE_MS, createDebouncer } from './activity';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('mark-read debounce (300 ms)', () => {
  it('is 300 ms', () => {
    expect(MARK_READ_DEBOUNCE_MS).toBe(300);
  });

  it('runs 300 ms after a single call, not at 299 ms', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run);
    debouncer.schedule('c1');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('c1');
  });

  it('collapses calls less than 300 ms apart into one, 300 ms after the last', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run);
    debouncer.schedule('c1');
    vi.advanceTimersByTime(299);
    debouncer.schedule('c1');
    vi.advanceTimersByTime(299);
    debouncer.schedule('c1');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps a separate timer per channel, and calls 300 ms apart run twice', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run);
    debouncer.schedule('c1');
    debouncer.schedule('c2');
    vi.advanceTimersByTime(300);
    expect(run.mock.calls).toEqual([['c1'], ['c2']]);
    debouncer.schedule('c1');
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('cancelAll drops every pending call', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run);
    debouncer.schedule('c1');
    debouncer.cancelAll();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
