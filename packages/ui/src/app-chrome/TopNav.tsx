'use client';

import * as React from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { ThemeToggle } from '../theme';
import { ChromeLink } from './ChromeLink';
import { MobileMenu } from './MobileMenu';
import { NavLinkItem } from './NavLinkItem';
import { UserMenuButton } from './UserMenuButton';
import type { ChromeLinkComponent, ChromeUser, NavLink } from './types';

export interface TopNavProps {
  /** The wordmark's text: your product's name (also its accessible name, a link to `homeHref`). */
  brandName: string;
  /**
   * The logo before the name, decorative, as an element (it crosses from server to client
   * components): e.g. `<PawPrint aria-hidden="true" className="size-6" />`. None by default.
   */
  logo?: React.ReactNode;
  /** The main navigation, in order. Links with `appearance` `button` or `primary` sit at the end as buttons. */
  links: readonly NavLink[];
  /** The signed-in user (shows the user menu), or none. */
  user?: ChromeUser | null;
  /** The signed-in user's menu items (before Log out). */
  userMenuLinks?: readonly NavLink[];
  currentPath?: string;
  /** The app's router link; default: a plain <a>. */
  linkComponent?: ChromeLinkComponent;
  /** E.g. <NotificationPopover .../>. */
  notificationSlot?: React.ReactNode;
  /** Defaults to <ThemeToggle/> (needs a ThemeProvider); pass null to hide it. */
  themeToggle?: React.ReactNode;
  /** Where Log out goes (a real page load, never a router link); no Log out item without it. */
  logoutHref?: string;
  /** Where the wordmark links to. */
  homeHref?: string;
  className?: string;
}

/**
 * The site header: wordmark, main navigation with count badges, theme toggle, notifications and user menu.
 *
 * Keyboard: a `banner` with the `navigation` Main; below the container's wide breakpoint the links
 * move into the MobileMenu button (a Sheet). Screen readers: counts are part of the link names
 * ("Messages 5 unread"), the current page has `aria-current="page"`.
 */
export function TopNav({
  brandName,
  logo,
  links,
  user,
  userMenuLinks = [],
  currentPath,
  linkComponent,
  notificationSlot,
  themeToggle,
  logoutHref,
  homeHref = '/',
  className,
}: TopNavProps): React.JSX.Element {
  // The first button pushes the buttons to the end of the bar.
  const firstButton = links.findIndex((link) => isButton(link));
  return (
    <header
      data-slot="top-nav"
      className={cn(
        'pp:@container pp:sticky pp:top-0 pp:z-40 pp:w-full pp:border-b pp:border-border pp:bg-background pp:text-foreground',
        className,
      )}
    >
      <div data-slot="top-nav-bar" className="pp:mx-auto pp:flex pp:h-16 pp:max-w-7xl pp:items-center pp:gap-2 pp:px-4">
        <ChromeLink
          data-slot="top-nav-home-link"
          linkComponent={linkComponent}
          href={homeHref}
          className="pp:mr-2 pp:inline-flex pp:items-center pp:gap-2 pp:rounded-md pp:text-xl pp:font-bold pp:tracking-tight pp:text-primary pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring"
        >
          {logo}
          {brandName}
        </ChromeLink>
        {links.length > 0 ? (
          <nav data-slot="top-nav-links" aria-label="Main" className="pp:hidden pp:flex-1 pp:items-center pp:gap-1 pp:@5xl:flex">
            {links.map((link, index) =>
              isButton(link) ? (
                <ChromeLink
                  key={link.href}
                  data-slot="top-nav-button-link"
                  linkComponent={linkComponent}
                  reloadDocument={link.reloadDocument}
                  href={link.href}
                  data-appearance={link.appearance}
                  className={cn(
                    buttonVariants({ variant: link.appearance === 'primary' ? 'default' : 'ghost', size: 'sm' }),
                    index === firstButton ? 'pp:ml-auto' : 'pp:ml-1',
                  )}
                >
                  {link.label}
                </ChromeLink>
              ) : (
                <NavLinkItem key={link.href} link={link} currentPath={currentPath} linkComponent={linkComponent} />
              ),
            )}
          </nav>
        ) : (
          <div data-slot="top-nav-spacer" className="pp:hidden pp:flex-1 pp:@5xl:block" />
        )}
        <div data-slot="top-nav-actions" className="pp:ml-auto pp:flex pp:items-center pp:gap-1 pp:@5xl:ml-2">
          {themeToggle === undefined ? <ThemeToggle /> : themeToggle}
          {notificationSlot}
          {user ? (
            <DeferredUserMenu
              user={user}
              links={userMenuLinks}
              linkComponent={linkComponent}
              logoutHref={logoutHref}
              className="pp:hidden pp:@5xl:inline-flex"
            />
          ) : null}
          <MobileMenu
            links={links}
            user={user}
            userMenuLinks={userMenuLinks}
            currentPath={currentPath}
            linkComponent={linkComponent}
            logoutHref={logoutHref}
            className="pp:@5xl:hidden"
          />
        </div>
      </div>
    </header>
  );
}

/*
 * The user menu (a dropdown with its positioning library) is for signed-in users only: loaded on
 * demand, so a visitor's first page does not download it. Until it arrives a look-alike trigger
 * stands in; pressing it opens the menu as soon as it is there.
 */
const LazyUserMenu = React.lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

function LoadingUserMenu(props: React.ComponentProps<typeof UserMenuButton> & { onOpenRequest: () => void }) {
  const { onOpenRequest, ...rest } = props;
  return <UserMenuButton {...rest} aria-haspopup="menu" onClick={onOpenRequest} />;
}

function DeferredUserMenu(props: Omit<React.ComponentProps<typeof LazyUserMenu>, 'defaultOpen'>) {
  const [wantsOpen, setWantsOpen] = React.useState(false);
  return (
    <React.Suspense fallback={<LoadingUserMenu user={props.user} className={props.className} onOpenRequest={() => setWantsOpen(true)} />}>
      <LazyUserMenu {...props} defaultOpen={wantsOpen} />
    </React.Suspense>
  );
}

function isButton(link: NavLink): boolean {
  return link.appearance === 'button' || link.appearance === 'primary';
}
