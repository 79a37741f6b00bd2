/* A standby sitter: the owner names up to MAX_STANDBY_SITTERS when requesting a booking; each may
 * opt in, and if the booked sitter cancels (or misses the first visit) they are offered the booking
 * in order. The rules and their reasons: docs/standby.md. */

/** How many standby sitters one booking request may name. */
export const MAX_STANDBY_SITTERS = 2;
/** How long a standby has to accept an offer, hours (or until the booking starts, if that is sooner). */
export const STANDBY_OFFER_HOURS = 12;
/** The most Pawpal pays (from `platform_guarantee`) towards a standby's or a rebooked sitter's higher price, cents. */
export const STANDBY_TOPUP_CAP_CENTS = 15_000;
/** How many similar sitters an owner is offered to rebook with when no standby takes the booking. */
export const STANDBY_SUGGESTIONS = 3;

/**
 * A standby's ask, from the sitter's side: `asked` (named, not yet answered), `opted_in` (willing,
 * no obligation), `offered` (the booked sitter dropped out: accept before `offerExpiresAt`),
 * `accepted` (they took the booking), `declined`, `expired` (the offer ran out), `closed` (the
 * booking went ahead with its sitter, or was taken by another standby).
 */
export const STANDBY_REQUEST_STATUSES = ['asked', 'opted_in', 'offered', 'accepted', 'declined', 'expired', 'closed'] as const;
export type StandbyRequestStatus = (typeof STANDBY_REQUEST_STATUSES)[number];

/** Why the standbys were offered the booking. */
export const STANDBY_TRIGGERS = ['sitter_cancelled', 'missed_visit'] as const;
export type StandbyTrigger = (typeof STANDBY_TRIGGERS)[number];

/** One of GET /api/standby-requests: an ask or an offer to the signed-in sitter. */
export interface StandbyRequest {
  id: string;
  bookingId: string;
  /** 1 or 2: the order the owner named them in, the order offers go in. */
  position: number;
  status: StandbyRequestStatus;
  service: string;
  startDate: string;
  endDate: string;
  startsAt: string;
  ownerFirstName: string;
  petNames: string[];
  /** What the sitter would be paid for the booking at their own price, before commission, cents. */
  priceCents: number;
  /** Of which Pawpal pays (the standby's price over the booked one, up to STANDBY_TOPUP_CAP_CENTS), cents. */
  topUpCents: number;
  /** When an offer runs out (ISO), null unless offered. */
  offerExpiresAt: string | null;
}

/** One sitter an owner may rebook with (GET /api/bookings/{id}/standby): same service, free on the dates, near. */
export interface RebookSuggestion {
  sitterId: string;
  firstName: string;
  suburb: string;
  /** Their price for the same booking (subtotal), cents. */
  priceCents: number;
  /** What Pawpal pays towards it (their price over the cancelled booking's, up to the cap), cents. */
  topUpCents: number;
}

/** GET /api/bookings/{id}/standby (the booking's owner): the standbys and what happened. */
export interface BookingStandby {
  bookingId: string;
  standbys: { sitterId: string; firstName: string; position: number; status: StandbyRequestStatus }[];
  /** Set once the booked sitter dropped out. */
  handoff: {
    trigger: StandbyTrigger;
    openedAt: string;
    /** `open` while offers run, `taken` by a standby, `refunded` when none took it. */
    outcome: 'open' | 'taken' | 'refunded';
    takenBySitterId: string | null;
    topUpCents: number;
  } | null;
  /** After a full refund: sitters to rebook with in one tap (POST /api/bookings/{id}/rebook). */
  suggestions: RebookSuggestion[];
}

/** POST /api/bookings/{id}/rebook body: one of the suggestions. */
export interface RebookInput {
  sitterId: string;
}

/** What the owner is told when the standby takes over. */
export function standbyTakeoverTitle(firstName: string): string {
  return `${firstName} is taking over your booking`;
}
