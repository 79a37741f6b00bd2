'use client';

import * as React from 'react';
import { Menu } from 'lucide-react';
import { Button } from '../button';
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

/*
 * The sheet (a modal dialog with its focus trap and scroll lock) is loaded the first time the
 * menu opens, so a page's first visit does not download it; the button is here from the start.
 */
const loadSheet = async () => ({ default: (await import('./MobileMenuSheet')).MobileMenuSheet });
const MobileMenuSheet = React.lazy(loadSheet);

/**
 * The narrow-screen menu: a side sheet mirroring the nav, with the user's name, email and menu items.
 *
 * Keyboard: Enter or Space on the menu button opens the sheet and moves focus into it; Tab stays
 * inside while it is open; Escape, the "Close menu" button or choosing a link closes it, and focus
 * returns to the menu button. Screen readers: a button named "Open menu" (`aria-haspopup="dialog"`,
 * `aria-expanded`) opening a modal `dialog` named "Menu" and described as the site navigation (and
 * your account); its links sit in a `navigation` named Mobile, the current page has
 * `aria-current="page"`, counts are part of the link names; the page behind is hidden from them
 * while it is open.
 */
export function MobileMenu({ className, ...props }: MobileMenuProps) {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className={className}
        // Start loading on the way to a press.
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {used ? (
        <React.Suspense fallback={null}>
          <MobileMenuSheet {...props} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </React.Suspense>
      ) : null}
    </>
  );
}
