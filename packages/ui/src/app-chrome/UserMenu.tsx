import * as React from 'react';
import { LogOut, UserRound, PawPrint } from 'lucide-react';
import { LOGOUT_HREF } from '../constants';
import { UserAvatar, getFullName } from '../avatar';
import { Button } from '../button';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '../dropdown-menu';
import { cn } from '../lib/cn';
import { ChromeLink, PlainLink } from './ChromeLink';
import { getUserMenuLinks } from './nav-links';
import type { ChromeLinkComponent, ChromeUser } from './types';

export interface UserMenuProps {
  user: ChromeUser;
  isSitter?: boolean;
  linkComponent?: ChromeLinkComponent;
  logoutHref?: string;
  className?: string;
}

const ICONS: Record<string, typeof UserRound> = { '/profile': UserRound, '/sitter-registration': PawPrint };

/** The signed-in user's menu: Profile, Become a Sitter (non-sitters) and Log out. */
export function UserMenu({ user, isSitter = false, linkComponent, logoutHref = LOGOUT_HREF, className }: UserMenuProps) {
  const name = getFullName(user.firstName, user.lastName);
  // Router links cancel the click (client-side navigation), which also cancels Radix's own
  // close-on-select: close the menu from the link's onClick instead.
  const [open, setOpen] = React.useState(false);
  const close = React.useCallback(() => setOpen(false), []);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open user menu" className={cn('rounded-full', className)}>
          <UserAvatar size="sm" src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {name || user.email ? (
          <>
            <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
              {name ? <span className="truncate text-sm font-semibold">{name}</span> : null}
              {user.email ? <span className="truncate text-xs text-muted-foreground">{user.email}</span> : null}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        {getUserMenuLinks(isSitter).map((link) => {
          const Icon = ICONS[link.href];
          return (
            <DropdownMenuItem key={link.href} asChild>
              <ChromeLink linkComponent={linkComponent} href={link.href} onClick={close}>
                {Icon ? <Icon aria-hidden="true" /> : null}
                {link.label}
              </ChromeLink>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <PlainLink href={logoutHref}>
            <LogOut aria-hidden="true" />
            Log out
          </PlainLink>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
