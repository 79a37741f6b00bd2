import * as React from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';

export const SHEET_SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** A modal panel sliding in from a screen edge (Radix Dialog): filters, mobile menus, booking details. */
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
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn('fixed inset-0 z-50 bg-black/50', className)}
      {...props}
    />
  );
}

export const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 bg-background text-foreground shadow-lg outline-none transition-transform',
  {
    variants: {
      side: {
        top: 'inset-x-0 top-0 h-auto max-h-[85vh] border-b border-border',
        right: 'inset-y-0 right-0 h-full w-3/4 border-l border-border sm:max-w-sm',
        bottom: 'inset-x-0 bottom-0 h-auto max-h-[85vh] border-t border-border',
        left: 'inset-y-0 left-0 h-full w-3/4 border-r border-border sm:max-w-sm',
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
export function SheetContent({
  className,
  children,
  side,
  showCloseButton = true,
  portalContainer,
  ...props
}: SheetContentProps) {
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
            className={cn(
              'absolute top-4 right-4 rounded-sm p-1 text-muted-foreground transition-colors hover:text-foreground',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            )}
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        ) : null}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

/** Title and description block at the top of the sheet. */
export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 p-4 pr-12', className)} {...props} />;
}

/** Actions at the bottom of the sheet. */
export function SheetFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2 p-4 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** The sheet's accessible name. */
export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn('text-lg font-semibold', className)} {...props} />;
}

/** The sheet's accessible description. */
export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
