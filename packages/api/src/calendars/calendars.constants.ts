// The numbers both sides know (sync interval, staleness, limits) live in @pawpal/contract
// (calendars.ts); these are the API's own. Reasons: docs/bookings.md, "Calendars that tell the truth".

/** Imported calendars fetched per sweep run (each fetch may take CALENDAR_FETCH_TIMEOUT_MS): the next run continues. */
export const CALENDAR_SYNC_BATCH = 10;
/** Sitters stamped, reminded or told per freshness sweep run: the next run continues. */
export const FRESHNESS_SWEEP_BATCH = 200;
/** The feed covers bookings that ended up to this many days ago … */
export const FEED_PAST_DAYS = 60;
/** … and those starting up to this many days ahead. */
export const FEED_AHEAD_DAYS = 400;
/** Most events of one source in a feed (a sitter with more sees the nearest first). */
export const FEED_MAX_EVENTS_PER_SOURCE = 1000;
/** Most events read from one imported calendar, recurrences expanded. */
export const IMPORT_MAX_EVENTS = 5000;
/** Longest one imported event may block, days (a years-long "busy" is cut there). */
export const IMPORT_MAX_EVENT_DAYS = 366;
