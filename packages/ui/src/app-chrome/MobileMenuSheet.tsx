'use client';

import * as React from 'react';
import { LogOut, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { UserAvatar, getFullName } from '../avatar';
import { Button, buttonVariants } from '../button';
import { Dialog, DialogClose, DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from '../dialog';
import { cn } from '../lib/cn';
import { NavLinkItem } from './NavLinkItem';
import { PlainLink } from './ChromeLink';
import type { MobileMenuProps } from './MobileMenu';

export interface MobileMenuSheetProps extends Omit<MobileMenuProps, 'className'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the sheet closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** MobileMenu's side sheet, loaded the first time the menu opens. */
export function MobileMenuSheet({
  links,
  user,
  userMenuLinks = [],
  currentPath,
  linkComponent,
  logoutHref,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileMenuSheetProps) {
  const close = React.useCallback(() => onOpenChange(false), [onOpenChange]);
  const name = user ? getFullName(user.firstName, user.lastName) : '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          data-slot="mobile-menu"
          className="pp:fixed pp:inset-y-0 pp:right-0 pp:z-50 pp:flex pp:h-full pp:w-3/4 pp:max-w-sm pp:flex-col pp:gap-4 pp:overflow-y-auto pp:border-l pp:border-border pp:bg-background pp:p-6 pp:text-foreground pp:shadow-lg pp:outline-none"
        >
          <div data-slot="mobile-menu-header" className="pp:flex pp:items-center pp:justify-between">
            <DialogTitle>Menu</DialogTitle>
            <DialogClose asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </DialogClose>
          </div>
          <DialogDescription className="pp:sr-only">Site navigation{user ? ' and your account' : ''}</DialogDescription>
          {user ? (
            <div data-slot="mobile-menu-user" className="pp:flex pp:items-center pp:gap-3 pp:rounded-lg pp:bg-muted pp:p-3">
              <UserAvatar src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
              <div data-slot="mobile-menu-user-details" className="pp:min-w-0">
                {name ? (
                  <p data-slot="mobile-menu-user-name" className="pp:truncate pp:text-sm pp:font-semibold">
                    {name}
                  </p>
                ) : null}
                {user.email ? (
                  <p data-slot="mobile-menu-user-email" className="pp:truncate pp:text-xs pp:text-muted-foreground">
                    {user.email}
                  </p>
                ) : null}
              </div>
            </div>
          ) : null}
          {links.length > 0 ? (
            <nav data-slot="mobile-menu-links" aria-label="Mobile" className="pp:flex pp:flex-col pp:gap-1">
              {links.map((link) => (
                <NavLinkItem
                  key={link.href}
                  link={link}
                  currentPath={currentPath}
                  linkComponent={linkComponent}
                  onClick={close}
                  className="pp:justify-between"
                />
              ))}
            </nav>
          ) : null}
          {user ? (
            <div data-slot="mobile-menu-account" className="pp:flex pp:flex-col pp:gap-1 pp:border-t pp:border-border pp:pt-4">
              {userMenuLinks.map((link) => (
                <NavLinkItem key={link.href} link={link} currentPath={currentPath} linkComponent={linkComponent} onClick={close} />
              ))}
              {logoutHref ? (
                <PlainLink
                  data-slot="mobile-menu-logout"
                  href={logoutHref}
                  className={cn(buttonVariants({ variant: 'ghost' }), 'pp:justify-start pp:px-3 pp:text-muted-foreground')}
                >
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
