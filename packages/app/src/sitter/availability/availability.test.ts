import { describe, expect, it } from 'vitest';
import { NO_CHANGES, changeCount, effectiveStatus, toggleDay } from './availability';

describe('blocking and unblocking days', () => {
  it('blocks an available day and unblocks a blocked one', () => {
    expect(toggleDay('2026-03-10', 'available', NO_CHANGES)).toEqual({ block: ['2026-03-10'], unblock: [] });
    expect(toggleDay('2026-03-10', 'blocked', NO_CHANGES)).toEqual({ block: [], unblock: ['2026-03-10'] });
  });

  it('drops a change that is clicked back to what is saved', () => {
    const once = toggleDay('2026-03-10', 'available', NO_CHANGES);
    expect(toggleDay('2026-03-10', 'available', once)).toEqual(NO_CHANGES);
    expect(changeCount(toggleDay('2026-03-10', 'available', once))).toBe(0);
  });

  it('never changes a booked day', () => {
    expect(toggleDay('2026-03-10', 'booked', NO_CHANGES)).toBe(NO_CHANGES);
    expect(effectiveStatus('2026-03-10', 'booked', { block: [], unblock: ['2026-03-10'] })).toBe('booked');
  });

  it('shows unsaved changes over what the server said', () => {
    const changes = { block: ['2026-03-11'], unblock: ['2026-03-12'] };
    expect(effectiveStatus('2026-03-11', 'available', changes)).toBe('blocked');
    expect(effectiveStatus('2026-03-12', 'blocked', changes)).toBe('available');
    expect(effectiveStatus('2026-03-13', undefined, changes)).toBe('available');
  });
});
