'use client';

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
        'pp:fixed pp:top-0 pp:z-[100] pp:flex pp:max-h-screen pp:w-full pp:flex-col-reverse pp:gap-2 pp:p-4 pp:outline-none pp:sm:bottom-0 pp:sm:right-0 pp:sm:top-auto pp:sm:flex-col pp:md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

/** Toast styles by variant; the swipe classes follow Radix's swipe data attributes. */
export const toastVariants = cva(
  [
    'pp:group pp:pointer-events-auto pp:relative pp:flex pp:w-full pp:items-center pp:justify-between pp:gap-4 pp:overflow-hidden pp:rounded-md pp:border pp:p-4 pp:pr-10 pp:shadow-lg',
    'pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring',
    'pp:data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) pp:data-[swipe=cancel]:translate-x-0 pp:data-[swipe=cancel]:transition-transform',
    'pp:data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      variant: {
        default: 'pp:border-border pp:bg-background pp:text-foreground',
        destructive: 'pp:border-destructive pp:bg-destructive pp:text-destructive-foreground',
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
        'pp:inline-flex pp:h-8 pp:shrink-0 pp:items-center pp:justify-center pp:rounded-md pp:border pp:border-border pp:bg-transparent pp:px-3 pp:text-sm pp:font-medium pp:transition-colors',
        // Pressing nudges the button down a pixel, as a Button does.
        'pp:outline-none pp:hover:bg-secondary pp:hover:text-secondary-foreground pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:active:translate-y-px pp:disabled:pointer-events-none pp:disabled:opacity-50',
        'pp:group-data-[variant=destructive]:border-destructive-foreground/40 pp:group-data-[variant=destructive]:hover:bg-destructive-foreground pp:group-data-[variant=destructive]:hover:text-destructive',
        'pp:group-data-[variant=destructive]:focus-visible:ring-destructive-foreground',
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
        'pp:absolute pp:right-2 pp:top-2 pp:rounded-md pp:p-1 pp:text-foreground pp:opacity-70 pp:transition-opacity pp:outline-none pp:hover:opacity-100 pp:focus-visible:opacity-100 pp:focus-visible:ring-2 pp:focus-visible:ring-ring',
        // Pressing nudges it down a pixel, as a Button does; disabled, it fades as the action does.
        'pp:active:translate-y-px pp:disabled:pointer-events-none pp:disabled:opacity-50',
        'pp:group-data-[variant=destructive]:text-destructive-foreground pp:group-data-[variant=destructive]:focus-visible:ring-destructive-foreground',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="pp:size-4" />
    </ToastPrimitive.Close>
  );
}

/** The toast's headline. */
export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('pp:text-sm pp:font-semibold', className)} {...props} />;
}

/** The toast's detail text. */
export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('pp:text-sm pp:opacity-90', className)} {...props} />;
}

/** A ToastAction element, as `toast({ action })` takes it. */
export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;
