import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import type { BUTTON_SIZES, BUTTON_VARIANTS } from '../constants';

/** Button styles by variant and size; also used to style links and triggers as buttons. */
export const buttonVariants = cva(
  [
    'pp:inline-flex pp:shrink-0 pp:items-center pp:justify-center pp:gap-2 pp:whitespace-nowrap pp:rounded-md pp:text-sm pp:font-medium',
    'pp:transition-colors pp:outline-none pp:active:translate-y-px pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background',
    'pp:disabled:pointer-events-none pp:disabled:opacity-50 pp:aria-disabled:pointer-events-none pp:aria-disabled:opacity-50',
    "pp:[&_svg]:pointer-events-none pp:[&_svg]:shrink-0 pp:[&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'pp:bg-primary pp:text-primary-foreground pp:hover:bg-primary-hover',
        destructive: 'pp:bg-destructive pp:text-destructive-foreground pp:hover:bg-destructive/90',
        outline: 'pp:border pp:border-input pp:bg-background pp:text-foreground pp:hover:bg-accent pp:hover:text-accent-foreground',
        secondary: 'pp:bg-secondary pp:text-secondary-foreground pp:hover:bg-secondary/80',
        ghost: 'pp:text-foreground pp:hover:bg-accent pp:hover:text-accent-foreground',
        link: 'pp:text-primary pp:underline-offset-4 pp:hover:underline',
      } satisfies Record<(typeof BUTTON_VARIANTS)[number], string>,
      size: {
        default: 'pp:h-10 pp:px-4 pp:py-2',
        sm: 'pp:h-9 pp:px-3',
        lg: 'pp:h-11 pp:px-8 pp:text-base',
        icon: 'pp:size-10',
      } satisfies Record<(typeof BUTTON_SIZES)[number], string>,
    },
    compoundVariants: [
      // A text link keeps the line height of the text around it, not a button's box.
      { variant: 'link', size: ['default', 'sm', 'lg'], className: 'pp:h-auto pp:px-0 pp:py-0' },
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

/**
 * A button, or (with `asChild`) a link that looks like one.
 *
 * Keyboard: Enter and Space activate it. Screen readers: a button (or, with `asChild`, your link)
 * named by its text; `busy` sets `aria-busy` and disables it; an icon-only button needs
 * `aria-label`.
 */
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
      className={cn('pp:animate-spin pp:motion-reduce:animate-none pp:[[data-static]_&]:animate-none', className)}
    />
  );
}
