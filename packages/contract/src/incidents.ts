import { type CarePhoto } from './care.js';

/* Incidents during a stay (POST /api/bookings/{id}/incidents, GET /api/incidents/{id}, updates)
 * and the admin's queue and metrics. The promise and its reasons: docs/care.md. */

/** Minutes within which an admin acknowledges a new incident: the promise shown to both sides. */
export const INCIDENT_ACK_MINUTES = 15;

export const INCIDENT_KINDS = ['lost_pet', 'injury_or_illness', 'missed_visit', 'property_damage', 'safety', 'other'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** The kinds an admin answers first, before any other kind whatever the time left. */
export const URGENT_INCIDENT_KINDS: readonly IncidentKind[] = Object.freeze(['lost_pet', 'injury_or_illness']);

/** What a person reads for each kind. */
export const INCIDENT_KIND_LABELS: Readonly<Record<IncidentKind, string>> = Object.freeze({
  lost_pet: 'Lost pet',
  injury_or_illness: 'Injury or illness',
  missed_visit: 'Missed visit',
  property_damage: 'Property damage',
  safety: 'Safety concern',
  other: 'Something else',
});

/** open → acknowledged (an admin has it) → resolved (with an outcome). */
export const INCIDENT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Longest incident description or update, characters. */
export const INCIDENT_TEXT_MAX_LENGTH = 4000;
/** Longest resolution outcome, characters. */
export const INCIDENT_OUTCOME_MAX_LENGTH = 2000;

/** POST /api/bookings/{id}/incidents body (the owner or the sitter; `missed_visit` also opens by itself). */
export interface CreateIncidentInput {
  kind: IncidentKind;
  description: string;
  /** Ids from POST /api/uploads/images, uploaded by the caller (CARE_MAX_PHOTOS at most). */
  photoUploadIds: string[];
  /** lost_pet only: which of the booking's pets is lost (may be left out when the booking has one pet). */
  petId?: string;
  /** lost_pet only: where the pet was last seen; the booking's suburb when left out. */
  lastSeenSuburb?: string;
  /** lost_pet only: when the pet was last seen (ISO 8601, not in the future); the opening time when left out. */
  lastSeenAt?: string;
}

/** Longest last-seen suburb of a lost pet, characters. */
export const INCIDENT_SUBURB_MAX_LENGTH = 120;
/** Most incidents open (not resolved) on one booking at once: more is a 409 (add to a thread instead). */
export const INCIDENTS_OPEN_PER_BOOKING_MAX = 10;
/** Most updates in one incident's thread. */
export const INCIDENT_UPDATES_MAX = 200;
/**
 * Minutes after opening when the admins are alerted that an incident is still unacknowledged
 * (INCIDENT_ACK_MINUTES − this is the time they have left); a second alert goes when the promise
 * passes.
 */
export const INCIDENT_ACK_WARN_MINUTES = 10;
/** Longest period GET /api/admin/incidents/metrics sums at once, days (a little over a year). */
export const INCIDENT_METRICS_MAX_DAYS = 366;
/** The calendar of the metrics' from/to dates (Pawpal's support desk). */
export const INCIDENT_METRICS_TIME_ZONE = 'Australia/Sydney';
/** Pawpal's support line: the poster's contact when the owner has no phone on their profile. */
export const SUPPORT_PHONE = '1300 729 725';
/** Notice kind (GET /api/notices) of every step of an incident, to the people on it. */
export const INCIDENT_NOTICE_KIND = 'incident_update';

/** POST /api/incidents/{id}/updates body. */
export interface IncidentUpdateInput {
  text: string;
  photoUploadIds: string[];
}

/** Who wrote an incident or an update. */
export type IncidentAuthorRole = 'owner' | 'sitter' | 'admin' | 'pawpal';

export interface IncidentUpdate {
  id: string;
  authorRole: IncidentAuthorRole;
  authorName: string;
  text: string;
  photos: CarePhoto[];
  createdAt: string;
}

/** GET /api/incidents/{id} (owner, sitter, admins) and the rows of the admin queue. */
export interface Incident {
  id: string;
  bookingId: string;
  kind: IncidentKind;
  status: IncidentStatus;
  description: string;
  openedByRole: IncidentAuthorRole;
  openedAt: string;
  /** openedAt + INCIDENT_ACK_MINUTES: the promise. */
  acknowledgeBy: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  outcome: string | null;
  /** The visit a missed_visit incident is about. */
  visitId: string | null;
  /** The stay's payout is held while this is open (released or kept at resolution). */
  payoutHeld: boolean;
  photos: CarePhoto[];
  updates: IncidentUpdate[];
}

/** GET /api/admin/incidents?status= — ordered urgent kinds first, then by the time left to acknowledge. */
export interface AdminIncidentsQuery {
  /** open when left out. */
  status?: IncidentStatus;
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/incidents answer: the platform's paging (ADMIN_PAGE_SIZE, at most MAX_ADMIN_PAGE_SIZE). */
export interface AdminIncidentList {
  items: Incident[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/admin/incidents/{id}/resolve body. */
export interface ResolveIncidentInput {
  outcome: string;
  /** Refund to the owner through the refund path, cents (at most what is refundable). */
  refundCents?: number;
  /** true: release the stay's payout hold; false: keep it held (an admin releases it later: POST …/release-hold). */
  releaseHold: boolean;
}

/** GET /api/admin/incidents/metrics?from=&to= (YYYY-MM-DD, at most a year apart). */
export interface IncidentMetrics {
  from: string;
  to: string;
  count: number;
  acknowledged: number;
  /** Minutes from opening to acknowledgement, of those acknowledged; null when none. */
  ackMinutesP50: number | null;
  ackMinutesP90: number | null;
  /** Acknowledged later than INCIDENT_ACK_MINUTES, or still unacknowledged past it. */
  breaches: number;
}

/** GET /api/incidents/{id}/poster: what a lost-pet poster shows (the owner, the sitter, admins). */
export interface LostPetPoster {
  incidentId: string;
  petName: string;
  species: string;
  breed: string | null;
  colour: string | null;
  photoUrl: string | null;
  microchip: string | null;
  lastSeenSuburb: string;
  lastSeenAt: string;
  /** How to reach the owner: their first name and a phone or the Pawpal support line. */
  contactName: string;
  contactPhone: string;
  /** What to do now, in order. */
  steps: string[];
}
