/*
 * Pawpal's own details, printed by the app's footer and help pages and by the pages the API
 * renders itself (the tax invoice).
 */

/** The product's name: the wordmark and the copyright holder. */
export const COMPANY_NAME = 'Pawpal';

/** Support contact by email (the phone line is SUPPORT_PHONE, beside the incidents it serves). */
export const SUPPORT_EMAIL = 'support@pawpal.com.au';

/**
 * Sydney's offset from UTC at New Year: daylight saving (AEDT, UTC+11) runs from the first Sunday
 * in October to the first Sunday in April, so it is always on when the year turns there.
 */
const SYDNEY_NEW_YEAR_OFFSET_MS = 11 * 60 * 60 * 1000;

/**
 * The copyright year of a footer: the current year in Sydney (Pawpal's home time zone), so it
 * turns over at midnight on New Year's Eve there, not in UTC. Pass the clock's time.
 *
 * Computed without Intl: every page's footer runs this while hydrating, and the first Intl object
 * of a page starts ICU and its time-zone data, ~100 ms at a phone's 4x CPU slowdown
 * (docs/decisions/0014-first-visit-formatting.md). The year only changes at New Year, when
 * Sydney is at UTC+11, so the UTC year 11 hours on is Sydney's; the test checks it against Intl.
 */
export function footerYear(now: Date): number {
  return new Date(now.getTime() + SYDNEY_NEW_YEAR_OFFSET_MS).getUTCFullYear();
}
