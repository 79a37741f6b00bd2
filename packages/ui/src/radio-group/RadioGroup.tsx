import * as React from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const RADIO_GROUP_ITEM_SIZES = ['sm', 'default'] as const;

export const radioGroupItemVariants = cva(
  [
    'peer inline-flex aspect-square shrink-0 items-center justify-center rounded-full border border-input bg-background text-primary shadow-xs',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary',
    'aria-invalid:border-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [&_[data-slot=radio-group-indicator]]:size-2',
        default: 'size-5 [&_[data-slot=radio-group-indicator]]:size-2.5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/** A set of mutually exclusive options (Radix): arrow keys move and choose. Label it. */
export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('grid gap-3', className)} {...props} />;
}

export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> &
  VariantProps<typeof radioGroupItemVariants>;

/** One option in a RadioGroup; pair it with a Label by id. */
export function RadioGroupItem({ className, size, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      data-size={size ?? 'default'}
      className={cn(radioGroupItemVariants({ size }), className)}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="block rounded-full bg-primary"
      />
    </RadioGroupPrimitive.Item>
  );
}
