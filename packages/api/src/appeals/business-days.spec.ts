import { APPEAL_DECISION_DAYS, APPEAL_WINDOW_DAYS } from '@pawpal/contract';
import { describe, expect, it } from 'vitest';
import { appealDecideBy, isBusinessDay } from './business-days.js';

describe('appeal deadlines', () => {
  it('pins the published numbers', () => {
    expect(APPEAL_WINDOW_DAYS).toBe(14);
    expect(APPEAL_DECISION_DAYS).toBe(5);
  });

  it('counts Monday to Friday only', () => {
    expect(isBusinessDay('2026-12-04')).toBe(true); // Friday
    expect(isBusinessDay('2026-12-05')).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-06')).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-07')).toBe(true); // Monday
  });

  it('a Wednesday appeal is due by the end of the next Wednesday (Sydney, daylight time +11)', () => {
    // Wednesday 2 December 2026, 10:00 in Sydney.
    expect(appealDecideBy(new Date('2026-12-01T23:00:00Z')).toISOString()).toBe('2026-12-09T13:00:00.000Z');
  });

  it('a Friday-night appeal (Sydney) skips the weekend and is due by the end of the next Friday', () => {
    // Friday 4 December 2026 22:00 in Sydney is still Friday there (Friday 11:00 UTC).
    expect(appealDecideBy(new Date('2026-12-04T11:00:00Z')).toISOString()).toBe('2026-12-11T13:00:00.000Z');
    // Saturday counts from Monday: due by the end of Friday 11 December.
    expect(appealDecideBy(new Date('2026-12-05T01:00:00Z')).toISOString()).toBe('2026-12-11T13:00:00.000Z');
  });

  it('the day is Sydney’s, not UTC’s: Monday 08:00 in Sydney is Sunday in UTC', () => {
    // Monday 7 December 2026 08:00 Sydney = Sunday 21:00 UTC; due by the end of Monday 14 December.
    expect(appealDecideBy(new Date('2026-12-06T21:00:00Z')).toISOString()).toBe('2026-12-14T13:00:00.000Z');
  });

  it('public holidays are counted as business days (Christmas Day 2026 is a Friday)', () => {
    // Monday 21 December 2026 noon Sydney: 22, 23, 24, 25 (holiday, counted), 28 December.
    expect(appealDecideBy(new Date('2026-12-21T01:00:00Z')).toISOString()).toBe('2026-12-28T13:00:00.000Z');
  });
});
