import type * as React from 'react';
import { PawPrint, UserRound } from 'lucide-react';
import { fn } from 'storybook/test';
import type { FooterProps } from './Footer';
import type { ChromeLinkProps, ChromeUser, NavLink } from './types';

/** Records router navigations in stories instead of leaving the story iframe. */
export const navigate = fn().mockName('navigate');

/** A stand-in for the app's router link: an <a> that reports its href to `navigate`. */
export function StoryLink({
  href,
  onClick,
  ...props
}: ChromeLinkProps & Omit<React.ComponentProps<'a'>, 'onClick'> & { onClick?: (event?: React.MouseEvent) => void }) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
    />
  );
}

export const OLIVIA: ChromeUser = {
  firstName: 'Olivia',
  lastName: 'Nguyen',
  email: 'olivia.nguyen@example.com',
  profileImageUrl: null,
};

export const JACK_SITTER: ChromeUser = {
  firstName: 'Jack',
  lastName: 'Taylor',
  email: 'jack.taylor@example.com',
  profileImageUrl: null,
};

/*
 * Sample site content for the stories. The design system holds no site map: the app passes its
 * own links, contact and year (packages/app/src/site). These are example data only.
 */

/** The sample wordmark for TopNav: a name and a decorative logo element. */
export const SAMPLE_BRAND = { brandName: 'Pawpal', logo: <PawPrint aria-hidden="true" className="pp:size-6" /> };

export const VISITOR_LINKS: NavLink[] = [
  { label: 'Become a Sitter', href: '/become-a-sitter' },
  { label: 'Referral Program', href: '/referral-program' },
  { label: 'Sign In', href: '/api/login', appearance: 'button', reloadDocument: true },
  { label: 'Sign Up', href: '/api/login?mode=signup', appearance: 'primary', reloadDocument: true },
];

/** Sample counts: unread messages and pending bookings. */
export interface SampleCounts {
  unreadMessages?: number;
  pendingBookings?: number;
}

export function ownerLinks({ unreadMessages = 0 }: SampleCounts = {}): NavLink[] {
  return [
    { label: 'Home', href: '/home' },
    { label: 'My Pets', href: '/pet-profiles' },
    { label: 'Find Sitters', href: '/browse-services' },
    { label: 'Bookings', href: '/bookings' },
    { label: 'Messages', href: '/chat', badge: { count: unreadMessages, label: 'unread' } },
  ];
}

export function sitterLinks({ unreadMessages = 0, pendingBookings = 0 }: SampleCounts = {}): NavLink[] {
  return [
    { label: 'Dashboard', href: '/sitter-dashboard' },
    { label: 'Bookings', href: '/bookings', badge: { count: pendingBookings, label: 'pending' } },
    { label: 'Messages', href: '/chat', badge: { count: unreadMessages, label: 'unread' } },
    { label: 'Find Sitters', href: '/browse-services' },
    { label: 'My Pets', href: '/pet-profiles' },
    { label: 'Payout Settings', href: '/payout-settings' },
  ];
}

export const OWNER_MENU_LINKS: NavLink[] = [
  { label: 'Profile', href: '/profile', icon: UserRound },
  { label: 'Become a Sitter', href: '/sitter-registration', icon: PawPrint },
];
export const SITTER_MENU_LINKS: NavLink[] = [{ label: 'Profile', href: '/profile', icon: UserRound }];

export const SAMPLE_LOGOUT_HREF = '/api/logout';

export const FOOTER_SAMPLE = {
  statement: 'Connecting pet owners with trusted, verified pet sitters in their local area.',
  links: [
    { label: 'Become a Sitter', href: '/become-a-sitter' },
    { label: 'Find a Sitter', href: '/browse-services' },
    { label: 'Referral Program', href: '/referral-program' },
    { label: 'Help Center', href: '/help-centre' },
    { label: 'Safety', href: '/safety' },
    { label: 'Terms of Service', href: '/terms-of-service' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
  ],
  supportEmail: 'support@pawpal.com.au',
  supportPhone: '1300 729 725',
  year: 2025,
  brandName: 'Pawpal',
  logo: <PawPrint aria-hidden="true" className="pp:size-5" />,
} satisfies Pick<FooterProps, 'brandName' | 'logo' | 'statement' | 'links' | 'supportEmail' | 'supportPhone' | 'year'>;
