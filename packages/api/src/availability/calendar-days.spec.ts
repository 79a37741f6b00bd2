import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, isIsoDay, rangeLength, todayIn } from './calendar-days.js';

describe('calendar days', () => {
  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2027-13-01')).toBe(false);
    expect(isIsoDay('2027-1-01')).toBe(false);
    expect(isIsoDay(20270101)).toBe(false);
  });

  it('adds days across month, year and daylight-saving boundaries without drifting', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    // Sydney leaves daylight saving on 2027-04-04: calendar days are not 24 h instants there.
    expect(addDays('2027-04-03', 2)).toBe('2027-04-05');
    expect(daysInRange('2027-04-03', '2027-04-05')).toEqual(['2027-04-03', '2027-04-04', '2027-04-05']);
    expect(daysInRange('2027-04-05', '2027-04-03')).toEqual([]);
    expect(rangeLength('2027-01-01', '2027-12-31')).toBe(365);
  });

  it("gives today's date in the sitter's time zone, not the server's", () => {
    const instant = new Date('2026-11-20T14:30:00Z'); // 01:30 on the 21st in Sydney, 22:30 on the 20th in Perth
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-11-21');
    expect(todayIn('Australia/Perth', instant)).toBe('2026-11-20');
  });
});
