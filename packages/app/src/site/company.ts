/*
 * Pawpal's own details that the footer and the help and policy pages
 * show. The design system shows whatever it is given.
 */

/** The product's name: the wordmark in the top navigation and the footer, and the copyright holder. */
export const COMPANY_NAME = 'Pawpal';

/** Support contact. */
export const SUPPORT_EMAIL = 'support@pawpal.com.au';
export const SUPPORT_PHONE = '1300 729 725';
/** The phone number as a tel: link. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`;

/** The footer's copyright year. */
export const FOOTER_YEAR = 2025;
/**
 * The footer's statement: it says exactly what is verified and by whom (see
 * docs/trust.md).
 */
export const FOOTER_STATEMENT = 'Connecting pet owners with local pet sitters whose photo ID a person at Pawpal has checked.';
