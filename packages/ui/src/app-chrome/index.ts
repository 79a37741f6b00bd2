export type { ChromeLinkProps, ChromeLinkComponent, ChromeUser, NavVariant, NavBadge, NavLink, NavCounts } from './types';
export { NAV_LINKS, FOOTER_LINKS, NAV_BADGE_LABELS, getUserMenuLinks, isServerHref, isCurrentPath } from './nav-links';
export { TopNav, type TopNavProps } from './TopNav';
export { Footer, type FooterProps } from './Footer';
export { MobileMenu, type MobileMenuProps } from './MobileMenu';
export { UserMenu, type UserMenuProps } from './UserMenu';
