import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';

export const CARD_VARIANTS = ['default', 'outline', 'muted'] as const;

export const cardVariants = cva('flex flex-col gap-4 rounded-xl border text-card-foreground', {
  variants: {
    variant: {
      default: 'border-border bg-card shadow-sm',
      outline: 'border-border bg-transparent',
      muted: 'border-transparent bg-muted text-foreground',
    },
    padding: {
      default: 'py-6',
      sm: 'py-4',
      none: 'py-0',
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
    <Comp
      data-slot="card"
      data-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant, padding }), className)}
      {...props}
    />
  );
}

/** The top of a card: title, description and optional actions. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-6', className)} {...props} />;
}

/** The card's heading: an h3 by default; `as` picks another level to fit the page outline. */
export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' | 'div' }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-lg leading-tight font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

/** Supporting text under the card title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The card's main content. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

/** The bottom row of a card, usually actions. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-6', className)} {...props} />;
}
