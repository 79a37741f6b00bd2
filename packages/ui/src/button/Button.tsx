import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import type { BUTTON_SIZES, BUTTON_VARIANTS } from '../constants';

/** Button styles by variant and size; also used to style links and triggers as buttons. */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium',
    'transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      } satisfies Record<(typeof BUTTON_VARIANTS)[number], string>,
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-8 text-base',
        icon: 'size-10',
      } satisfies Record<(typeof BUTTON_SIZES)[number], string>,
    },
    compoundVariants: [
      // A text link keeps the line height of the text around it, not a button's box.
      { variant: 'link', size: ['default', 'sm', 'lg'], className: 'h-auto px-0 py-0' },
    ],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a link) with the button's styles and behaviour. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button while work is in progress. */
  busy?: boolean;
}

/** A button, or (with `asChild`) a link that looks like one. */
export function Button({ className, variant, size, asChild = false, busy = false, disabled, children, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      data-busy={busy || undefined}
      aria-busy={busy || undefined}
      disabled={asChild ? undefined : disabled || busy}
      aria-disabled={asChild && (disabled || busy) ? true : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {busy ? <Spinner /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}

/** The busy spinner; it stands still under reduced motion or inside a `data-static` container (screenshots). */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      data-slot="spinner"
      className={cn('animate-spin motion-reduce:animate-none [[data-static]_&]:animate-none', className)}
    />
  );
}
