import { LOGIN_HREF, SIGNUP_HREF } from '../constants';
import type { NavBadge, NavLink, NavVariant } from './types';

/** The top navigation for each kind of visitor (spec section 2, Navigation). */
export const NAV_LINKS: Record<NavVariant, NavLink[]> = {
  visitor: [
    { label: 'Become a Sitter', href: '/become-a-sitter' },
    { label: 'Referral Program', href: '/referral-program' },
    { label: 'Sign In', href: LOGIN_HREF },
    { label: 'Sign Up', href: SIGNUP_HREF },
  ],
  owner: [
    { label: 'Home', href: '/home' },
    { label: 'My Pets', href: '/pet-profiles' },
    { label: 'Find Sitters', href: '/browse-services' },
    { label: 'Bookings', href: '/bookings' },
    { label: 'Messages', href: '/chat', badge: 'unreadMessages' },
  ],
  sitter: [
    { label: 'Dashboard', href: '/sitter-dashboard' },
    { label: 'Bookings', href: '/bookings', badge: 'pendingBookings' },
    { label: 'Messages', href: '/chat', badge: 'unreadMessages' },
    { label: 'Find Sitters', href: '/browse-services' },
    { label: 'My Pets', href: '/pet-profiles' },
    { label: 'Payout Settings', href: '/payout-settings' },
  ],
};

/** How each count badge is read out: "3 pending", "5 unread". */
export const NAV_BADGE_LABELS: Record<NavBadge, string> = {
  pendingBookings: 'pending',
  unreadMessages: 'unread',
};

/** Items of the signed-in user's menu (Log out is added separately: it is a browser navigation). */
export function getUserMenuLinks(isSitter: boolean): NavLink[] {
  return [
    { label: 'Profile', href: '/profile' },
    ...(isSitter ? [] : [{ label: 'Become a Sitter', href: '/sitter-registration' }]),
  ];
}

/** The footer's links (spec section 2). */
export const FOOTER_LINKS: NavLink[] = [
  { label: 'Become a Sitter', href: '/become-a-sitter' },
  { label: 'Find a Sitter', href: '/browse-services' },
  { label: 'Referral Program', href: '/referral-program' },
  { label: 'Help Center', href: '/help-centre' },
  { label: 'Safety', href: '/safety' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];

/** Links to the API (sign in, sign up, log out) must be full page loads, not router links. */
export function isServerHref(href: string): boolean {
  return href === '/api' || href.startsWith('/api/') || href.startsWith('/api?');
}

/** Whether `href` is the page at `currentPath` (or a page under it, e.g. /chat/42 under /chat). */
export function isCurrentPath(currentPath: string | undefined, href: string): boolean {
  if (!currentPath) return false;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  return path === href || path.startsWith(`${href}/`);
}

/** The visitor link styled as the primary call to action. */
export const SIGN_UP_LABEL = 'Sign Up';
