/*
 * Pawpal's own details, printed by the app's footer and help pages and by the pages the API
 * renders itself (the tax invoice).
 */

/** The product's name: the wordmark and the copyright holder. */
export const COMPANY_NAME = 'Pawpal';

/** Support contact by email (the phone line is SUPPORT_PHONE, beside the incidents it serves). */
export const SUPPORT_EMAIL = 'support@pawpal.com.au';

/**
 * The copyright year of a footer: the current year in Sydney (Pawpal's home time zone), so it
 * turns over at midnight on New Year's Eve there, not in UTC. Pass the clock's time.
 */
export function footerYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(now));
}
