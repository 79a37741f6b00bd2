'use client';

import type * as React from 'react';
import { Check } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/**
 * A menu of actions opened from a trigger (Radix DropdownMenu root).
 *
 * Keyboard: Enter, Space or Arrow Down on the trigger opens it; arrows move between items, typing
 * jumps to an item, Enter selects, Escape closes and returns focus to the trigger. Screen readers:
 * a menu button (`aria-haspopup`, `aria-expanded`) and a `menu` of `menuitem`s.
 */
export function DropdownMenu(props: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root data-slot="dropdown-menu" {...props} />;
}

/** The button that opens the menu; use `asChild` to keep your own button. */
export function DropdownMenuTrigger(props: React.ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

/** The menu panel, portaled to the body. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'pp:z-50 pp:min-w-48 pp:overflow-hidden pp:rounded-md pp:border pp:border-border pp:bg-popover pp:p-1 pp:text-popover-foreground pp:shadow-md',
          'pp:max-h-(--radix-dropdown-menu-content-available-height) pp:origin-(--radix-dropdown-menu-content-transform-origin)',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/** A group of related items. */
export function DropdownMenuGroup(props: React.ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

const itemClasses = [
  'pp:relative pp:flex pp:cursor-default pp:select-none pp:items-center pp:gap-2 pp:rounded-sm pp:px-2 pp:py-1.5 pp:text-sm pp:outline-none',
  'pp:focus:bg-accent pp:focus:text-accent-foreground pp:data-[disabled]:pointer-events-none pp:data-[disabled]:opacity-50',
  "pp:[&_svg]:pointer-events-none pp:[&_svg]:shrink-0 pp:[&_svg:not([class*='size-'])]:size-4",
];

export interface DropdownMenuItemProps extends React.ComponentProps<typeof DropdownMenuPrimitive.Item> {
  variant?: 'default' | 'destructive';
}

/** One action; `asChild` renders a link as the item. */
export function DropdownMenuItem({ className, variant = 'default', ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        itemClasses,
        'pp:data-[variant=destructive]:text-destructive pp:data-[variant=destructive]:focus:bg-destructive pp:data-[variant=destructive]:focus:text-destructive-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** An item with a check mark that toggles. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(itemClasses, 'pp:pl-8', className)}
      {...props}
    >
      <span
        data-slot="dropdown-menu-item-indicator"
        className="pp:pointer-events-none pp:absolute pp:left-2 pp:flex pp:size-4 pp:items-center pp:justify-center"
      >
        <DropdownMenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({ className, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('pp:px-2 pp:py-1.5 pp:text-sm pp:font-semibold', className)}
      {...props}
    />
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('pp:-mx-1 pp:my-1 pp:h-px pp:bg-border', className)}
      {...props}
    />
  );
}
