import { apiPaths, bookingChangePaths, type CareUpdateMessage } from '@pawpal/contract';

/*
 * The SWR keys of care during a stay that live messages make stale. Apart from data/care.ts so the
 * notifications provider, which every signed-in page mounts, loads only these few lines.
 */

/**
 * The keys a `care_update` makes stale: the booking's visits, timeline, vet claims, incidents and
 * standby sitters, the sitter's visits of today, the incident it is about, and the admins' incident queue.
 */
export function isCareUpdateKey(message: Pick<CareUpdateMessage, 'bookingId' | 'incidentId'>, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const { bookingId, incidentId } = message;
  return (
    key === apiPaths.bookingVisits(bookingId) ||
    key === apiPaths.bookingTimeline(bookingId) ||
    key === apiPaths.bookingVetClaims(bookingId) ||
    key === apiPaths.bookingIncidents(bookingId) ||
    key === apiPaths.bookingStandby(bookingId) ||
    key === bookingChangePaths.ofBooking(bookingId) ||
    key === apiPaths.myVisitsToday() ||
    (incidentId !== null && key === apiPaths.incident(incidentId)) ||
    key.startsWith(apiPaths.adminIncidents())
  );
}

/** Every care key of any booking: read again after the live connection comes back. */
export function isCareDataKey(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (key === apiPaths.myVisitsToday() ||
      /^\/api\/(bookings\/[^/]+\/(visits|timeline|vet-claims|incidents|changes|standby)|incidents\/)/.test(key))
  );
}
