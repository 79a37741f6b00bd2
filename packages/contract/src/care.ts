/* During the stay: care plans (GET/PUT /api/pets/{id}/care-plan), the schedule of visits of a paid
 * booking (GET /api/bookings/{id}/visits, check-in and check-out), the owner's timeline and vet
 * expense claims. The rules and the reasons for the numbers are in docs/care.md. */

// ── numbers ───────────────────────────────────────────────────────────────

/** A boarding, house-sitting or day-care stay's daily update is due by this local time (HH:mm, the booking's zone). */
export const DAILY_UPDATE_DUE_LOCAL = '12:00';
/** A daily update not sent by this local time tells the owner. */
export const DAILY_UPDATE_LATE_LOCAL = '20:00';
/** A sitter may check in this many minutes before a visit's `dueAt`, not earlier. */
export const CHECK_IN_EARLY_MINUTES = 30;
/**
 * A check-in farther than this from the care location (beyond the location's own uncertainty
 * radius, `careLocation.radiusM`) is flagged to the owner.
 */
export const CHECK_IN_FAR_METRES = 500;
/**
 * Minutes after `dueAt` without a check-in: the sitter is alerted at 1× this, and at 2× the visit is
 * `missed` (the owner is told and a `missed_visit` incident opens).
 */
export const MISSED_VISIT_GRACE_MINUTES = 30;
/** Window of a handover (drop-off or pick-up) around its time, minutes. */
export const HANDOVER_WINDOW_MINUTES = 60;

/** Most feeding lines, medications and times of one medication in a care plan. */
export const CARE_PLAN_MAX_LINES = 20;
/** Longest short text in a care plan (food, amount, medication name, dose, clinic, contact name). */
export const CARE_PLAN_SHORT_TEXT_MAX_LENGTH = 120;
/** Longest long text in a care plan (walk rules, house notes, home access, vet address). */
export const CARE_PLAN_LONG_TEXT_MAX_LENGTH = 2000;
/** Most walks a day a care plan may ask for. */
export const CARE_PLAN_MAX_WALKS_PER_DAY = 6;
/** Highest pre-approved vet spend, cents ($5,000). */
export const CARE_PLAN_MAX_VET_SPEND_CENTS = 500_000;

/** Most photos on one check-out, incident or incident update. */
export const CARE_MAX_PHOTOS = 10;
/** Longest note on a check-out or on one task, characters. */
export const CARE_NOTE_MAX_LENGTH = 2000;
/**
 * Most points of a walk's route: the app keeps one every 5 s, so 75 minutes of walking (it adds
 * none after that; the distance and duration then end there). Below the platform's
 * bound on a JSON array (1,000 items) and its 10,000 values a body, so the route's own message
 * answers a route too long.
 */
export const ROUTE_MAX_POINTS = 900;

// ── care plans ────────────────────────────────────────────────────────────

/** One feeding: when (HH:mm, the booking's zone), what and how much. */
export interface CarePlanFeeding {
  time: string;
  food: string;
  amount: string;
}

/** One medication: its name, the dose, the times of day (HH:mm) and whether it goes with food. */
export interface CarePlanMedication {
  name: string;
  dose: string;
  times: string[];
  withFood?: boolean;
}

/** Walks a day and the rules for them ("lead only, no dog parks"). */
export interface CarePlanWalks {
  perDay: number;
  rules: string;
}

export interface CarePlanVet {
  clinic: string;
  phone: string;
  address?: string;
}

export interface CarePlanContact {
  name: string;
  phone: string;
}

/**
 * PUT /api/pets/{id}/care-plan body: every part optional, the shape fixed (unknown fields are a
 * 400). A part left out keeps its value; null clears it.
 */
export interface CarePlanInput {
  feeding?: CarePlanFeeding[] | null;
  medications?: CarePlanMedication[] | null;
  walks?: CarePlanWalks | null;
  houseNotes?: string | null;
  homeAccess?: string | null;
  vet?: CarePlanVet | null;
  emergencyContact?: CarePlanContact | null;
  /** MICROCHIP_PATTERN (pets.ts). */
  microchip?: string | null;
  /** 0 to CARE_PLAN_MAX_VET_SPEND_CENTS. */
  vetSpendLimitCents?: number | null;
}

/**
 * GET /api/pets/{id}/care-plan (the owner; the sitter of a paid booking of the pet, until it
 * ends). A plan never written reads as empty.
 */
