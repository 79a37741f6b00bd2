import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, datesFrom, daysBetween, isCalendarDate, monthOf, RangeTooLongError, zonedTimeToUtc } from './zoned-time.js';

describe('zonedTimeToUtc', () => {
  it("puts a Perth sitter's 10:00 check-in at 02:00Z", () => {
    expect(zonedTimeToUtc('2026-03-10', '10:00', 'Australia/Perth').toISOString()).toBe('2026-03-10T02:00:00.000Z');
  });

  it('follows daylight saving in Sydney and Adelaide, not in Brisbane and Darwin', () => {
    // March: Sydney on AEDT (+11), Adelaide on ACDT (+10:30); Brisbane +10 and Darwin +9:30 all year.
    expect(zonedTimeToUtc('2026-03-10', '10:00', 'Australia/Sydney').toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-10', '10:00', 'Australia/Adelaide').toISOString()).toBe('2026-03-09T23:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-10', '10:00', 'Australia/Brisbane').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-10', '10:00', 'Australia/Darwin').toISOString()).toBe('2026-03-10T00:30:00.000Z');
    // July: Sydney back on AEST (+10).
    expect(zonedTimeToUtc('2026-07-10', '10:00', 'Australia/Sydney').toISOString()).toBe('2026-07-10T00:00:00.000Z');
  });

  it('resolves a wall time skipped by the spring-forward jump to just after the jump', () => {
    // Sydney 2026-10-04: 02:00 AEST jumps to 03:00 AEDT; 02:30 does not exist.
    expect(zonedTimeToUtc('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });

  it('picks the first of a repeated wall time when clocks fall back', () => {
    // Sydney 2026-04-05: 03:00 AEDT falls back to 02:00 AEST; 02:30 happens twice (first at +11).
    expect(zonedTimeToUtc('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });

  it('rejects impossible dates and times', () => {
    expect(() => zonedTimeToUtc('2026-02-30', '10:00', 'Australia/Perth')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-02-10', '24:00', 'Australia/Perth')).toThrow(RangeError);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
});

describe('calendar helpers', () => {
  it('reads the local date of an instant in the zone', () => {
    expect(dateInZone(new Date('2026-03-09T20:00:00Z'), 'Australia/Sydney')).toBe('2026-03-10');
    expect(dateInZone(new Date('2026-03-09T20:00:00Z'), 'Australia/Perth')).toBe('2026-03-10');
    expect(dateInZone(new Date('2026-03-09T15:00:00Z'), 'Australia/Perth')).toBe('2026-03-09');
  });

  it('adds and counts days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-10', '2026-03-15')).toBe(5);
    expect(datesFrom('2026-12-30', '2027-01-02', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(monthOf('2026-12-15')).toEqual({ first: '2026-12-01', nextFirst: '2027-01-01' });
  });

  it('accepts only real days written YYYY-MM-DD, and nothing that is not a string', () => {
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-1-01')).toBe(false);
    expect(isCalendarDate(20270101)).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });

  it('refuses a range longer than its cap before building it: 9999-12-31 is not walked day by day', () => {
    let error: unknown;
    try {
      datesFrom('2026-01-01', '9999-12-31', 90);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RangeTooLongError);
    expect((error as RangeTooLongError).status).toBe(400);
    expect((error as Error).message).toBe('Choose a range of at most 90 days');
  });

  it('moves by calendar days, not 24 h instants, across daylight saving and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    // Sydney leaves daylight saving on 2027-04-04: that calendar day lasts 25 hours there.
    expect(addDays('2027-04-03', 2)).toBe('2027-04-05');
    expect(datesFrom('2027-04-03', '2027-04-05', 3)).toEqual(['2027-04-03', '2027-04-04', '2027-04-05']);
    expect(datesFrom('2027-04-05', '2027-04-03', 3)).toEqual([]);
    expect(() => datesFrom('2027-04-03', '2027-04-06', 3)).toThrow(RangeTooLongError);
    expect(daysBetween('2027-01-01', '2027-12-31')).toBe(364);
  });

  it("gives today's date in the sitter's time zone, not the server's", () => {
    const instant = new Date('2026-11-20T14:30:00Z'); // 01:30 on the 21st in Sydney, 22:30 on the 20th in Perth
    expect(dateInZone(instant, 'Australia/Sydney')).toBe('2026-11-21');
    expect(dateInZone(instant, 'Australia/Perth')).toBe('2026-11-20');
  });
});
