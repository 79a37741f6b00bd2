import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock, TestClock } from './clock.js';

describe('Clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the real time', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T02:00:00.000Z') });
    expect(new Clock().now().toISOString()).toBe('2026-03-10T02:00:00.000Z');
  });

  it('test clock: moves forward by the given ms and keeps following the real time', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T02:00:00.000Z') });
    const clock = new TestClock();
    expect(clock.advance(72 * 3_600_000).toISOString()).toBe('2026-03-13T02:00:00.000Z');
    vi.advanceTimersByTime(1000);
    expect(clock.now().toISOString()).toBe('2026-03-13T02:00:01.000Z');
  });

  it('test clock: refuses to go back or by a fraction of a ms', () => {
    const clock = new TestClock();
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(0)).toThrow(RangeError);
    expect(() => clock.advance(1.5)).toThrow(RangeError);
  });
});