export interface CarePlan {
  petId: string;
  feeding: CarePlanFeeding[];
  medications: CarePlanMedication[];
  walks: CarePlanWalks | null;
  houseNotes: string | null;
  /**
   * The owner always; a sitter only from HOME_ACCESS_VISIBLE_HOURS before the start of a paid
   * booking until it ends — otherwise null with `homeAccessHidden` true.
   */
  homeAccess: string | null;
  homeAccessHidden: boolean;
  vet: CarePlanVet | null;
  emergencyContact: CarePlanContact | null;
  microchip: string | null;
  vetSpendLimitCents: number;
  updatedAt: string | null;
}

/** Hours before a paid booking's start from which its sitter sees the home access instructions. */
export const HOME_ACCESS_VISIBLE_HOURS = 24;

// ── visits ────────────────────────────────────────────────────────────────

/** What a scheduled piece of care is: a drop-in visit, a walk, a stay's daily update, a drop-off or pick-up. */
export const VISIT_KINDS = ['visit', 'walk', 'daily_update', 'handover'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/**
 * upcoming → due (from CHECK_IN_EARLY_MINUTES before dueAt) → in_progress (checked in) → done
 * (checked out); missed at 2 × MISSED_VISIT_GRACE_MINUTES after dueAt without a check-in; excused
 * by the owner or an admin with a reason (instead of missed, or after it).
 */
export const VISIT_STATUSES = ['upcoming', 'due', 'in_progress', 'done', 'missed', 'excused'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** What a task asks for; each care-plan line becomes one task on the visits it falls in. */
export const VISIT_TASK_KINDS = ['feeding', 'medication', 'walk', 'check'] as const;
export type VisitTaskKind = (typeof VISIT_TASK_KINDS)[number];

export interface VisitTask {
  id: string;
  kind: VisitTaskKind;
  petId: string | null;
  /** "Breakfast: 1 cup dry food (Biscuit)", "Apoquel 16 mg with food (Biscuit)". */
  label: string;
  /** null until the check-out says. */
  done: boolean | null;
  note: string | null;
}

export interface CarePhoto {
  id: string;
  url: string;
}

/** One point of a walk's route: position and time (ISO 8601). */
export interface RoutePoint {
  lat: number;
  lng: number;
  t: string;
}

export interface VisitRoute {
  points: RoutePoint[];
  distanceM: number;
  durationS: number;
}

/** GET /api/bookings/{id}/visits: one row, in `dueAt` order. */
export interface Visit {
  id: string;
  bookingId: string;
  kind: VisitKind;
  dueAt: string;
  windowMinutes: number;
  status: VisitStatus;
  checkInAt: string | null;
  checkOutAt: string | null;
  /** Metres from the care location at check-in, when a position was given (never the position itself). */
  distanceFromCareLocationM: number | null;
  /** The check-in was more than CHECK_IN_FAR_METRES beyond the care location's radius. */
  farFromCareLocation: boolean;
  tasks: VisitTask[];
  photos: CarePhoto[];
  note: string | null;
  /** A walk's route (its points, distance and duration); null for other kinds or none sent. */
  route: VisitRoute | null;
  /** Why it was excused, and by whom. */
  excusedReason: string | null;
}

/** POST /api/visits/{id}/check-in body: the position is optional. */
export interface CheckInInput {
  lat?: number;
  lng?: number;
  accuracyM?: number;
}

/** POST /api/visits/{id}/check-out body. A visit or walk needs at least one photo. */
export interface CheckOutInput {
  tasks: { taskId: string; done: boolean; note?: string }[];
  note?: string;
  /** Ids from POST /api/uploads/images, uploaded by the caller. */
  photoUploadIds: string[];
  route?: RoutePoint[];
}

/** POST /api/visits/{id}/excuse body (the owner, or an admin). */
export interface ExcuseVisitInput {
  reason: string;
}

/**
 * Where the care happens: the owner's home for home services (drop-ins, walks, house sitting),
 * the sitter's for boarding and day care. Placed at the suburb's centre: `radiusM` says how far
 * the true address may be from it.
 */
export interface CareLocation {
  suburb: string;
  radiusM: number;
  state: string;
  postcode: string;
  /**
   * The street address the owner gave for a home service (private: the owner, admins, and the
   * sitter while the booking is paid or under way); null when none was given or for the sitter's home.
   */
  address: string | null;
}

/**
 * PUT /api/bookings/{id}/care-location (the owner of a drop-in, dog-walking or house-sitting
 * booking, before the stay ends): where the pets are, placed at the suburb's centre.
 */
export interface CareLocationInput {
  suburb: string;
  state: string;
  postcode: string;
  address?: string | null;
}

/** Longest street address of a care location, characters. */
export const CARE_ADDRESS_MAX_LENGTH = 200;
/**
 * How far the true address may be from the suburb centre a care location is placed at, metres: a
 * city suburb is a few kilometres across (docs/care.md, "Where the care happens").
 */
export const CARE_LOCATION_SUBURB_RADIUS_M = 3000;

// ── timeline ──────────────────────────────────────────────────────────────

export const TIMELINE_ITEM_TYPES = [
  'checked_in',
  'checked_out',
  'visit_missed',
  'visit_excused',
  'daily_update',
  'incident_opened',
  'incident_update',
  'incident_resolved',
  'vet_claim',
] as const;
export type TimelineItemType = (typeof TIMELINE_ITEM_TYPES)[number];

/** GET /api/bookings/{id}/timeline: one entry, in time order (owner, sitter, admins). */
export interface TimelineItem {
  at: string;
  type: TimelineItemType;
  visitId: string | null;
  incidentId: string | null;
  /** One line a person reads: "Jess visited Biscuit 8:02–8:34: fed, meds, walked 2.1 km, 3 photos". */
  summary: string;
  photos: CarePhoto[];
}

// ── vet expense claims ────────────────────────────────────────────────────

/**
 * approved at once up to the care plan's pre-approved spend, else pending the owner's answer;
 * charged to the owner's saved card once approved (failed when the charge is refused).
 */
export const VET_CLAIM_STATUSES = ['pending_owner', 'approved', 'declined', 'charged', 'charge_failed'] as const;
export type VetClaimStatus = (typeof VET_CLAIM_STATUSES)[number];

/** Highest single vet claim, cents ($20,000). */
export const VET_CLAIM_MAX_CENTS = 2_000_000;
/** Longest description of a vet claim, characters. */
export const VET_CLAIM_DESCRIPTION_MAX_LENGTH = 2000;
/** Most vet claims on one booking (the list is bounded by it). */
export const VET_CLAIMS_PER_BOOKING_MAX = 50;

/** POST /api/bookings/{id}/vet-claims body (the booking's sitter). */
export interface VetClaimInput {
  amountCents: number;
  description: string;
  receiptUploadId: string;
}

export interface VetClaim {
  id: string;
  bookingId: string;
  amountCents: number;
  description: string;
  receipt: CarePhoto;
  status: VetClaimStatus;
  /** 'plan' when within the pre-approved spend, 'owner' when the owner approved it. */
  approvedBy: 'plan' | 'owner' | null;
  createdAt: string;
  decidedAt: string | null;
}

/** Notice kinds (GET /api/notices) the care during a stay sends. */
export const CARE_NOTICE_KINDS = Object.freeze({
  /** To the sitter: a visit not checked in MISSED_VISIT_GRACE_MINUTES after it was due. */
  visitLate: 'visit_late',
  /** To the owner: a visit missed (2 × the grace without a check-in). */
  visitMissed: 'visit_missed',
  /** To the owner: a check-in farther than CHECK_IN_FAR_METRES beyond the care location's radius. */
  checkInFar: 'visit_check_in_far',
  /** To the sitter: the owner or Pawpal excused a visit. */
  visitExcused: 'visit_excused',
  /** To the owner and the sitter: the missed visits of a drop-in or walk booking were refunded at its completion. */
  visitRefunded: 'visit_refunded',
  /** To the owner: a daily update not sent by DAILY_UPDATE_LATE_LOCAL. */
  dailyUpdateLate: 'daily_update_late',
  /** To the owner: a vet claim above the pre-approved spend waits for their answer. */
  vetClaimPending: 'vet_claim_pending',
  /** To the owner and the sitter: a vet claim was charged to the owner's card. */
  vetClaimCharged: 'vet_claim_charged',
  /** To the owner and the sitter: the owner's card refused a vet claim's charge. */
  vetClaimChargeFailed: 'vet_claim_charge_failed',
  /** To the sitter: the owner declined a vet claim. */
  vetClaimDeclined: 'vet_claim_declined',
});
