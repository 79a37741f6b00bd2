import { describe, expect, it } from 'vitest';
import {
  HANDOVER_TIMES,
  OVERNIGHT_SERVICES,
  toBookingRequest,
  toCreateBookingBody,
  validateBookingForm,
  type BookingForm,
} from './request';

const complete: BookingForm = {
  sitterId: 's1',
  service: 'boarding',
  startDate: '2026-03-10',
  endDate: '2026-03-13',
  startTime: '',
  endTime: '',
  dropOffTime: '',
  pickUpTime: '',
  petIds: ['p1'],
  message: '',
};

describe('drop-off and pick-up times', () => {
  it('offers the sitter’s hours, 07:00 to 20:00 every 30 minutes', () => {
    expect(HANDOVER_TIMES).toHaveLength(27);
    expect(HANDOVER_TIMES[0]).toBe('07:00');
    expect(HANDOVER_TIMES[6]).toBe('10:00');
    expect(HANDOVER_TIMES.at(-1)).toBe('20:00');
  });

  it('sends chosen times for a stay, none when left at the default, and never for walks', () => {
    expect(toBookingRequest({ ...complete, dropOffTime: '07:30', pickUpTime: '17:00' }, true)).toMatchObject({
      dropOffTime: '07:30',
      pickUpTime: '17:00',
    });
    expect(toBookingRequest(complete, true)).not.toHaveProperty('dropOffTime');
    const walk = toBookingRequest(
      { ...complete, service: 'dog_walking', startTime: '08:00', endTime: '09:00', dropOffTime: '07:30' },
      true,
    );
    expect(walk).not.toHaveProperty('dropOffTime');
  });

  it('refuses a single day of day care picked up before it is dropped off', () => {
    const dayCare = { ...complete, service: 'day_care' as const, endDate: '2026-03-10', dropOffTime: '12:00', pickUpTime: '11:00' };
    expect(validateBookingForm(dayCare).times).toBe('The pick-up time must be after the drop-off time.');
    expect(toBookingRequest(dayCare, true)).toBeNull();
  });
});

describe('booking form validation', () => {
  it('treats the per-night services as overnight: boarding and house sitting', () => {
    expect(OVERNIGHT_SERVICES).toEqual(['boarding', 'house_sitting']);
  });

  it('accepts a complete boarding request', () => {
    expect(validateBookingForm(complete)).toEqual({});
  });

  it('says what is missing in words', () => {
    expect(validateBookingForm({ ...complete, service: '', startDate: '', endDate: '', petIds: [] })).toEqual({
      service: 'Choose a service.',
      dates: 'Choose your dates.',
      petIds: 'Choose at least one pet.',
    });
  });

  it('needs at least one night for a per-night service', () => {
    expect(validateBookingForm({ ...complete, endDate: '2026-03-10' }).dates).toMatch(/per night/);
  });

  it('needs an end time after the start time for walks and visits', () => {
    const walk = { ...complete, service: 'dog_walking' as const, endDate: '2026-03-10' };
    expect(validateBookingForm(walk).times).toBe('Choose a start and an end time.');
    expect(validateBookingForm({ ...walk, startTime: '10:00', endTime: '09:00' }).times).toBe('The end time must be after the start time.');
    expect(validateBookingForm({ ...walk, startTime: '09:00', endTime: '10:00' })).toEqual({});
  });
});

describe('what the booking form sends', () => {
  it('never sends a price, only what the API prices from', () => {
    const body = toCreateBookingBody({ ...complete, message: '  Rex loves the park  ' });
    expect(body).toEqual({
      sitterId: 's1',
      service: 'boarding',
      startDate: '2026-03-10',
      endDate: '2026-03-13',
      petIds: ['p1'],
      message: 'Rex loves the park',
    });
    expect(Object.keys(body!).some((key) => /price|cents|total|fee/i.test(key))).toBe(false);
  });

  it('sends times only for timed services, and a single day as its own end date', () => {
    expect(toBookingRequest({ ...complete, service: 'drop_in', endDate: '', startTime: '08:00', endTime: '08:30' }, true)).toEqual({
      sitterId: 's1',
      service: 'drop_in',
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      startTime: '08:00',
      endTime: '08:30',
      petIds: ['p1'],
    });
  });

  it('quotes without pets but never creates a booking without them', () => {
    expect(toBookingRequest({ ...complete, petIds: [] }, false)).not.toBeNull();
    expect(toCreateBookingBody({ ...complete, petIds: [] })).toBeNull();
  });
});
