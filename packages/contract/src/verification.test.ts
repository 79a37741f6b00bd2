import { describe, expect, it } from 'vitest';
import { addCalendarMonths, policeCertificateProblem, policeCheckExpiresOn } from './verification.js';

describe('addCalendarMonths', () => {
  it('adds calendar months, ending on the month’s last day when the day does not exist', () => {
    expect(addCalendarMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addCalendarMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addCalendarMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-12-31', 2)).toBe('2028-02-29');
  });
});

describe('policeCheckExpiresOn', () => {
  it('is 12 months after the certificate’s date', () => {
    expect(policeCheckExpiresOn('2026-12-02')).toBe('2027-12-02');
    expect(policeCheckExpiresOn('2026-01-31')).toBe('2027-01-31');
    expect(policeCheckExpiresOn('2026-12-31')).toBe('2027-12-31');
  });

  it('ends on 28 February when the certificate is dated 29 February', () => {
    expect(policeCheckExpiresOn('2024-02-29')).toBe('2025-02-28');
    expect(policeCheckExpiresOn('2028-02-29')).toBe('2029-02-28');
    // A certificate dated 28 February of the year before a leap year keeps its day.
    expect(policeCheckExpiresOn('2027-02-28')).toBe('2028-02-28');
  });
});

describe('policeCertificateProblem', () => {
  const today = { utc: '2026-12-01', issued: '2026-12-02' };

  it('accepts a certificate dated today in Sydney, even while UTC is still on the day before', () => {
    expect(policeCertificateProblem('2026-12-02', today)).toBeUndefined();
    expect(policeCertificateProblem('2026-12-01', today)).toBeUndefined();
  });

  it('refuses a certificate dated after today in Sydney', () => {
    expect(policeCertificateProblem('2026-12-03', today)).toBe('future');
    expect(policeCertificateProblem('2027-01-01', { utc: '2026-12-31', issued: '2026-12-31' })).toBe('future');
  });

  it('accepts a certificate 12 months old minus one day, refuses one exactly 12 months old (UTC days)', () => {
    expect(policeCertificateProblem('2025-12-02', today)).toBeUndefined();
    expect(policeCertificateProblem('2025-12-01', today)).toBe('expired');
    expect(policeCertificateProblem('2020-01-01', today)).toBe('expired');
  });

  it('counts 29 February + 12 months as 28 February', () => {
    // Expires 2025-02-28: still shown on 27 February, gone on the 28th.
    expect(policeCertificateProblem('2024-02-29', { utc: '2025-02-27', issued: '2025-02-27' })).toBeUndefined();
    expect(policeCertificateProblem('2024-02-29', { utc: '2025-02-28', issued: '2025-02-28' })).toBe('expired');
  });
});
