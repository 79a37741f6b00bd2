import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { BADGE_COUNT_MAX, type BADGE_VARIANTS } from '../constants';

/** Badge styles by variant (the spec's 11 colours). */
export const badgeVariants = cva(
  'pp:inline-flex pp:w-fit pp:shrink-0 pp:items-center pp:justify-center pp:gap-1 pp:whitespace-nowrap pp:rounded-full pp:border pp:px-2.5 pp:py-0.5 pp:text-xs pp:font-semibold pp:[&_svg]:size-3 pp:[&_svg]:pointer-events-none',
  {
    variants: {
      variant: {
        default: 'pp:border-transparent pp:bg-primary pp:text-primary-foreground',
        secondary: 'pp:border-transparent pp:bg-secondary pp:text-secondary-foreground',
        destructive: 'pp:border-transparent pp:bg-destructive pp:text-destructive-foreground',
        outline: 'pp:border-border pp:text-foreground',
        success: 'pp:border-transparent pp:bg-success pp:text-success-foreground',
        warning: 'pp:border-transparent pp:bg-warning pp:text-warning-foreground',
        info: 'pp:border-transparent pp:bg-info pp:text-info-foreground',
        pink: 'pp:border-transparent pp:bg-pink pp:text-pink-foreground',
        orange: 'pp:border-transparent pp:bg-orange pp:text-orange-foreground',
        teal: 'pp:border-transparent pp:bg-teal pp:text-teal-foreground',
        indigo: 'pp:border-transparent pp:bg-indigo pp:text-indigo-foreground',
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
  return <Comp data-slot="badge" data-variant={variant ?? 'default'} className={cn(badgeVariants({ variant }), className)} {...props} />;
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
export function CountBadge({
  count,
  label = 'unread',
  max = BADGE_COUNT_MAX,
  variant = 'destructive',
  className,
  ...props
}: CountBadgeProps) {
  const text = formatCount(count, max);
  if (!text) return null;
  return (
    <span
      data-slot="count-badge"
      data-count={text}
      className={cn(badgeVariants({ variant }), 'pp:h-5 pp:min-w-5 pp:px-1.5 pp:py-0 pp:tabular-nums pp:leading-none', className)}
      {...props}
    >
      <span data-slot="count-badge-count" aria-hidden="true">
        {text}
      </span>
      <span data-slot="count-badge-label" className="pp:sr-only">{`${text} ${label}`}</span>
    </span>
  );
}
