/** GET /api/sitters/{id}/availability answers at most this many days at once. */
export const MAX_CALENDAR_DAYS = 120;
/** Days shown when the client gives no `to`. */
export const DEFAULT_CALENDAR_DAYS = 90;
/** A sitter can block dates up to this many days ahead. */
export const MAX_DAYS_AHEAD = 730;
/** Dates one PUT /api/sitters/me/availability may touch (block + unblock). */
export const MAX_DATES_PER_UPDATE = 400;
