import * as React from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';

export const CHECKBOX_SIZES = ['sm', 'default'] as const;

export const checkboxVariants = cva(
  [
    'peer inline-flex shrink-0 items-center justify-center rounded-sm border border-input bg-background text-primary-foreground shadow-xs',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:cursor-not-allowed disabled:opacity-50',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
    'aria-invalid:border-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [&_svg]:size-3',
        default: 'size-5 [&_svg]:size-3.5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & VariantProps<typeof checkboxVariants>;

/** A checkbox (Radix): checked, unchecked or indeterminate ("some selected"). */
export function Checkbox({ className, size, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-size={size ?? 'default'}
      className={cn(checkboxVariants({ size }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group flex items-center justify-center">
        <Check aria-hidden="true" strokeWidth={3} className="group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden="true" strokeWidth={3} className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
