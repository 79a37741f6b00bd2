'use client';

import * as React from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const RADIO_GROUP_ITEM_SIZES = ['sm', 'default'] as const;

export const radioGroupItemVariants = cva(
  [
    'pp:peer pp:inline-flex pp:aspect-square pp:shrink-0 pp:items-center pp:justify-center pp:rounded-full pp:border pp:border-input pp:bg-background pp:text-primary pp:shadow-xs',
    'pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background',
    // Hover darkens the edge; pressing shrinks the circle a little (as Checkbox does).
    'pp:hover:border-ring pp:active:scale-90',
    'pp:disabled:cursor-not-allowed pp:disabled:opacity-50 pp:data-[state=checked]:border-primary',
    'pp:aria-invalid:border-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'pp:size-4 pp:[&_[data-slot=radio-group-indicator]]:size-2',
        default: 'pp:size-5 pp:[&_[data-slot=radio-group-indicator]]:size-2.5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/**
 * A set of mutually exclusive options (Radix): arrow keys move and choose. Label it.
 *
 * Keyboard: Tab reaches the chosen item, arrows move and choose. Screen readers: a `radiogroup` of
 * `radio`s; name the group (aria-label or a FormField).
 */
export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('pp:grid pp:gap-3', className)} {...props} />;
}

export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> & VariantProps<typeof radioGroupItemVariants>;

/** One option in a RadioGroup; pair it with a Label by id. */
export function RadioGroupItem({ className, size, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      data-size={size ?? 'default'}
      className={cn(radioGroupItemVariants({ size }), className)}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="pp:block pp:rounded-full pp:bg-primary" />
    </RadioGroupPrimitive.Item>
  );
}
