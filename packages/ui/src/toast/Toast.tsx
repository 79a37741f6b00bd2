import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS, TOAST_HOTKEY } from '../constants';
import { cn } from '../lib/cn';

/** Holds toasts: default display time, swipe right to dismiss past the threshold. */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  swipeThreshold = SWIPE_THRESHOLD_PX,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={duration} swipeDirection={swipeDirection} swipeThreshold={swipeThreshold} {...props} />;
}

/** Where toasts appear: the "Notifications (F8)" region, focused by the F8 hotkey. */
export function ToastViewport({ className, hotkey = [...TOAST_HOTKEY], ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

/** Toast styles by variant; the swipe classes follow Radix's swipe data attributes. */
export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-10 shadow-lg',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;
export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

/** One toast message (Radix Toast root). */
export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A button in the toast; `altText` says how to do the same without the toast (screen readers). */
export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border bg-transparent px-3 text-sm font-medium transition-colors',
        'outline-none hover:bg-secondary hover:text-secondary-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
        'group-data-[variant=destructive]:border-destructive-foreground/40 group-data-[variant=destructive]:hover:bg-destructive-foreground group-data-[variant=destructive]:hover:text-destructive',
        'group-data-[variant=destructive]:focus-visible:ring-destructive-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** The toast's close (X) button. */
export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label="Close"
      toast-close=""
      className={cn(
        'absolute right-2 top-2 rounded-md p-1 text-foreground opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring',
        'group-data-[variant=destructive]:text-destructive-foreground group-data-[variant=destructive]:focus-visible:ring-destructive-foreground',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

/** The toast's headline. */
export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />;
}

/** The toast's detail text. */
export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm opacity-90', className)} {...props} />;
}

/** A ToastAction element, as `toast({ action })` takes it. */
export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;
