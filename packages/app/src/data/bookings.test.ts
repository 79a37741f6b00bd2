import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingGroup, formatInZone, formatStay, zoneAbbreviation } from './bookings';

/*
 * A Perth sitter's stay seen by a Sydney owner: the booking is shown in the booking's zone
 * (the sitter's), with its abbreviation, whatever the viewer's own zone is.
 */
const PERTH = 'Australia/Perth';
// 10 Jan 2026, 9:00 am in Perth (UTC+8, no daylight saving) = 12:00 pm in Sydney (AEDT, UTC+11).
const STARTS_AT = '2026-01-10T01:00:00.000Z';
// 12 Jan 2026, 10:00 am in Perth.
const ENDS_AT = '2026-01-12T02:00:00.000Z';

let savedTz: string | undefined;
beforeEach(() => {
  savedTz = process.env.TZ;
  process.env.TZ = 'Australia/Sydney';
});
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('booking times in the sitter’s zone', () => {
  it('shows a Perth booking in Perth time to a viewer in Sydney', () => {
    // The viewer's clock says midday; the stay starts at 9 am where it happens.
    expect(new Date(STARTS_AT).getHours()).toBe(12);
    expect(formatInZone(STARTS_AT, PERTH)).toBe('Sat, 10 Jan 2026, 9:00 am AWST');
  });

  it('names the zone by its abbreviation, with daylight saving where it applies', () => {
    expect(zoneAbbreviation(STARTS_AT, PERTH)).toBe('AWST');
    expect(zoneAbbreviation(STARTS_AT, 'Australia/Sydney')).toBe('AEDT');
    expect(zoneAbbreviation('2026-07-10T01:00:00.000Z', 'Australia/Sydney')).toBe('AEST');
    expect(zoneAbbreviation(STARTS_AT, 'Australia/Brisbane')).toBe('AEST');
  });

  it('shows a stay from start to end once, with the zone at the end', () => {
    expect(formatStay(STARTS_AT, ENDS_AT, PERTH)).toBe('Sat, 10 Jan 2026, 9:00 am – Mon, 12 Jan 2026, 10:00 am AWST');
  });

  it('shows only the end time for a visit on one day', () => {
    expect(formatStay(STARTS_AT, '2026-01-10T01:30:00.000Z', PERTH)).toBe('Sat, 10 Jan 2026, 9:00 am – 9:30 am AWST');
  });

  it('shows dates without a time when asked', () => {
    expect(formatInZone(STARTS_AT, PERTH, { time: false })).toBe('Sat, 10 Jan 2026');
  });
});

describe('booking groups', () => {
  it('sorts each status into the bookings screen’s tabs', () => {
    expect(bookingGroup('requested')).toBe('requests');
    expect(['accepted', 'paid', 'in_progress'].map((status) => bookingGroup(status as 'paid'))).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(bookingGroup('completed')).toBe('past');
    expect(['declined', 'expired', 'cancelled'].map((status) => bookingGroup(status as 'expired'))).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });
});
