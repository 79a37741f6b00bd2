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

/** How a navigation link looks: a plain nav link, a ghost button, or the primary call to action. */
export const NAV_LINK_APPEARANCES = ['link', 'button', 'primary'] as const;
export type NavLinkAppearance = (typeof NAV_LINK_APPEARANCES)[number];

/** A count on a navigation link and what it counts ("unread", "pending"). */
export interface NavLinkBadge {
  count: number;
  label: string;
}

/**
 * One entry of a navigation the app passes to the chrome (TopNav, MobileMenu, UserMenu, Footer).
 * The design system holds no site map: the app decides the labels, hrefs and counts.
 */
export interface NavLink {
  label: string;
  href: string;
  /** A count badge (0 shows none, above 99 shows 99+), read out with its label: "Messages 5 unread". */
  badge?: NavLinkBadge;
  /** An icon before the label (user menu items). */
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
  /** Main navigation only: `button` and `primary` render as buttons pushed to the end of the bar. Default `link`. */
  appearance?: NavLinkAppearance;
  /** A full page load through a plain <a> instead of the app's link component (e.g. signing in on the server). */
  reloadDocument?: boolean;
}
