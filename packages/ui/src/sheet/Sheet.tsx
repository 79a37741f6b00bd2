'use client';

import * as React from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';

export const SHEET_SIDES = ['top', 'right', 'bottom', 'left'] as const;

/**
 * A modal panel sliding in from a screen edge (Radix Dialog): filters, mobile menus, booking details.
 *
 * Keyboard: as Dialog: focus is trapped inside, Escape closes and returns focus to the trigger.
 * Screen readers: a modal `dialog` named by SheetTitle.
 */
export function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

/** The element that opens the sheet; use `asChild` to keep your own button. */
export function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet when clicked. */
export function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

/** Portals the sheet to the body. */
export function SheetPortal(props: React.ComponentProps<typeof SheetPrimitive.Portal>) {
  return <SheetPrimitive.Portal data-slot="sheet-portal" {...props} />;
}

/** The dimmed backdrop behind the sheet; clicking it closes the sheet. */
export function SheetOverlay({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay data-slot="sheet-overlay" className={cn('pp:fixed pp:inset-0 pp:z-50 pp:bg-black/50', className)} {...props} />
  );
}

export const sheetVariants = cva(
  'pp:fixed pp:z-50 pp:flex pp:flex-col pp:gap-4 pp:bg-background pp:text-foreground pp:shadow-lg pp:outline-none pp:transition-transform',
  {
    variants: {
      side: {
        top: 'pp:inset-x-0 pp:top-0 pp:h-auto pp:max-h-[85vh] pp:border-b pp:border-border',
        right: 'pp:inset-y-0 pp:right-0 pp:h-full pp:w-3/4 pp:border-l pp:border-border pp:sm:max-w-sm',
        bottom: 'pp:inset-x-0 pp:bottom-0 pp:h-auto pp:max-h-[85vh] pp:border-t pp:border-border',
        left: 'pp:inset-y-0 pp:left-0 pp:h-full pp:w-3/4 pp:border-r pp:border-border pp:sm:max-w-sm',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Show the × close button in the corner (default true). */
    showCloseButton?: boolean;
    /** Portal into this element instead of the body. */
    portalContainer?: HTMLElement | null;
  };

/** The panel itself, with overlay, focus trap and Escape to close. Needs a SheetTitle. */
export function SheetContent({ className, children, side, showCloseButton = true, portalContainer, ...props }: SheetContentProps) {
  return (
    <SheetPortal container={portalContainer}>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <SheetPrimitive.Close
            data-slot="sheet-close"
            className={cn(
              'pp:absolute pp:top-4 pp:right-4 pp:rounded-sm pp:p-1 pp:text-muted-foreground pp:transition-colors pp:hover:text-foreground',
              'pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background',
            )}
          >
            <X aria-hidden="true" className="pp:size-4" />
            <span data-slot="sheet-close-label" className="pp:sr-only">
              Close
            </span>
          </SheetPrimitive.Close>
        ) : null}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

/** Title and description block at the top of the sheet. */
export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('pp:flex pp:flex-col pp:gap-1.5 pp:p-4 pp:pr-12', className)} {...props} />;
}

/** Actions at the bottom of the sheet. */
export function SheetFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn('pp:mt-auto pp:flex pp:flex-col pp:gap-2 pp:p-4 pp:sm:flex-row pp:sm:justify-end', className)}
      {...props}
    />
  );
}

/** The sheet's accessible name. */
export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn('pp:text-lg pp:font-semibold', className)} {...props} />;
}

/** The sheet's accessible description. */
export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description data-slot="sheet-description" className={cn('pp:text-sm pp:text-muted-foreground', className)} {...props} />
  );
}
