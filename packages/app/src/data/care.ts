import {
  apiPaths,
  type CareLocation,
  type CareLocationInput,
  type CarePhoto,
  type CarePlan,
  type CarePlanInput,
  type CheckInInput,
  type CheckOutInput,
  type ServiceType,
  type TimelineItem,
  type UploadResponse,
  type VetClaim,
  type VetClaimInput,
  type VetClaimStatus,
  type Visit,
  type VisitKind,
  type VisitStatus,
} from '@pawpal/contract';
import { type BadgeVariant } from '@pawpal/ui';
import { useMemo } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { send } from './fetcher';
import { ApiError, sendJson, uploadFile } from './mutation';
import { shouldRetryDataQuery, withRetries } from './swr-config';

/*
 * Care during a stay (docs/care.md; the shapes are @pawpal/contract's): a pet's care plan, a paid
 * booking's visits and timeline, the sitter's visits of today, check-in and check-out, excusing a
 * visit, and vet expense claims. Each write puts what the API answered into the cache and reads
 * again only what the answer does not carry.
 */

/** What a person reads for each kind of visit. */
export const VISIT_KIND_LABELS: Record<VisitKind, string> = {
  visit: 'Drop-in visit',
  walk: 'Walk',
  daily_update: 'Daily update',
  handover: 'Handover',
};

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  upcoming: 'Upcoming',
  due: 'Due now',
  in_progress: 'In progress',
  done: 'Done',
  missed: 'Missed',
  excused: 'Excused',
};

export const VISIT_STATUS_TONES: Record<VisitStatus, BadgeVariant> = {
  upcoming: 'secondary',
  due: 'warning',
  in_progress: 'indigo',
  done: 'success',
  missed: 'destructive',
  excused: 'outline',
};

export const VET_CLAIM_STATUS_LABELS: Record<VetClaimStatus, string> = {
  pending_owner: 'Waiting for the owner',
  approved: 'Approved',
  declined: 'Declined',
  charged: 'Paid',
  charge_failed: 'Card charge failed',
};

export const VET_CLAIM_STATUS_TONES: Record<VetClaimStatus, BadgeVariant> = {
  pending_owner: 'warning',
  approved: 'info',
  declined: 'destructive',
  charged: 'success',
  charge_failed: 'destructive',
};

/** A visit or a walk needs a photo at check-out (the API refuses one without). */
export function needsPhoto(kind: VisitKind): boolean {
  return kind === 'visit' || kind === 'walk';
}

/** "8:02 am" in the booking's zone (or this browser's when the zone is unknown). */
export function formatCareTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

/** "Tue, 10 Mar, 8:02 am" in the booking's zone (or this browser's). */
export function formatCareDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** "2.1 km" or "850 m". */
export function formatDistance(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;
}

/** "34 min" or "1 h 05 min". */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/* ── reads ─────────────────────────────────────────────────────────────── */

/** A pet's care plan (the owner; the sitter of a paid booking of the pet). */
export function useCarePlan(petId: string | null | undefined) {
  return useSWR<CarePlan, Error>(petId ? apiPaths.petCarePlan(petId) : null);
}

/** The signed-in sitter's visits of today (and those still open from before). */
export function useVisitsToday(enabled = true) {
  return useSWR<Visit[], Error>(enabled ? apiPaths.myVisitsToday() : null);
}

/** A paid booking's schedule of visits, in `dueAt` order. */
export function useBookingVisits(bookingId: string | null | undefined) {
  return useSWR<Visit[], Error>(bookingId ? apiPaths.bookingVisits(bookingId) : null);
}

/** What happened during the stay, in time order. */
export function useBookingTimeline(bookingId: string | null | undefined) {
  return useSWR<TimelineItem[], Error>(bookingId ? apiPaths.bookingTimeline(bookingId) : null);
}

/** GET …/care-location: null while the owner has not said where the care happens (the API's 404), so the form shows at once. */
async function fetchCareLocation(url: string): Promise<CareLocation | null> {
  return withRetries(async () => {
    const response = await send('GET', url);
    if (response.status === 404) return null;
    if (!response.ok) throw new ApiError(response.status, response.statusText, null);
    return (await response.json()) as CareLocation;
  }, shouldRetryDataQuery);
}

