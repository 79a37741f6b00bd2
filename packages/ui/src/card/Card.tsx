import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';

export const CARD_VARIANTS = ['default', 'outline', 'muted'] as const;

export const cardVariants = cva('pp:flex pp:flex-col pp:gap-4 pp:rounded-xl pp:border pp:text-card-foreground', {
  variants: {
    variant: {
      default: 'pp:border-border pp:bg-card pp:shadow-sm',
      outline: 'pp:border-border pp:bg-transparent',
      muted: 'pp:border-transparent pp:bg-muted pp:text-foreground',
    },
    padding: {
      default: 'pp:py-6',
      sm: 'pp:py-4',
      none: 'pp:py-0',
    },
  },
  defaultVariants: { variant: 'default', padding: 'default' },
});

export type CardProps = React.ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the single child (e.g. an <article> or <li>) with the card's styles. */
    asChild?: boolean;
  };

/** A surface grouping related content: header, content and footer. */
export function Card({ className, variant, padding, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp data-slot="card" data-variant={variant ?? 'default'} className={cn(cardVariants({ variant, padding }), className)} {...props} />
  );
}

/** The top of a card: title, description and optional actions. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('pp:flex pp:flex-col pp:gap-1.5 pp:px-6', className)} {...props} />;
}

/** The card's heading: an h3 by default; `as` picks another level to fit the page outline. */
export function CardTitle({ className, as: Heading = 'h3', ...props }: React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' | 'div' }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('pp:text-lg pp:leading-tight pp:font-semibold pp:tracking-tight', className)}
      {...props}
    />
  );
}

/** Supporting text under the card title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('pp:text-sm pp:text-muted-foreground', className)} {...props} />;
}

/** The card's main content. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('pp:px-6', className)} {...props} />;
}

/** The bottom row of a card, usually actions. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('pp:flex pp:items-center pp:gap-2 pp:px-6', className)} {...props} />;
}
