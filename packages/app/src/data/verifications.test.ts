import { describe, expect, it } from 'vitest';
import { badgeText, formatTrustDate } from './verifications';

/*
 * Trust dates are written without Intl (it starts ICU on a first visit of the sitter page:
 * docs/decisions/0014-first-visit-formatting.md); they must stay Intl's characters.
 */
const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('formatTrustDate', () => {
  it('writes what Intl writes for every day of 2024–2030, as a day and as instants at its ends (UTC)', () => {
    const inputs: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += DAY_MS) {
      const start = new Date(time).toISOString();
      inputs.push(start.slice(0, 10), start, new Date(time + DAY_MS - 1).toISOString());
    }
    // A Sydney evening is the same UTC day; a Sydney morning is still the day before in UTC.
    inputs.push('2026-11-30T23:30:00+10:00', '2026-12-01T09:59:59+10:00', '2026-12-01T10:00:00+10:00');
    const viaIntl = (value: string) => DAY.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
    const differences = inputs
      .filter((value) => formatTrustDate(value) !== viaIntl(value))
      .map((value) => `${value}: ${formatTrustDate(value)}, Intl ${viaIntl(value)}`);
    expect(differences.slice(0, 5)).toEqual([]);
    expect(formatTrustDate('2027-09-05')).toBe('5 Sept 2027');
  });

  it('throws RangeError for a value that is no date, as Intl did', () => {
    expect(() => formatTrustDate('soon')).toThrow(RangeError);
  });

  it('reads a badge with its dates', () => {
    expect(
      badgeText({ kind: 'police_checked', verifiedAt: '2026-11-25T03:00:00.000Z', expiresAt: '2027-11-25T00:00:00.000Z' }).detail,
    ).toBe('valid until 24 Nov 2027');
  });
});
