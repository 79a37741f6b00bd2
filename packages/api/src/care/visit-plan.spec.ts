import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../platform/calendar/zoned-time.js';
import { visitShares } from './care-sweeps.service.js';
import { checkOutSummary } from './care-words.js';
import { dailyUpdateDays, type PlanLines, planVisits, type ScheduleBooking } from './visit-plan.js';

const SYDNEY = 'Australia/Sydney';
const rex = { id: '00000000-0000-4000-8000-000000000001', name: 'Rex' };
const plan: PlanLines = {
  petId: rex.id,
  feeding: [
    { time: '18:00', food: 'dry food', amount: '1 cup' },
    { time: '09:15', food: 'dry food', amount: '1 cup' },
  ],
  medications: [{ name: 'Apoquel', dose: '16 mg', times: ['09:00', '21:00'], withFood: true }],
  walks: { perDay: 2, rules: 'Lead only' },
};

function booking(overrides: Partial<ScheduleBooking>): ScheduleBooking {
  return {
    service: 'drop_in',
    startDate: '2026-03-10',
    endDate: '2026-03-12',
    startTime: '09:00',
    endTime: '09:30',
    startsAt: zonedTimeToUtc('2026-03-10', '09:00', SYDNEY),
    endsAt: zonedTimeToUtc('2026-03-12', '09:30', SYDNEY),
    timeZone: SYDNEY,
    pets: [rex],
    ...overrides,
  };
}

describe('the schedule of care', () => {
  it('gives drop-in visits one visit a booked day at its times in the booking’s zone, 30 minutes long, with the plan’s lines in that window', () => {
    const visits = planVisits(booking({}), [plan]);
    expect(visits.map((visit) => [visit.kind, visit.dueAt.toISOString(), visit.windowMinutes])).toEqual([
      ['visit', '2026-03-09T22:00:00.000Z', 30],
      ['visit', '2026-03-10T22:00:00.000Z', 30],
      ['visit', '2026-03-11T22:00:00.000Z', 30],
    ]);
    const [first] = visits;
    // Opens 30 minutes early; the sitter is alerted 30 minutes after, missed 60 minutes after.
    expect(first!.opensAt.toISOString()).toBe('2026-03-09T21:30:00.000Z');
    expect(first!.lateAfter.toISOString()).toBe('2026-03-09T22:30:00.000Z');
    expect(first!.missedAfter.toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(first!.tasks).toEqual([
      { kind: 'feeding', petId: rex.id, label: 'Feed Rex 1 cup dry food at 09:15' },
      { kind: 'medication', petId: rex.id, label: 'Give Rex Apoquel 16 mg with food at 09:00' },
      { kind: 'walk', petId: rex.id, label: 'Walk Rex: Lead only' },
      { kind: 'check', petId: null, label: 'Fresh water and a look round for Rex' },
    ]);
  });

  it('gives walks kind walk with a walk per pet', () => {
    const visits = planVisits(booking({ service: 'dog_walking', endDate: '2026-03-10' }), [plan]);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      kind: 'walk',
      label: 'Walk',
      tasks: [{ kind: 'walk', petId: rex.id, label: 'Walk Rex: Lead only' }],
    });
  });

  it('gives a stay a drop-off, a daily update due 12:00 on each full day, and a pick-up', () => {
    const stay = booking({
      service: 'boarding',
      startDate: '2026-03-10',
      endDate: '2026-03-13',
      startTime: '14:00',
      endTime: '10:00',
      startsAt: zonedTimeToUtc('2026-03-10', '14:00', SYDNEY),
      endsAt: zonedTimeToUtc('2026-03-13', '10:00', SYDNEY),
    });
    const visits = planVisits(stay, [plan]);
    expect(visits.map((visit) => [visit.kind, visit.label, visit.dueAt.toISOString(), visit.windowMinutes])).toEqual([
      ['handover', 'Drop-off', '2026-03-10T03:00:00.000Z', 60],
      ['daily_update', 'Daily update', '2026-03-11T01:00:00.000Z', 480],
      ['daily_update', 'Daily update', '2026-03-12T01:00:00.000Z', 480],
      ['handover', 'Pick-up', '2026-03-12T23:00:00.000Z', 60],
    ]);
    const update = visits[1]!;
    // Open all day, late at 20:00 local.
    expect(update.opensAt.toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(update.missedAfter.toISOString()).toBe('2026-03-11T09:00:00.000Z');
    expect(update.tasks.map((task) => task.label)).toEqual([
      'Feed Rex 1 cup dry food at 09:15',
      'Feed Rex 1 cup dry food at 18:00',
      'Give Rex Apoquel 16 mg with food at 09:00',
      'Give Rex Apoquel 16 mg with food at 21:00',
      'Walk Rex (1 of 2): Lead only',
      'Walk Rex (2 of 2): Lead only',
      "A photo and a note of Rex's day",
    ]);
    expect(visits[0]!.tasks).toEqual([{ kind: 'check', petId: null, label: 'Drop-off: Rex in your care' }]);
  });

  it('has no daily update on a one-night stay, and one on a day of day care whose noon is between drop-off and pick-up', () => {
    const oneNight = booking({ service: 'boarding', endDate: '2026-03-11', startTime: '10:00', endTime: '10:00' });
    expect(dailyUpdateDays(oneNight)).toEqual([]);
    const dayCare = booking({
      service: 'day_care',
      endDate: '2026-03-10',
      startTime: '08:00',
      endTime: '18:00',
      startsAt: zonedTimeToUtc('2026-03-10', '08:00', SYDNEY),
      endsAt: zonedTimeToUtc('2026-03-10', '18:00', SYDNEY),
    });
    expect(dailyUpdateDays(dayCare)).toEqual(['2026-03-10']);
    const afternoon = { ...dayCare, startsAt: zonedTimeToUtc('2026-03-10', '13:00', SYDNEY) };
    expect(dailyUpdateDays(afternoon)).toEqual([]);
  });

  it('keeps a visit’s time across a daylight-saving change (Sydney, first Sunday of April)', () => {
    const visits = planVisits(booking({ startDate: '2026-04-04', endDate: '2026-04-05' }), []);
    expect(visits.map((visit) => visit.dueAt.toISOString())).toEqual(['2026-04-03T22:00:00.000Z', '2026-04-04T23:00:00.000Z']);
  });
});

describe('pay for care that happened', () => {
  it('splits the price into equal shares in cents, the remainder on the last visit', () => {
    expect(visitShares(10_000, 3)).toEqual([3_333, 3_333, 3_334]);
    expect(visitShares(9_999, 3)).toEqual([3_333, 3_333, 3_333]);
    expect(visitShares(7, 1)).toEqual([7]);
    expect(visitShares(10_001, 4).reduce((sum, share) => sum + share, 0)).toBe(10_001);
  });
});

describe('the check-out summary', () => {
  it('reads as one line a person reads', () => {
    const summary = checkOutSummary({
      sitterName: 'Jess',
      petNames: 'Biscuit',
      kind: 'visit',
      label: 'Visit',
      checkedInAt: zonedTimeToUtc('2026-03-10', '08:02', SYDNEY),
      checkedOutAt: zonedTimeToUtc('2026-03-10', '08:34', SYDNEY),
      timeZone: SYDNEY,
      tasks: [
        { kind: 'feeding', done: true },
        { kind: 'medication', done: true },
        { kind: 'walk', done: true },
      ],
      routeDistanceM: 2_100,
      photoCount: 3,
    });
    expect(summary).toBe('Jess visited Biscuit 8:02–8:34: fed, meds, walked 2.1 km, 3 photos');
  });
});
