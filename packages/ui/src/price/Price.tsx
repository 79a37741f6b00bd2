import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { formatAud } from './formatAud';

export const PRICE_SIZES = ['sm', 'default', 'lg'] as const;

export const priceVariants = cva('pp:inline-flex pp:items-baseline pp:gap-1 pp:whitespace-nowrap pp:tabular-nums', {
  variants: {
    size: {
      sm: 'pp:text-sm pp:[&_[data-slot=price-amount]]:text-sm',
      default: 'pp:text-sm pp:[&_[data-slot=price-amount]]:text-base',
      lg: 'pp:text-base pp:[&_[data-slot=price-amount]]:text-2xl',
    },
  },
  defaultVariants: { size: 'default' },
});

export interface PriceProps extends Omit<React.ComponentProps<'span'>, 'children'>, VariantProps<typeof priceVariants> {
  /** The amount in integer cents (AUD). */
  cents: number;
  /** A suffix such as "/ night" or "/ walk". */
  unit?: string;
  /** Prefix the amount with "from" (a starting price). */
  from?: boolean;
  /** Show whole-dollar amounts without ".00". */
  trimWholeDollars?: boolean;
}

/** An AUD price from integer cents, e.g. "from $45.00 / night". */
export function Price({ cents, unit, from = false, trimWholeDollars = false, size, className, ...props }: PriceProps) {
  return (
    <span data-slot="price" data-size={size ?? 'default'} className={cn(priceVariants({ size }), className)} {...props}>
      {/* The spaces are text nodes so the accessible text reads "from $45.00 / night"; flex gap does the layout. */}
      {from ? (
        <span data-slot="price-from" className="pp:text-muted-foreground">
          from
        </span>
      ) : null}
      {from ? ' ' : null}
      <span data-slot="price-amount" className="pp:font-semibold pp:text-foreground">
        {formatAud(cents, { trimWholeDollars })}
      </span>
      {unit ? ' ' : null}
      {unit ? (
        <span data-slot="price-unit" className="pp:text-muted-foreground">
          {unit}
        </span>
      ) : null}
    </span>
  );
}
