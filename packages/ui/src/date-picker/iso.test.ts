import { parseIsoDate, toIsoDate } from './iso';

describe('ISO calendar days', () => {
  it('reads YYYY-MM-DD as that day at local midnight', () => {
    expect(parseIsoDate('2026-12-03')).toEqual(new Date(2026, 11, 3));
    expect(parseIsoDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });

  it('gives undefined for empty, impossible or differently written days', () => {
    for (const value of ['', undefined, null, '2026-02-30', '2025-02-29', '3/12/2026', '03/12/2026', '2026-12-03T00:00:00Z', '2026-1-3']) {
      expect(parseIsoDate(value)).toBeUndefined();
    }
  });

  it('writes the local calendar day, whatever the time', () => {
    expect(toIsoDate(new Date(2026, 11, 3))).toBe('2026-12-03');
    expect(toIsoDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
