/*
 * Pawpal's own details that the footer and the help and policy pages
 * show. The design system shows whatever it is given.
 */
import { SUPPORT_PHONE } from '@pawpal/contract';

/** The product's name: the wordmark in the top navigation and the footer, and the copyright holder. */
export const COMPANY_NAME = 'Pawpal';

/** Support contact. */
export const SUPPORT_EMAIL = 'support@pawpal.com.au';
/** The support line lives in the contract: the API prints it on a lost pet's poster too. */
export { SUPPORT_PHONE };
/** The phone number as a tel: link. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`;

/**
 * The footer's copyright year: the current year in Sydney (Pawpal's home time zone), so the
 * footer turns over at midnight on New Year's Eve there, not in UTC.
 */
export function footerYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(now));
}
/**
 * The footer's statement: it says exactly what is verified and by whom (see
 * docs/trust.md).
 */
export const FOOTER_STATEMENT = 'Connecting pet owners with local pet sitters whose photo ID a person at Pawpal has checked.';
