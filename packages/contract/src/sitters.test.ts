import { describe, expect, it } from 'vitest';
import { isTimedService, SERVICE_NOUNS, SERVICE_TYPES, TIMED_SERVICES } from './sitters.js';

describe('timed services', () => {
  it('are exactly the services in TIMED_SERVICES', () => {
    expect(SERVICE_TYPES.filter(isTimedService)).toEqual(TIMED_SERVICES);
    expect(isTimedService('boarding')).toBe(false);
    expect(isTimedService('')).toBe(false);
    expect(isTimedService('walking')).toBe(false);
  });
});

describe('service nouns', () => {
  it('name every service in lower case, for the middle of a sentence', () => {
    expect(Object.keys(SERVICE_NOUNS)).toEqual(expect.arrayContaining([...SERVICE_TYPES]));
    expect(Object.keys(SERVICE_NOUNS)).toHaveLength(SERVICE_TYPES.length);
    for (const noun of Object.values(SERVICE_NOUNS)) expect(noun).toBe(noun.toLowerCase());
    expect(SERVICE_NOUNS.day_care).toBe('day care');
  });
});
