import { describe, expect, it } from 'vitest';
import { isCareDataKey, isCareUpdateKey } from './care-keys';

describe('what a care_update makes stale', () => {
  const update = { bookingId: 'b1', incidentId: 'i1' };

  it.each([
    '/api/bookings/b1/visits',
    '/api/bookings/b1/timeline',
    '/api/bookings/b1/vet-claims',
    '/api/bookings/b1/incidents',
    '/api/bookings/b1/changes',
    '/api/bookings/b1/standby',
    '/api/visits/today',
    '/api/incidents/i1',
    '/api/admin/incidents?status=open',
    '/api/admin/incidents/metrics?from=2026-03-01&to=2026-03-31',
  ])('%s', (key) => {
    expect(isCareUpdateKey(update, key)).toBe(true);
  });

  it.each(['/api/bookings/b2/visits', '/api/bookings/b1', '/api/incidents/i2', '/api/incidents/i1/poster', '/api/pets/p1/care-plan', null])(
    'leaves %s alone',
    (key) => {
      expect(isCareUpdateKey(update, key)).toBe(false);
    },
  );

  it('names no incident when the update is about none', () => {
    expect(isCareUpdateKey({ bookingId: 'b1', incidentId: null }, '/api/incidents/i1')).toBe(false);
  });
});

describe('what a reconnect reads again', () => {
  it.each([
    '/api/bookings/b7/visits',
    '/api/bookings/b7/timeline',
    '/api/bookings/b7/vet-claims',
    '/api/bookings/b7/incidents',
    '/api/incidents/i3',
    '/api/visits/today',
  ])('%s', (key) => {
    expect(isCareDataKey(key)).toBe(true);
  });

  it.each(['/api/bookings/b7', '/api/pets/p1/care-plan', '/api/chat/channels'])('not %s', (key) => {
    expect(isCareDataKey(key)).toBe(false);
  });
});
