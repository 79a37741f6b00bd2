import { formatDate, formatDateNumeric, formatDateRange } from './format';

describe('date range formatting', () => {
  it('formats a day as d MMM yyyy', () => {
    expect(formatDate(new Date(2025, 2, 10))).toBe('10 Mar 2025');
    expect(formatDate(new Date(2025, 11, 1))).toBe('1 Dec 2025');
  });

  it('formats a day as dd/mm/yyyy, day first', () => {
    expect(formatDateNumeric(new Date(2025, 2, 4))).toBe('04/03/2025');
    expect(formatDateNumeric(new Date(2026, 11, 31))).toBe('31/12/2026');
  });

  it('formats a full range with an en dash', () => {
    expect(formatDateRange({ from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) })).toBe('10 Mar 2025 – 14 Mar 2025');
    expect(formatDateRange({ from: new Date(2025, 11, 30), to: new Date(2026, 0, 2) })).toBe('30 Dec 2025 – 2 Jan 2026');
  });

  it('shows one date while the end is not chosen, or for a single day', () => {
    expect(formatDateRange({ from: new Date(2025, 2, 10) })).toBe('10 Mar 2025');
    expect(formatDateRange({ from: new Date(2025, 2, 10, 9), to: new Date(2025, 2, 10, 17) })).toBe('10 Mar 2025');
  });

  it('gives an empty string for no dates so the caller shows a placeholder', () => {
    expect(formatDateRange(undefined)).toBe('');
    expect(formatDateRange({})).toBe('');
  });
});
