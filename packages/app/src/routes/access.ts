/*
 * Access and chrome rules of spec section 2, as data. The route table (AppRoutes.tsx) uses the
 * same paths; tests check both.
 */

/*
 * Sign in, sign up and log out (LOGIN_HREF, SIGNUP_HREF, LOGOUT_HREF) are browser navigations
 * to the API; their hrefs are design-system constants shared with the chrome.
 */
export { LOGIN_HREF, LOGOUT_HREF, SIGNUP_HREF } from '@pawpal/ui';

/** Home of a signed-in user by role. */
export const OWNER_HOME = '/home';
export const SITTER_HOME = '/sitter-dashboard';

/** Signed-out visitors see the top navigation and footer only in these sections and on "/". */
const SIGNED_OUT_CHROME_SECTIONS = ['/browse-services', '/booking', '/become-a-sitter', '/referral-program'];

function inSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** Nav and footer: always when signed in; signed out only on "/", the sections above and /sitter/... */
export function showsChrome(pathname: string, isAuthenticated: boolean): boolean {
  if (isAuthenticated) return true;
  return (
    pathname === '/' ||
    pathname.startsWith('/sitter/') ||
    SIGNED_OUT_CHROME_SECTIONS.some((section) => inSection(pathname, section))
  );
}
