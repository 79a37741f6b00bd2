/*
 * Pawpal's own details that the footer and the help and policy pages
 * show. The design system shows whatever it is given.
 */
import { COMPANY_NAME, footerYear as contractFooterYear, SUPPORT_EMAIL, SUPPORT_PHONE } from '@pawpal/contract';

/**
 * The product's name, the support contact and the footer's year live in the contract: the API
 * prints them on the pages it renders (the tax invoice).
 */
export { COMPANY_NAME, SUPPORT_EMAIL, SUPPORT_PHONE };
/** The phone number as a tel: link. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`;

/** The footer's copyright year (the contract's rule), by default now. */
export function footerYear(now: Date = new Date()): number {
  return contractFooterYear(now);
}
/**
 * The footer's statement: it says exactly what is verified and by whom (see
 * docs/trust.md).
 */
export const FOOTER_STATEMENT = 'Connecting pet owners with local pet sitters whose photo ID a person at Pawpal has checked.';
