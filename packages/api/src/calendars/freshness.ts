import { AVAILABILITY_HIDDEN_DAYS } from '@pawpal/contract';

const DAY_MS = 86_400_000;

/**
 * The one rule of who a search with dates shows (docs/bookings.md, "Calendars that tell the
 * truth"): a sitter whose availability was confirmed within AVAILABILITY_HIDDEN_DAYS of
 * `cutoffParam`'s instant (hiddenCutoff), or not counted yet (a new profile until the freshness
 * sweep stamps it). One comparison on a column of the row search already reads: no join, no probe.
 */
export function freshForDatedSearchSql(profile: string, cutoffParam: string): string {
  return `(${profile}.availability_confirmed_at IS NULL OR ${profile}.availability_confirmed_at > ${cutoffParam}::timestamptz)`;
}

/** The instant before which a confirmation no longer counts for searches with dates. */
export function hiddenCutoff(now: Date): Date {
  return new Date(now.getTime() - AVAILABILITY_HIDDEN_DAYS * DAY_MS);
}
