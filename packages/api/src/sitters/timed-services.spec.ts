import { isTimedService, SERVICE_TYPES } from '@pawpal/contract';
import { describe, expect, it } from 'vitest';
import { timedServiceSql } from './timed-services.js';

describe('timed services in SQL', () => {
  it('lists exactly the contract’s timed services', () => {
    const listed = timedServiceSql('k.service')
      .match(/'([a-z_]+)'/g)!
      .map((literal) => literal.slice(1, -1));
    expect(listed).toEqual(SERVICE_TYPES.filter(isTimedService));
  });

  it('changes with the list it is written from', () => {
    expect(timedServiceSql('k.service', ['drop_in'])).toBe(`k.service IN ('drop_in')`);
    expect(timedServiceSql('b.service', ['day_care', 'dog_walking'])).toBe(`b.service IN ('day_care', 'dog_walking')`);
  });

  it('quotes each name as a string literal, and matches nothing when no service is timed', () => {
    expect(timedServiceSql('service', ["o'clock"])).toBe(`service IN ('o''clock')`);
    expect(timedServiceSql('service', [])).toBe('FALSE');
  });
});
