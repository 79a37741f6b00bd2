import { SERVICE_LABELS, SERVICE_TYPES } from '@pawpal/contract';
import { describe, expect, it } from 'vitest';
import { stayLabel } from './reviews';

/*
 * The stay month is written without Intl (it starts ICU on a first visit of the sitter page:
 * docs/decisions/0014-first-visit-formatting.md); it must stay Intl's characters.
 */
const MONTH = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('stayLabel', () => {
  it('writes the month as Intl does, for every month of 1990–2040 and every service', () => {
    const differences: string[] = [];
    for (let year = 1990; year <= 2040; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const stayMonth = `${year}-${String(month).padStart(2, '0')}`;
        for (const service of SERVICE_TYPES) {
          const expected = `${SERVICE_LABELS[service]} · ${MONTH.format(new Date(Date.UTC(year, month - 1, 1)))}`;
          if (stayLabel(service, stayMonth) !== expected)
            differences.push(`${service} ${stayMonth}: ${stayLabel(service, stayMonth)}, Intl ${expected}`);
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(stayLabel('boarding', '2027-03')).toBe('Boarding · March 2027');
  });

  it('shows a stay month that is not YYYY-MM as it came', () => {
    expect(stayLabel('dog_walking', 'soon')).toBe(`${SERVICE_LABELS.dog_walking} · soon`);
  });
});
