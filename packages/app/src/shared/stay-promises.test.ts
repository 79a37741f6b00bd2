import { describe, expect, it } from 'vitest';
import { OWNER_STAY_PROMISES, SITTER_STAY_PROMISES } from './stay-promises';

/* The promises pinned with their numbers: the sitter is reminded at 30 minutes, the owner told at 60, a person acknowledges within 15. */
describe('what Pawpal promises during a stay', () => {
  it('tells owners about check-ins, missed visits at 30 and 60 minutes, refunds and the 15-minute promise', () => {
    expect(OWNER_STAY_PROMISES.map((promise) => promise.title)).toEqual([
      'Check-ins with photos',
      'Missed visits raise the alarm',
      'Pay for the care that happened',
      'A person within 15 minutes',
    ]);
    const body = (id: string) => OWNER_STAY_PROMISES.find((promise) => promise.id === id)?.body;
    expect(body('missed-visits')).toBe(
      'If a visit hasn’t started 30 minutes after it was due, we remind your sitter. At 60 minutes we tell you, and Pawpal opens an incident.',
    );
    expect(body('pay-for-care')).toMatch(/^On drop-in and dog-walking bookings, a visit that was missed and not excused is refunded/);
    expect(body('incidents')).toMatch(/a person at Pawpal acknowledges it within 15 minutes, lost pets and injuries first\.$/);
  });

  it('tells sitters the same numbers', () => {
    expect(SITTER_STAY_PROMISES[1]).toBe(
      'If you haven’t checked in 30 minutes after a visit was due, we remind you. At 60 minutes the visit counts as missed: the owner is told and Pawpal opens an incident.',
    );
    expect(SITTER_STAY_PROMISES[3]).toMatch(/acknowledges it within 15 minutes/);
  });
});
