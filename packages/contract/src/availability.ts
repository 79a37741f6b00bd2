/* A sitter's calendar (GET /api/sitters/{id}/availability, PUT /api/sitters/me/availability). */

/** Why a day is unavailable: the sitter blocked it, or a booking holds it. */
export const UNAVAILABLE_REASONS = ['blocked', 'booked'] as const;
/** One of UNAVAILABLE_REASONS. */
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];
/** A calendar day's status. */
export type DayStatus = 'available' | UnavailableReason;

/** Most days GET /api/sitters/{id}/availability answers at once. */
export const MAX_CALENDAR_DAYS = 120;
/** Days the calendar covers when no `to` is given. */
export const DEFAULT_CALENDAR_DAYS = 90;
/** How far ahead (days) a sitter can block dates. */
export const MAX_BLOCK_DAYS_AHEAD = 730;
/** Dates one PUT /api/sitters/me/availability may touch (block + unblock). */
export const MAX_DATES_PER_AVAILABILITY_UPDATE = 400;

/** PUT /api/sitters/me/availability body: YYYY-MM-DD days to block and to free again. */
export interface UpdateAvailabilityInput {
  block?: string[];
  unblock?: string[];
}

/** GET /api/sitters/{id}/availability query: YYYY-MM-DD, both optional. */
export interface AvailabilityQuery {
  from?: string;
  to?: string;
}

/** The sitter's calendar for a range of days (every day listed), answer of both calls. */
export interface Availability {
  timeZone: string;
  days: { date: string; status: DayStatus }[];
}
