'use client';

import { CountBadge, formatCount } from '../badge';
import { cn } from '../lib/cn';
import { ChromeLink } from './ChromeLink';
import { isCurrentPath } from './current-path';
import type { ChromeLinkComponent, NavLink } from './types';

export interface NavLinkItemProps {
  link: NavLink;
  currentPath?: string;
  linkComponent?: ChromeLinkComponent;
  onClick?: () => void;
  className?: string;
}

/** One navigation link with its count badge, marked aria-current on its own page. */
export function NavLinkItem({ link, currentPath, linkComponent, onClick, className }: NavLinkItemProps) {
  const current = isCurrentPath(currentPath, link.href);
  const { badge } = link;
  // Spelled out so every browser reads "Messages 5 unread" (text of inline children may run together).
  const countText = badge ? formatCount(badge.count) : '';
  const accessibleName = badge && countText ? `${link.label} ${countText} ${badge.label}` : undefined;
  return (
    <ChromeLink
      data-slot="nav-link"
      linkComponent={linkComponent}
      reloadDocument={link.reloadDocument}
      href={link.href}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      aria-label={accessibleName}
      className={cn(
        'pp:inline-flex pp:items-center pp:gap-2 pp:rounded-md pp:px-3 pp:py-2 pp:text-sm pp:font-medium pp:text-muted-foreground pp:transition-colors',
        // Pressing nudges the link down a pixel, as a Button does.
        'pp:outline-none pp:hover:bg-accent pp:hover:text-accent-foreground pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:active:translate-y-px',
        'pp:aria-[current=page]:bg-accent pp:aria-[current=page]:text-accent-foreground',
        className,
      )}
    >
      {link.label}
      {/* A real space, so the visible text reads "Messages 5" (part of the name) rather than "Messages5". */}
      {countText ? ' ' : null}
      {badge ? <CountBadge count={badge.count} label={badge.label} /> : null}
    </ChromeLink>
  );
}
