export type { ChromeLinkProps, ChromeLinkComponent, ChromeUser, NavLink, NavLinkBadge, NavLinkAppearance } from './types';
export { NAV_LINK_APPEARANCES } from './types';
export { isCurrentPath } from './current-path';
export { TopNav, type TopNavProps } from './TopNav';
export { Footer, type FooterProps } from './Footer';
export { MobileMenu, type MobileMenuProps } from './MobileMenu';
export { UserMenu, type UserMenuProps } from './UserMenu';
