'use client';

import * as React from 'react';
import { LogOut } from 'lucide-react';
import { getFullName } from '../avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { UserMenuButton } from './UserMenuButton';
import { ChromeLink, PlainLink } from './ChromeLink';
import type { ChromeLinkComponent, ChromeUser, NavLink } from './types';

export interface UserMenuProps {
  user: ChromeUser;
  /** The menu items, each with an optional icon (Log out comes after them). */
  links: readonly NavLink[];
  linkComponent?: ChromeLinkComponent;
  /** Where Log out goes (a real page load); no Log out item without it. */
  logoutHref?: string;
  className?: string;
  /** Open from the start (the trigger was pressed while this component was still loading). */
  defaultOpen?: boolean;
}

/**
 * The signed-in user's menu: their name and email, the app's items and Log out (Radix DropdownMenu).
 *
 * Keyboard: Enter, Space or Arrow Down on the avatar button opens it with focus on the first item;
 * arrows move between items, typing jumps to an item, Enter follows the focused link and closes the
 * menu, Escape closes it and returns focus to the button. Screen readers: a button named "Open user
 * menu" (`aria-haspopup="menu"`, `aria-expanded`) and a `menu` whose links are `menuitem`s (icons
 * hidden); the name and email above them are plain text, not items.
 */
export function UserMenu({ user, links, linkComponent, logoutHref, className, defaultOpen = false }: UserMenuProps) {
  const name = getFullName(user.firstName, user.lastName);
  // Router links cancel the click (client-side navigation), which also cancels Radix's own
  // close-on-select: close the menu from the link's onClick instead.
  const [open, setOpen] = React.useState(defaultOpen);
  const close = React.useCallback(() => setOpen(false), []);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="pp:w-56">
        {name || user.email ? (
          <>
            <DropdownMenuLabel className="pp:flex pp:flex-col pp:gap-0.5 pp:font-normal">
              {name ? (
                <span data-slot="user-menu-name" className="pp:truncate pp:text-sm pp:font-semibold">
                  {name}
                </span>
              ) : null}
              {user.email ? (
                <span data-slot="user-menu-email" className="pp:truncate pp:text-xs pp:text-muted-foreground">
                  {user.email}
                </span>
              ) : null}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        {links.map(({ href, label, icon: Icon, reloadDocument }) => (
          <DropdownMenuItem key={href} asChild>
            <ChromeLink linkComponent={linkComponent} reloadDocument={reloadDocument} href={href} onClick={close}>
              {Icon ? <Icon aria-hidden="true" /> : null}
              {label}
            </ChromeLink>
          </DropdownMenuItem>
        ))}
        {logoutHref ? (
          <>
            {links.length > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem asChild>
              <PlainLink href={logoutHref}>
                <LogOut aria-hidden="true" />
                Log out
              </PlainLink>
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
