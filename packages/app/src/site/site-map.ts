import { ROUTES, appealPaths, loginHref, paths } from '@pawpal/contract';
import type { NavLink } from '@pawpal/ui';
import { PawPrint, Scale, ShieldCheck, UserRound } from 'lucide-react';

/*
 * The site map the chrome shows: the top navigation for each kind
 * of visitor, the signed-in user's menu and the footer's links. @pawpal/ui renders whatever
 * links it is given; these are Pawpal's.
 */

/** Which navigation to show: signed out, pet owner, or sitter. */
export type NavAudience = 'visitor' | 'owner' | 'sitter';

/** The counts shown as badges on the navigation. */
export interface NavCounts {
  unreadMessages?: number;
  pendingBookings?: number;
}

/** How the count badges are read out: "Messages 5 unread", "Bookings 3 pending". */
const UNREAD = 'unread';
const PENDING = 'pending';

/**
 * The top navigation of `audience`, with the counts as badges. A visitor's Sign In and Sign Up
 * come back to `returnTo` (the page they are on, path and query) once signed in, when it is a
 * safe return path (contract's safeReturnPath).
 */
export function mainNavLinks(audience: NavAudience, counts: NavCounts = {}, returnTo?: string): NavLink[] {
  const messages: NavLink = {
    label: 'Messages',
    href: paths.chat(),
    badge: { count: counts.unreadMessages ?? 0, label: UNREAD },
  };
  switch (audience) {
    case 'visitor':
      return [
        { label: 'Become a Sitter', href: ROUTES.becomeASitter },
        { label: 'Referral Program', href: ROUTES.referralProgram },
        // Sign in and sign up are browser navigations to the API, never router links.
        { label: 'Sign In', href: loginHref(returnTo), appearance: 'button', reloadDocument: true },
        { label: 'Sign Up', href: loginHref(returnTo, 'signup'), appearance: 'primary', reloadDocument: true },
      ];
    case 'owner':
      return [
        { label: 'Home', href: paths.home() },
        { label: 'My Pets', href: paths.petProfiles() },
        { label: 'Find Sitters', href: paths.browseServices() },
        { label: 'Bookings', href: paths.bookings() },
        messages,
      ];
    case 'sitter':
      return [
        { label: 'Dashboard', href: paths.sitterDashboard() },
        // Visits due today: check in, tasks, photos, check out (a phone screen).
        { label: 'Today', href: paths.careToday() },
        { label: 'Bookings', href: paths.bookings(), badge: { count: counts.pendingBookings ?? 0, label: PENDING } },
        messages,
        { label: 'Find Sitters', href: paths.browseServices() },
        { label: 'My Pets', href: paths.petProfiles() },
        { label: 'Payout Settings', href: ROUTES.payoutSettings },
      ];
  }
}

/**
 * Where a signed-in user's home is: the admin console for an admin (signing in lands there), the
 * sitter dashboard for a sitter, /home for an owner.
 */
export function roleHome(isSitter: boolean, isAdmin = false): string {
  if (isAdmin) return ROUTES.admin;
  return isSitter ? paths.sitterDashboard() : paths.home();
}

/**
 * The signed-in user's menu (Log out is added by the chrome: it is a browser navigation); admins
 * also get the admin console. Everyone can reach the decisions made about them and appeal them
 * (docs/appeals.md).
 */
export function userMenuLinks(isSitter: boolean, isAdmin = false): NavLink[] {
  return [
    { label: 'Profile', href: paths.profile(), icon: UserRound },
    { label: 'Decisions and appeals', href: appealPaths.decisions, icon: Scale },
    ...(isSitter ? [] : [{ label: 'Become a Sitter', href: paths.sitterRegistration(), icon: PawPrint }]),
    ...(isAdmin ? [{ label: 'Admin console', href: ROUTES.admin, icon: ShieldCheck }] : []),
  ];
}

/** The footer's links: the published community rules and how reliability is counted are public pages. */
export const FOOTER_LINKS: readonly NavLink[] = Object.freeze([
  { label: 'Become a Sitter', href: ROUTES.becomeASitter },
  { label: 'Find a Sitter', href: paths.browseServices() },
  { label: 'Referral Program', href: ROUTES.referralProgram },
  { label: 'Help Center', href: ROUTES.helpCentre },
  { label: 'Safety', href: ROUTES.safety },
  { label: 'Community Rules', href: appealPaths.communityRules },
  { label: 'How Reliability Works', href: ROUTES.reliability },
  { label: 'Terms of Service', href: ROUTES.termsOfService },
  { label: 'Privacy Policy', href: ROUTES.privacyPolicy },
]);
