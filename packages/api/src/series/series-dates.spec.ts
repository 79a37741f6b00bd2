import { SERIES_CHARGE_DAYS_AHEAD, SERIES_HORIZON_DAYS, SERIES_MAX_WEEKS, SERIES_OCCURRENCE_MINUTES } from '@pawpal/contract';
import { describe, expect, it } from 'vitest';
import { chargeAtOf, datesOnWeekdays, endTimeOf, isoWeekday, lastDateOf, weekStartOf } from './series-dates.js';

describe('the weekly care calendar', () => {
  it('pins the published numbers', () => {
    expect(SERIES_HORIZON_DAYS).toBe(28);
    expect(SERIES_CHARGE_DAYS_AHEAD).toBe(2);
    expect(SERIES_MAX_WEEKS).toBe(26);
    expect(SERIES_OCCURRENCE_MINUTES).toEqual({ dog_walking: 60, drop_in: 30 });
  });

  it('numbers weekdays from Monday 1 to Sunday 7 and weeks from Monday', () => {
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday('2026-12-13')).toBe(7);
    expect(weekStartOf('2026-12-13')).toBe('2026-12-07');
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07');
  });

  it('charges a week at midnight in the sitter’s zone two days before its Monday', () => {
    // Saturday 5 December 2026, 00:00 in Sydney (AEDT, UTC+11).
    expect(chargeAtOf('2026-12-09', 'Australia/Sydney').toISOString()).toBe('2026-12-04T13:00:00.000Z');
    expect(chargeAtOf('2026-12-13', 'Australia/Perth').toISOString()).toBe('2026-12-04T16:00:00.000Z');
  });

  it('ends an occurrence after its length, never past midnight', () => {
    expect(endTimeOf('dog_walking', '07:30')).toBe('08:30');
    expect(endTimeOf('drop_in', '17:45')).toBe('18:15');
    expect(endTimeOf('dog_walking', '22:59')).toBe('23:59');
    expect(endTimeOf('dog_walking', '23:00')).toBeUndefined();
  });

  it('walks the weekdays of a range, and finds the last of a number of occurrences within the longest series', () => {
    expect(datesOnWeekdays([1, 3], '2026-12-07', '2026-12-16')).toEqual(['2026-12-07', '2026-12-09', '2026-12-14', '2026-12-16']);
    expect(lastDateOf([1, 3], '2026-12-08', 3)).toBe('2026-12-16');
    expect(lastDateOf([1], '2026-12-07', SERIES_MAX_WEEKS)).toBe('2027-05-31');
    expect(lastDateOf([1], '2026-12-07', SERIES_MAX_WEEKS + 1)).toBeUndefined();
    // An end date of 9999-12-31 walks no more than the longest series.
    expect(datesOnWeekdays([1], '2026-12-07', '9999-12-31')).toHaveLength(SERIES_MAX_WEEKS);
  });
});
