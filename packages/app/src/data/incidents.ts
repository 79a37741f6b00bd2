import {
  apiPaths,
  URGENT_INCIDENT_KINDS,
  type AdminIncidentList,
  type CreateIncidentInput,
  type Incident,
  type IncidentAuthorRole,
  type IncidentKind,
  type IncidentMetrics,
  type IncidentStatus,
  type IncidentUpdateInput,
  type LostPetPoster,
  type ResolveIncidentInput,
} from '@pawpal/contract';
import { type BadgeVariant } from '@pawpal/ui';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';

/*
 * Incidents during a stay (docs/incidents.md; the shapes are @pawpal/contract's): a booking's
 * incidents, one incident's shared thread, the lost-pet poster, and the admins' queue with its
 * acknowledgement metrics.
 */

export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  open: 'Waiting for Pawpal',
  acknowledged: 'Pawpal is on it',
  resolved: 'Resolved',
};

export const INCIDENT_STATUS_TONES: Record<IncidentStatus, BadgeVariant> = {
  open: 'warning',
  acknowledged: 'info',
  resolved: 'success',
};

export const INCIDENT_AUTHOR_LABELS: Record<IncidentAuthorRole, string> = {
  owner: 'Owner',
  sitter: 'Sitter',
  admin: 'Pawpal',
  pawpal: 'Pawpal',
};

/** Lost pets and injuries: answered before any other kind. */
export function isUrgentIncident(kind: IncidentKind): boolean {
  return URGENT_INCIDENT_KINDS.includes(kind);
}

/** The kinds a member opens (a missed visit opens by itself). */
export const OPENABLE_INCIDENT_KINDS: readonly IncidentKind[] = Object.freeze([
  'lost_pet',
  'injury_or_illness',
  'property_damage',
  'safety',
  'other',
]);

export function useIncident(incidentId: string | null | undefined) {
  return useSWR<Incident, Error>(incidentId ? apiPaths.incident(incidentId) : null);
}

export function useBookingIncidents(bookingId: string | null | undefined) {
  return useSWR<Incident[], Error>(bookingId ? apiPaths.bookingIncidents(bookingId) : null);
}

export function useIncidentPoster(incidentId: string | null | undefined) {
  return useSWR<LostPetPoster, Error>(incidentId ? apiPaths.incidentPoster(incidentId) : null);
}

/** The admins' queue in one status (the first page), in the server's order. */
export function useAdminIncidents(status: IncidentStatus) {
  return useSWR<AdminIncidentList, Error>(apiPaths.adminIncidents({ status }));
}

/** Acknowledgement metrics for a range of days (YYYY-MM-DD). */
export function useIncidentMetrics(range: { from: string; to: string } | null) {
  return useSWR<IncidentMetrics, Error>(range ? apiPaths.adminIncidentMetrics(range) : null);
}

/** Opening an incident and adding to its thread (owner, sitter, admins). They throw the API's message. */
export function useIncidentWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** POST /api/bookings/{id}/incidents: the incident as opened (also in the cache). */
      async open(bookingId: string, input: CreateIncidentInput): Promise<Incident> {
        const incident = await sendJson<Incident>('POST', apiPaths.bookingIncidents(bookingId), input);
        await Promise.all([
          mutate(apiPaths.incident(incident.id), incident, { revalidate: false }),
          mutate(apiPaths.bookingIncidents(bookingId)),
          mutate(apiPaths.bookingTimeline(bookingId)),
        ]);
        return incident;
      },
      /** POST /api/incidents/{id}/updates: the incident with its thread as it now stands (also in the cache). */
      async addUpdate(incident: Incident, input: IncidentUpdateInput): Promise<Incident> {
        const answer = await sendJson<Incident>('POST', apiPaths.incidentUpdates(incident.id), input);
        await Promise.all([
          mutate(apiPaths.incident(incident.id), answer, { revalidate: false }),
          mutate(apiPaths.bookingTimeline(incident.bookingId)),
        ]);
        return answer;
      },
    }),
    [mutate],
  );
}

/** The admin's acknowledge, resolve and release of a kept hold; each answers the incident, and every admin answer is read again. */
export function useAdminIncidentActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const store = async (incident: Incident) => {
      await Promise.all([
        mutate(apiPaths.incident(incident.id), incident, { revalidate: false }),
        mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/')),
      ]);
      return incident;
    };
    return {
      async acknowledge(incidentId: string): Promise<Incident> {
        return store(await sendJson<Incident>('POST', apiPaths.adminIncidentAcknowledge(incidentId)));
      },
      async resolve(incidentId: string, input: ResolveIncidentInput): Promise<Incident> {
        return store(await sendJson<Incident>('POST', apiPaths.adminIncidentResolve(incidentId), input));
      },
      async releaseHold(incidentId: string): Promise<Incident> {
        return store(await sendJson<Incident>('POST', apiPaths.adminIncidentReleaseHold(incidentId)));
      },
    };
  }, [mutate]);
}
