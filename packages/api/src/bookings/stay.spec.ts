import { describe, expect, it } from 'vitest';
import { planStay } from './stay.js';

describe('planStay', () => {
  const now = new Date('2026-03-01T00:00:00Z');

  it('counts boarding in nights with the end date exclusive: 10 to 15 March is 5 nights', () => {
    const stay = planStay({ service: 'boarding', startDate: '2026-03-10', endDate: '2026-03-15' }, 'Australia/Perth', now);
    expect(stay.units).toBe(5);
    expect(stay.days).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
    expect(stay.startsAt.toISOString()).toBe('2026-03-10T02:00:00.000Z');
    expect(stay.endsAt.toISOString()).toBe('2026-03-15T02:00:00.000Z');
  });

  it('counts day care in days, both dates included', () => {
    const stay = planStay({ service: 'day_care', startDate: '2026-03-10', endDate: '2026-03-12' }, 'Australia/Brisbane', now);
    expect(stay.units).toBe(3);
  });

  it('counts walks one per day and needs times, end after start', () => {
    const stay = planStay(
      { service: 'dog_walking', startDate: '2026-03-10', endDate: '2026-03-11', startTime: '07:00', endTime: '07:45' },
      'Australia/Sydney',
      now,
    );
    expect(stay.units).toBe(2);
    expect(stay.startsAt.toISOString()).toBe('2026-03-09T20:00:00.000Z');
    expect(() => planStay({ service: 'drop_in', startDate: '2026-03-10', endDate: '2026-03-10' }, 'Australia/Sydney', now)).toThrow(
      /start and end time/,
    );
    expect(() =>
      planStay(
        { service: 'drop_in', startDate: '2026-03-10', endDate: '2026-03-10', startTime: '10:00', endTime: '09:00' },
        'Australia/Sydney',
        now,
      ),
    ).toThrow(/end time must be after/);
  });

  it('refuses past dates, reversed dates and a zero-night stay', () => {
    expect(() => planStay({ service: 'boarding', startDate: '2026-02-27', endDate: '2026-03-02' }, 'Australia/Sydney', now)).toThrow(
      /in the past/,
    );
    expect(() => planStay({ service: 'boarding', startDate: '2026-03-12', endDate: '2026-03-10' }, 'Australia/Sydney', now)).toThrow(
      /before the start/,
    );
    expect(() => planStay({ service: 'boarding', startDate: '2026-03-12', endDate: '2026-03-12' }, 'Australia/Sydney', now)).toThrow(
      /at least one day/,
    );
  });

  it('caps a stay at 90 nights or days, and refuses an end date in the year 9999 at once', () => {
    expect(planStay({ service: 'boarding', startDate: '2026-03-10', endDate: '2026-06-08' }, 'Australia/Sydney', now).units).toBe(90);
    expect(() => planStay({ service: 'boarding', startDate: '2026-03-10', endDate: '2026-06-09' }, 'Australia/Sydney', now)).toThrow(
      'A booking can be at most 90 nights long',
    );
    expect(planStay({ service: 'day_care', startDate: '2026-03-10', endDate: '2026-06-07' }, 'Australia/Sydney', now).units).toBe(90);
    expect(() => planStay({ service: 'day_care', startDate: '2026-03-10', endDate: '2026-06-08' }, 'Australia/Sydney', now)).toThrow(
      'A booking can be at most 90 days long',
    );
    expect(() => planStay({ service: 'boarding', startDate: '2026-03-10', endDate: '9999-12-31' }, 'Australia/Sydney', now)).toThrow(
      'A booking can be at most 90 nights long',
    );
  });

  it("takes the owner's drop-off and pick-up times for boarding, within the sitter's hours 07:00-20:00 (10:00 when none)", () => {
    const stay = planStay(
      { service: 'boarding', startDate: '2026-03-10', endDate: '2026-03-12', dropOffTime: '07:30', pickUpTime: '17:00' },
      'Australia/Perth',
      now,
    );
    expect(stay.startTime).toBe('07:30');
    expect(stay.endTime).toBe('17:00');
    expect(stay.startsAt.toISOString()).toBe('2026-03-09T23:30:00.000Z');
    expect(stay.endsAt.toISOString()).toBe('2026-03-12T09:00:00.000Z');
    expect(planStay({ service: 'boarding', startDate: '2026-03-10', endDate: '2026-03-12' }, 'Australia/Perth', now).startTime).toBe(
      '10:00',
    );
    expect(
      planStay({ service: 'boarding', startDate: '2026-03-10', endDate: '2026-03-12', pickUpTime: '20:00' }, 'Australia/Perth', now)
        .endTime,
    ).toBe('20:00');
    expect(() =>
      planStay({ service: 'boarding', startDate: '2026-03-10', endDate: '2026-03-12', dropOffTime: '06:30' }, 'Australia/Perth', now),
    ).toThrow("Choose a drop-off time between 07:00 and 20:00, the sitter's hours");
    expect(() =>
      planStay({ service: 'house_sitting', startDate: '2026-03-10', endDate: '2026-03-12', pickUpTime: '20:30' }, 'Australia/Perth', now),
    ).toThrow("Choose a pick-up time between 07:00 and 20:00, the sitter's hours");
    expect(() =>
      planStay(
        { service: 'day_care', startDate: '2026-03-10', endDate: '2026-03-10', dropOffTime: '12:00', pickUpTime: '11:00' },
        'Australia/Perth',
        now,
      ),
    ).toThrow(/pick-up time must be after the drop-off/);
    expect(() =>
      planStay(
        {
          service: 'dog_walking',
          startDate: '2026-03-10',
          endDate: '2026-03-10',
          startTime: '08:00',
          endTime: '09:00',
          dropOffTime: '10:00',
        },
        'Australia/Perth',
        now,
      ),
    ).toThrow(/Drop-off and pick-up times are for/);
  });

  it('gives each day of walks its own slot, the whole stay one slot otherwise', () => {
    const walks = planStay(
      { service: 'dog_walking', startDate: '2026-03-10', endDate: '2026-03-11', startTime: '08:00', endTime: '09:00' },
      'Australia/Perth',
      now,
    );
    expect(walks.slots.map((slot) => [slot.startsAt.toISOString(), slot.endsAt.toISOString()])).toEqual([
      ['2026-03-10T00:00:00.000Z', '2026-03-10T01:00:00.000Z'],
      ['2026-03-11T00:00:00.000Z', '2026-03-11T01:00:00.000Z'],
    ]);
    const boarding = planStay({ service: 'boarding', startDate: '2026-03-10', endDate: '2026-03-12' }, 'Australia/Perth', now);
    expect(boarding.slots).toEqual([{ startsAt: boarding.startsAt, endsAt: boarding.endsAt }]);
  });
});
