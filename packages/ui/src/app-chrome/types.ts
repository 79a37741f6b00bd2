import type * as React from 'react';

/**
 * Props the chrome passes to the app's link component. Render an <a> and pass any further
 * props through (Radix adds `role`, `tabIndex`, handlers and `ref` to menu items).
 */
export type ChromeLinkProps = {
  href: string;
  className?: string;
  children?: React.ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page';
};

/** The app's router link (so @pawpal/ui does not depend on a router). */
export type ChromeLinkComponent = React.ComponentType<ChromeLinkProps>;

/** The signed-in user as the chrome shows them. */
export interface ChromeUser {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

/** Which navigation to show: logged out, pet owner, or sitter. */
export type NavVariant = 'visitor' | 'owner' | 'sitter';

/** Counts shown as badges on nav links. */
export type NavBadge = 'pendingBookings' | 'unreadMessages';

export interface NavLink {
  label: string;
  href: string;
  badge?: NavBadge;
}

export type NavCounts = Partial<Record<NavBadge, number>>;
