import { type BookingStatus } from './bookings.js';

/* Weekly care: a series of dog walks or drop-in visits on fixed weekdays at one time, accepted by
 * the sitter once. Each occurrence is a booking of its own (docs/bookings.md, "Weekly care"). */

/** The services a series can repeat: the ones done in a visit at a time of day. */
export const SERIES_SERVICES = ['dog_walking', 'drop_in'] as const;
export type SeriesService = (typeof SERIES_SERVICES)[number];

/** How far ahead the occurrences of an active series exist as bookings (created by a sweep). */
export const SERIES_HORIZON_DAYS = 28;
/** Each week's occurrences (Monday to Sunday in the sitter's zone) are charged this many days before the week starts. */
export const SERIES_CHARGE_DAYS_AHEAD = 2;
/** The longest series: its last occurrence is at most this many weeks after its start date. */
export const SERIES_MAX_WEEKS = 26;
/** The most occurrences a series may ask for (every day for SERIES_MAX_WEEKS weeks). */
export const SERIES_MAX_OCCURRENCES = SERIES_MAX_WEEKS * 7;
/** How long one occurrence takes from its start time: a walk an hour, a drop-in visit half an hour. */
export const SERIES_OCCURRENCE_MINUTES: Readonly<Record<SeriesService, number>> = Object.freeze({ dog_walking: 60, drop_in: 30 });
/** The most series GET /api/series lists (newest first). */
export const SERIES_LIST_LIMIT = 50;

/**
 * requested (waiting for the sitter) → active (accepted) ⇄ paused (by the owner, or a refused
 * charge) → ended; or requested → declined | expired (unanswered by its respond-by time).
 */
export const SERIES_STATUSES = ['requested', 'active', 'paused', 'declined', 'expired', 'ended'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** Why a series is paused. */
export const SERIES_PAUSE_REASONS = ['owner', 'charge_failed'] as const;
export type SeriesPauseReason = (typeof SERIES_PAUSE_REASONS)[number];

/** What the viewer may do to a series now (the API decides; the app shows exactly these). */
export const SERIES_ACTIONS = ['accept', 'decline', 'skip', 'pause', 'resume', 'end'] as const;
export type SeriesAction = (typeof SERIES_ACTIONS)[number];

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const SERIES_WEEKDAY_LABELS: Readonly<Record<number, string>> = Object.freeze({
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
});

/** POST /api/series: `endDate` or `occurrences` (not both); neither runs until ended. `time` is HH:MM in the sitter's zone. */
export interface CreateSeriesInput {
  sitterId: string;
  service: SeriesService;
  weekdays: number[];
  time: string;
  startDate: string;
  endDate?: string;
  occurrences?: number;
  petIds: string[];
  message: string;
}

/** POST /api/series/:id/skip. */
export interface SkipSeriesInput {
  date: string;
}

/**
 * One date of a series: `booked` with its booking (its own status), `planned` (beyond the horizon
 * or not created yet), `skipped` by the owner, or `conflict` (the sitter's calendar was taken, or
 * the booking could not be made: `reason` says why).
 */
export interface SeriesOccurrence {
  date: string;
  state: 'booked' | 'planned' | 'skipped' | 'conflict';
  bookingId: string | null;
  bookingStatus: BookingStatus | null;
  totalCents: number | null;
  reason: string | null;
}

/** A date the sitter's calendar already takes, listed before they accept. */
export interface SeriesConflict {
  date: string;
  reason: string;
}

/** A series as one of its parties sees it (GET /api/series lists these). */
export interface SeriesSummary {
  id: string;
  viewerRole: 'owner' | 'sitter';
  owner: { id: string; firstName: string };
  sitter: { id: string; firstName: string };
  service: SeriesService;
  weekdays: number[];
  time: string;
  endTime: string;
  timeZone: string;
  startDate: string;
  endDate: string | null;
  occurrences: number | null;
  /** The last date of the series (its end date, or the date of its last occurrence), null while open-ended. */
  lastDate: string | null;
  status: SeriesStatus;
  pausedReason: SeriesPauseReason | null;
  /** The sitter's current price of one occurrence (the weeks not yet charged are charged at it). */
  unitPriceCents: number;
  respondBy: string;
  createdAt: string;
  actions: SeriesAction[];
  /** The next date to come (not skipped, not in conflict) while the series is requested, active or paused; null otherwise. */
  nextDate: string | null;
}

/** GET /api/series/:id. */
export interface Series extends SeriesSummary {
  pets: { id: string; name: string }[];
  message: string | null;
  /** Occurrences from today over the next two horizons, and the ones already booked. */
  upcoming: SeriesOccurrence[];
  /** While requested: the dates the sitter's calendar already takes. */
  conflicts: SeriesConflict[];
}

/** GET /api/series. */
export interface SeriesListResponse {
  series: SeriesSummary[];
}

/** The id in /series/new: the form that asks a sitter for weekly care. */
export const NEW_SERIES_ID = 'new';

/** /series/new?sitterId={sitterId}: the weekly care form for one sitter. */
export function newSeriesPath(sitterId: string): string {
  return `/series/${NEW_SERIES_ID}?sitterId=${encodeURIComponent(sitterId)}`;
}
