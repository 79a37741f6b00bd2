'use client';

import type * as React from 'react';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/**
 * A modal dialog (Radix Dialog root): focus is trapped and the page behind is inert.
 *
 * Keyboard: focus moves into the dialog and is trapped there; Escape closes it and focus returns
 * to the trigger. Screen readers: a modal `dialog` named by DialogTitle and described by
 * DialogDescription; the page behind is hidden from them while it is open.
 */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The button that opens the dialog; use `asChild` to keep your own button. */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Portals dialog parts to the body; used by DialogContent and by custom panels (sheets). */
export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

/** Closes the dialog when clicked; use `asChild` to keep your own button. */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed backdrop behind the dialog. */
export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('pp:fixed pp:inset-0 pp:z-50 pp:bg-black/50', className)}
      {...props}
    />
  );
}

export interface DialogContentProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** Show the corner "Close" (X) button. */
  showCloseButton?: boolean;
}

/** The centred dialog panel, with its overlay and an optional close button. */
export function DialogContent({ className, children, showCloseButton = true, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'pp:fixed pp:left-1/2 pp:top-1/2 pp:z-50 pp:grid pp:w-full pp:max-w-[calc(100%-2rem)] pp:-translate-x-1/2 pp:-translate-y-1/2 pp:gap-4 pp:sm:max-w-lg',
          'pp:rounded-lg pp:border pp:border-border pp:bg-background pp:p-6 pp:text-foreground pp:shadow-lg pp:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label="Close"
            className="pp:absolute pp:right-4 pp:top-4 pp:rounded-sm pp:text-muted-foreground pp:opacity-80 pp:transition-opacity pp:hover:opacity-100 pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:[&_svg]:size-4"
          >
            <X aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Title and description block at the top of a dialog. */
export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="dialog-header" className={cn('pp:flex pp:flex-col pp:gap-2 pp:text-center pp:sm:text-left', className)} {...props} />
  );
}

/** The row of actions at the bottom of a dialog. */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('pp:flex pp:flex-col-reverse pp:gap-2 pp:sm:flex-row pp:sm:justify-end', className)}
      {...props}
    />
  );
}

/** The dialog's accessible name. */
export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn('pp:text-lg pp:font-semibold pp:leading-none', className)} {...props} />
  );
}

/** The dialog's accessible description. */
export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('pp:text-sm pp:text-muted-foreground', className)}
      {...props}
    />
  );
}
