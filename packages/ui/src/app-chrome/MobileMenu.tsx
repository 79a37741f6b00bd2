import * as React from 'react';
import { LogOut, Menu, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { UserAvatar, getFullName } from '../avatar';
import { Button, buttonVariants } from '../button';
import { Dialog, DialogClose, DialogDescription, DialogOverlay, DialogPortal, DialogTitle, DialogTrigger } from '../dialog';
import { cn } from '../lib/cn';
import { NavLinkItem } from './NavLinkItem';
import { PlainLink } from './ChromeLink';
import type { ChromeLinkComponent, ChromeUser, NavLink } from './types';

export interface MobileMenuProps {
  /** The main navigation, listed as links (appearance is ignored here). */
  links: readonly NavLink[];
  user?: ChromeUser | null;
  /** The signed-in user's menu items (before Log out). */
  userMenuLinks?: readonly NavLink[];
  currentPath?: string;
  linkComponent?: ChromeLinkComponent;
  /** Where Log out goes (a real page load); no Log out item without it. */
  logoutHref?: string;
  className?: string;
}

/** The narrow-screen menu: a side sheet mirroring the nav, with the user's name, email and menu items. */
export function MobileMenu({
  links, user, userMenuLinks = [], currentPath, linkComponent, logoutHref, className,
}: MobileMenuProps) {
  const [open, setOpen] = React.useState(false);
  const close = React.useCallback(() => setOpen(false), []);
  const name = user ? getFullName(user.firstName, user.lastName) : '';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className={className}>
          <Menu aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-slot="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex h-full w-3/4 max-w-sm flex-col gap-4 overflow-y-auto border-l border-border bg-background p-6 text-foreground shadow-lg outline-none"
        >
          <div className="flex items-center justify-between">
            <DialogTitle>Menu</DialogTitle>
            <DialogClose asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </DialogClose>
          </div>
          <DialogDescription className="sr-only">Site navigation{user ? ' and your account' : ''}</DialogDescription>
          {user ? (
            <div data-slot="mobile-menu-user" className="flex items-center gap-3 rounded-lg bg-muted p-3">
              <UserAvatar src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
              <div className="min-w-0">
                {name ? <p className="truncate text-sm font-semibold">{name}</p> : null}
                {user.email ? <p className="truncate text-xs text-muted-foreground">{user.email}</p> : null}
              </div>
            </div>
          ) : null}
          {links.length > 0 ? (
            <nav aria-label="Mobile" className="flex flex-col gap-1">
              {links.map((link) => (
                <NavLinkItem
                  key={link.href}
                  link={link}
                  currentPath={currentPath}
                  linkComponent={linkComponent}
                  onClick={close}
                  className="justify-between"
                />
              ))}
            </nav>
          ) : null}
          {user ? (
            <div data-slot="mobile-menu-account" className="flex flex-col gap-1 border-t border-border pt-4">
              {userMenuLinks.map((link) => (
                <NavLinkItem key={link.href} link={link} currentPath={currentPath} linkComponent={linkComponent} onClick={close} />
              ))}
              {logoutHref ? (
                <PlainLink href={logoutHref} className={cn(buttonVariants({ variant: 'ghost' }), 'justify-start px-3 text-muted-foreground')}>
                  <LogOut aria-hidden="true" />
                  Log out
                </PlainLink>
              ) : null}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  );
}
