import type * as React from 'react';
import { PawPrint } from 'lucide-react';
import { LOGOUT_HREF } from '../constants';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { ThemeToggle } from '../theme';
import { ChromeLink } from './ChromeLink';
import { MobileMenu } from './MobileMenu';
import { NavLinkItem } from './NavLinkItem';
import { NAV_LINKS, SIGN_UP_LABEL, isServerHref } from './nav-links';
import { UserMenu } from './UserMenu';
import type { ChromeLinkComponent, ChromeUser, NavCounts, NavVariant } from './types';

export interface TopNavProps {
  variant: NavVariant;
  user?: ChromeUser | null;
  isSitter?: boolean;
  counts?: NavCounts;
  currentPath?: string;
  /** The app's router link; default: a plain <a>. */
  linkComponent?: ChromeLinkComponent;
  /** E.g. <NotificationPopover .../>. */
  notificationSlot?: React.ReactNode;
  /** Defaults to <ThemeToggle/> (needs a ThemeProvider); pass null to hide it. */
  themeToggle?: React.ReactNode;
  /** Log out is a real page load, never a router link. */
  logoutHref?: string;
  className?: string;
}

/** The site header: wordmark, main navigation with count badges, theme toggle, notifications and user menu. */
export function TopNav({
  variant, user, isSitter = variant === 'sitter', counts, currentPath, linkComponent, notificationSlot, themeToggle,
  logoutHref = LOGOUT_HREF, className,
}: TopNavProps): React.JSX.Element {
  const links = user && variant === 'visitor' ? [] : NAV_LINKS[variant];
  return (
    <header
      data-slot="top-nav"
      data-variant={variant}
      className={cn('@container sticky top-0 z-40 w-full border-b border-border bg-background text-foreground', className)}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <ChromeLink
          linkComponent={linkComponent}
          href="/"
          className="mr-2 inline-flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <PawPrint aria-hidden="true" className="size-6" />
          Pawpal
        </ChromeLink>
        {links.length > 0 ? (
          <nav aria-label="Main" className="hidden flex-1 items-center gap-1 @5xl:flex">
            {links.map((link) =>
              isServerHref(link.href) ? (
                <ChromeLink
                  key={link.href}
                  href={link.href}
                  className={cn(
                    buttonVariants({ variant: link.label === SIGN_UP_LABEL ? 'default' : 'ghost', size: 'sm' }),
                    link.label === SIGN_UP_LABEL ? 'ml-1' : 'ml-auto',
                  )}
                >
                  {link.label}
                </ChromeLink>
              ) : (
                <NavLinkItem key={link.href} link={link} counts={counts} currentPath={currentPath} linkComponent={linkComponent} />
              ),
            )}
          </nav>
        ) : (
          <div className="hidden flex-1 @5xl:block" />
        )}
        <div className="ml-auto flex items-center gap-1 @5xl:ml-2">
          {themeToggle === undefined ? <ThemeToggle /> : themeToggle}
          {notificationSlot}
          {user ? (
            <UserMenu
              user={user}
              isSitter={isSitter}
              linkComponent={linkComponent}
              logoutHref={logoutHref}
              className="hidden @5xl:inline-flex"
            />
          ) : null}
          <MobileMenu
            variant={variant}
            user={user}
            isSitter={isSitter}
            counts={counts}
            currentPath={currentPath}
            linkComponent={linkComponent}
            logoutHref={logoutHref}
            className="@5xl:hidden"
          />
        </div>
      </div>
    </header>
  );
}
