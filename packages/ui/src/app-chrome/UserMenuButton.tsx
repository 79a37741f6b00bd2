import type * as React from 'react';
import { UserAvatar } from '../avatar';
import { Button } from '../button';
import { cn } from '../lib/cn';
import type { ChromeUser } from './types';

/** The user menu's trigger; TopNav shows it on its own while the menu's code loads. */
export function UserMenuButton({
  user,
  className,
  ...props
}: { user: ChromeUser; className?: string } & React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Open user menu" className={cn('pp:rounded-full', className)} {...props}>
      <UserAvatar size="sm" src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
    </Button>
  );
}