/** Where a booking's care happens (the owner's home for home services, the sitter's suburb otherwise). */
export function useCareLocation(bookingId: string | null | undefined) {
  return useSWR<CareLocation | null, Error>(bookingId ? apiPaths.bookingCareLocation(bookingId) : null, fetchCareLocation);
}

/** The services cared for at the owner's home: the owner says where (PUT …/care-location). */
export const HOME_SERVICE_TYPES: readonly ServiceType[] = Object.freeze(['drop_in', 'dog_walking', 'house_sitting']);

/** A booking's vet expense claims. */
export function useBookingVetClaims(bookingId: string | null | undefined) {
  return useSWR<VetClaim[], Error>(bookingId ? apiPaths.bookingVetClaims(bookingId) : null);
}

/* ── writes ────────────────────────────────────────────────────────────── */

/**
 * POST /api/uploads/images for a care photo (check-out, incident, vet receipt): the upload's id,
 * which the care writes name, and its URL for the preview.
 */
export async function uploadCarePhoto(file: File): Promise<CarePhoto> {
  const { id, url } = await uploadFile<UploadResponse>(apiPaths.uploadImages(), file);
  return { id, url };
}

/** The visit an answer carries, in every cached list that holds it; the timeline is read again. */
async function storeVisit(mutate: ScopedMutator, visit: Visit): Promise<void> {
  const replace = (list: Visit[] | undefined) => list?.map((entry) => (entry.id === visit.id ? visit : entry));
  await Promise.all([
    mutate(apiPaths.bookingVisits(visit.bookingId), replace, { revalidate: false }),
    mutate(apiPaths.myVisitsToday(), replace, { revalidate: false }),
    mutate(apiPaths.bookingTimeline(visit.bookingId)),
  ]);
}

/** The owner's care plan edits; `save` resolves with the plan as saved (also in the cache). */
export function useCarePlanWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** PUT /api/pets/{id}/care-plan: every part sent; null clears a part. */
      async save(petId: string, input: CarePlanInput): Promise<CarePlan> {
        const plan = await sendJson<CarePlan>('PUT', apiPaths.petCarePlan(petId), input);
        await mutate(apiPaths.petCarePlan(petId), plan, { revalidate: false });
        return plan;
      },
    }),
    [mutate],
  );
}

/** The owner says where a home service's care happens; resolves with the location as saved (also in the cache). */
export function useCareLocationWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      async save(bookingId: string, input: CareLocationInput): Promise<CareLocation> {
        const location = await sendJson<CareLocation>('PUT', apiPaths.bookingCareLocation(bookingId), input);
        await mutate(apiPaths.bookingCareLocation(bookingId), location, { revalidate: false });
        return location;
      },
    }),
    [mutate],
  );
}

/** Check-in, check-out (the sitter) and excusing a visit (the owner); each resolves with the visit. */
export function useVisitWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      async checkIn(visitId: string, input: CheckInInput): Promise<Visit> {
        const visit = await sendJson<Visit>('POST', apiPaths.visitCheckIn(visitId), input);
        await storeVisit(mutate, visit);
        return visit;
      },
      async checkOut(visitId: string, input: CheckOutInput): Promise<Visit> {
        const visit = await sendJson<Visit>('POST', apiPaths.visitCheckOut(visitId), input);
        await storeVisit(mutate, visit);
        return visit;
      },
      async excuse(visitId: string, reason: string): Promise<Visit> {
        const visit = await sendJson<Visit>('POST', apiPaths.visitExcuse(visitId), { reason });
        await storeVisit(mutate, visit);
        return visit;
      },
    }),
    [mutate],
  );
}

/** The sitter's vet expense claim and the owner's answer; both read the claims and the timeline again. */
export function useVetClaimWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const reread = (bookingId: string) =>
      Promise.all([mutate(apiPaths.bookingVetClaims(bookingId)), mutate(apiPaths.bookingTimeline(bookingId))]);
    return {
      async claim(bookingId: string, input: VetClaimInput): Promise<VetClaim> {
        const claim = await sendJson<VetClaim>('POST', apiPaths.bookingVetClaims(bookingId), input);
        await reread(bookingId);
        return claim;
      },
      async decide(claim: VetClaim, decision: 'approve' | 'decline'): Promise<VetClaim> {
        const answer = await sendJson<VetClaim>('POST', apiPaths.vetClaimDecision(claim.id, decision));
        await reread(claim.bookingId);
        return answer;
      },
    };
  }, [mutate]);
}
