import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { BADGE_COUNT_MAX, type BADGE_VARIANTS } from '../constants';

/** Badge styles by variant (the spec's 11 colours). */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3 [&_svg]:pointer-events-none',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'border-border text-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        warning: 'border-transparent bg-warning text-warning-foreground',
        info: 'border-transparent bg-info text-info-foreground',
        pink: 'border-transparent bg-pink text-pink-foreground',
        orange: 'border-transparent bg-orange text-orange-foreground',
        teal: 'border-transparent bg-teal text-teal-foreground',
        indigo: 'border-transparent bg-indigo text-indigo-foreground',
      } satisfies Record<(typeof BADGE_VARIANTS)[number], string>,
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export interface BadgeProps extends React.ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  asChild?: boolean;
}

/** A small coloured label (status, category, count). */
export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The text a count badge shows: the number up to `max`, then `max+`; empty for 0 or less. */
export function formatCount(count: number, max: number = BADGE_COUNT_MAX): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}

export interface CountBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  count: number;
  /** What is counted, read after the number by screen readers: "5 unread". */
  label?: string;
  max?: number;
  variant?: BadgeVariant;
}

/** A count pill (e.g. unread messages): nothing at 0, `99+` above 99, read as "5 unread". */
export function CountBadge({ count, label = 'unread', max = BADGE_COUNT_MAX, variant = 'destructive', className, ...props }: CountBadgeProps) {
  const text = formatCount(count, max);
  if (!text) return null;
  return (
    <span
      data-slot="count-badge"
      data-count={text}
      className={cn(badgeVariants({ variant }), 'h-5 min-w-5 px-1.5 py-0 tabular-nums leading-none', className)}
      {...props}
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{`${text} ${label}`}</span>
    </span>
  );
}
