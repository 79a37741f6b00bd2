import { afterEach, describe, expect, it, vi } from 'vitest';

// The contract's TIMED_SERVICES, replaceable per test: the SQL must follow whatever it says.
const contract = vi.hoisted(() => ({ timed: undefined as readonly string[] | undefined }));
vi.mock('@pawpal/contract', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@pawpal/contract')>();
  return {
    ...actual,
    get TIMED_SERVICES() {
      return contract.timed ?? actual.TIMED_SERVICES;
    },
  };
});

const { timedServiceSql } = await import('./timed-services.js');
const { SERVICE_TYPES, isTimedService } = await import('@pawpal/contract');

describe('timed services in SQL', () => {
  afterEach(() => {
    contract.timed = undefined;
  });

  it('lists exactly the contract’s timed services', () => {
    const listed = timedServiceSql('k.service').match(/'([a-z_]+)'/g)!.map((literal) => literal.slice(1, -1));
    expect(listed).toEqual(SERVICE_TYPES.filter(isTimedService));
  });

  it('changes with the constant', () => {
    contract.timed = ['drop_in'];
    expect(timedServiceSql('k.service')).toBe(`k.service IN ('drop_in')`);
    contract.timed = ['day_care', 'dog_walking'];
    expect(timedServiceSql('b.service')).toBe(`b.service IN ('day_care', 'dog_walking')`);
  });

  it('quotes each name as a string literal, and matches nothing when no service is timed', () => {
    contract.timed = ["o'clock"];
    expect(timedServiceSql('service')).toBe(`service IN ('o''clock')`);
    contract.timed = [];
    expect(timedServiceSql('service')).toBe('FALSE');
  });
});
