import { ROUTES, paths } from '@pawpal/contract';

/*
 * Chrome rules, as data: where a signed-out visitor sees the top navigation
 * and footer. The route table (AppRoutes.tsx) declares the same paths from the contract's ROUTES;
 * tests check both.
 */

/**
 * Signed-out visitors see the top navigation and footer only in these sections and on "/". The
 * password-reset page (not a spec page) has them too: a visitor landing there from an email
 * still needs the way back to the site.
 */
const SIGNED_OUT_CHROME_SECTIONS = [
  paths.browseServices(),
  paths.booking(),
  ROUTES.becomeASitter,
  ROUTES.referralProgram,
  ROUTES.resetPassword,
];

function inSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** Nav and footer: always when signed in; signed out only on "/", the sections above and /sitter/... */
export function showsChrome(pathname: string, isAuthenticated: boolean): boolean {
  if (isAuthenticated) return true;
  return (
    pathname === ROUTES.root ||
    pathname.startsWith('/sitter/') ||
    SIGNED_OUT_CHROME_SECTIONS.some((section) => inSection(pathname, section))
  );
}
