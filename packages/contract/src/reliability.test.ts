import { describe, expect, it } from 'vitest';
import {
  lateCancellationText,
  RELIABILITY_ANSWER_HOURS,
  RELIABILITY_LATE_CANCELLATION_DAYS,
  RELIABILITY_MIN_EVENTS,
  RELIABILITY_REQUEST_SAMPLE,
  RELIABILITY_RULES,
  RELIABILITY_WINDOW_DAYS,
  RELIABLE_MAX_LATE_CANCELLATIONS,
  RELIABLE_MAX_UNEXCUSED_MISSED_VISITS,
  RELIABLE_MIN_ANSWERED_SHARE,
  RELIABLE_MIN_COMPLETED_STAYS,
  RELIABLE_MIN_RATING,
  reliableTierMisses,
  reliableTierRuleTexts,
} from './reliability.js';

const PASSING = { completedStays: 5, answered: 19, sampled: 20, lateCancellations: 0, unexcusedMissedVisits: 0, rating: 4.8 };

describe('reliability rules', () => {
  it('pins the published numbers', () => {
    expect(RELIABILITY_WINDOW_DAYS).toBe(180);
    expect(RELIABILITY_ANSWER_HOURS).toBe(24);
    expect(RELIABILITY_REQUEST_SAMPLE).toBe(25);
    expect(RELIABILITY_LATE_CANCELLATION_DAYS).toBe(5);
    expect(RELIABILITY_MIN_EVENTS).toBe(3);
    expect(RELIABLE_MIN_COMPLETED_STAYS).toBe(5);
    expect(RELIABLE_MIN_ANSWERED_SHARE).toBe(0.95);
    expect(RELIABLE_MAX_LATE_CANCELLATIONS).toBe(0);
    expect(RELIABLE_MAX_UNEXCUSED_MISSED_VISITS).toBe(0);
    expect(RELIABLE_MIN_RATING).toBe(4.8);
  });

  it('grants the tier exactly at each edge and names every rule missed', () => {
    expect(reliableTierMisses(PASSING)).toEqual([]);
    expect(reliableTierMisses({ ...PASSING, completedStays: 4 })).toEqual(['completedStays']);
    // 18 of 20 is 90 %: under 95 %. No request at all is no answer rate.
    expect(reliableTierMisses({ ...PASSING, answered: 18 })).toEqual(['answeredShare']);
    expect(reliableTierMisses({ ...PASSING, answered: 0, sampled: 0 })).toEqual(['answeredShare']);
    expect(reliableTierMisses({ ...PASSING, lateCancellations: 1 })).toEqual(['lateCancellations']);
    expect(reliableTierMisses({ ...PASSING, unexcusedMissedVisits: 1 })).toEqual(['missedVisits']);
    expect(reliableTierMisses({ ...PASSING, rating: 4.79 })).toEqual(['rating']);
    expect(reliableTierMisses({ ...PASSING, rating: null, completedStays: 0 })).toEqual(['completedStays', 'rating']);
  });

  it('moves with the rules it is given, like the published page', () => {
    const stricter = { ...RELIABILITY_RULES, minCompletedStays: 6 };
    expect(reliableTierMisses(PASSING, stricter)).toEqual(['completedStays']);
    expect(reliableTierRuleTexts(stricter).completedStays).toBe('At least 6 completed stays');
    expect(reliableTierRuleTexts().answeredShare).toBe('At least 95 % of the last 25 requests answered within 24 h');
  });

  it('words the late-cancellation entry', () => {
    expect(lateCancellationText(3)).toBe('Cancelled a stay 3 days before it began');
    expect(lateCancellationText(1)).toBe('Cancelled a stay 1 day before it began');
    expect(lateCancellationText(0)).toBe('Cancelled a stay on the day it began');
  });
});
