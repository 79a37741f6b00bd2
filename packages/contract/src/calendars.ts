/* Calendars that tell the truth: each sitter's private feed (GET /api/calendar/{token}.ics, its
 * address at GET /api/sitters/me/calendar), calendars a sitter imports so their busy days block
 * availability (POST /api/sitters/me/calendars), and how fresh a sitter's availability is
 * (POST /api/sitters/me/availability/confirm). The rules are in docs/bookings.md, "Calendars that
 * tell the truth". */

// ── numbers ───────────────────────────────────────────────────────────────

/** An imported calendar given by URL is fetched again this many hours after its last attempt. */
export const CALENDAR_SYNC_HOURS = 6;
/** A sitter whose availability is unconfirmed this many days gets one reminder. */
export const AVAILABILITY_STALE_DAYS = 30;
/** Unconfirmed this many days: the sitter drops out of searches with dates until they confirm (and is told). */
export const AVAILABILITY_HIDDEN_DAYS = 45;
/** This many failed syncs in a row flag an imported calendar to its sitter. */
export const CALENDAR_SYNC_FAILURES_BEFORE_FLAG = 3;
/** Largest calendar fetched from a URL or uploaded as a file, bytes. */
export const CALENDAR_IMPORT_MAX_BYTES = 512 * 1024;
/** Longest a calendar fetch may take, start to last byte, milliseconds. */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** Most calendars one sitter may import. */
export const MAX_CALENDAR_IMPORTS = 5;
/** Longest calendar URL accepted. */
export const CALENDAR_URL_MAX_LENGTH = 2000;
/** Longest name a sitter may give an imported calendar. */
export const CALENDAR_NAME_MAX_LENGTH = 80;

// ── shapes ────────────────────────────────────────────────────────────────

/** Where an imported calendar comes from: a URL Pawpal refreshes, or a file uploaded once. */
export const CALENDAR_IMPORT_SOURCES = ['url', 'file'] as const;
export type CalendarImportSource = (typeof CALENDAR_IMPORT_SOURCES)[number];

/** One imported calendar, as its sitter sees it. */
export interface CalendarImport {
  id: string;
  source: CalendarImportSource;
  name: string;
  /** The address it is fetched from (null for a file). */
  url: string | null;
  /** Days from today on that this calendar blocks. */
  busyDays: number;
  createdAt: string;
  /** Last successful read (the upload itself for a file). */
  lastSyncedAt: string | null;
  /** Why the last fetch failed; null after a success. */
  lastError: string | null;
  consecutiveFailures: number;
  /** True after CALENDAR_SYNC_FAILURES_BEFORE_FLAG failures in a row, until a sync succeeds. */
  flagged: boolean;
  /** When the next fetch is due (null for a file). */
  nextSyncAt: string | null;
}

/** GET /api/sitters/me/calendar. */
export interface MyCalendar {
  /** The private feed's address: anyone holding it can read the sitter's bookings, so rotate it if it leaks. */
  feedUrl: string;
  imports: CalendarImport[];
  /** When the sitter last confirmed their availability (null: not yet counted). */
  availabilityConfirmedAt: string | null;
}

/** POST /api/sitters/me/calendars: exactly one of `url` (https) and `ics` (the file's text). */
export interface AddCalendarInput {
  url?: string;
  ics?: string;
  /** Shown in the list; by default the URL's host or "Uploaded calendar". */
  name?: string;
}

/** POST /api/sitters/me/availability/confirm. */
export interface AvailabilityConfirmation {
  availabilityConfirmedAt: string;
}

/** Kinds of the notices this feature sends (GET /api/notices). */
export const CALENDAR_NOTICE_KINDS = Object.freeze({
  /** To the sitter: an imported calendar failed CALENDAR_SYNC_FAILURES_BEFORE_FLAG syncs in a row. */
  importFailing: 'calendar_import_failing',
  /** To the sitter: availability unconfirmed for AVAILABILITY_STALE_DAYS. */
  availabilityStale: 'availability_stale',
  /** To the sitter: unconfirmed for AVAILABILITY_HIDDEN_DAYS, hidden from searches with dates. */
  availabilityHidden: 'availability_hidden',
});

// ── rules ─────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;

/** Whole days since `confirmedAt` (0 on the same day, never negative). */
export function daysSinceConfirmed(confirmedAt: string | Date, now: Date): number {
  const at = typeof confirmedAt === 'string' ? Date.parse(confirmedAt) : confirmedAt.getTime();
  return Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
}

/** "Availability confirmed today", "… yesterday", "… 3 days ago"; null when never confirmed. */
export function availabilityFreshness(confirmedAt: string | null, now: Date): string | null {
  if (confirmedAt === null) return null;
  const days = daysSinceConfirmed(confirmedAt, now);
  if (days === 0) return 'Availability confirmed today';
  if (days === 1) return 'Availability confirmed yesterday';
  return `Availability confirmed ${days} days ago`;
}
