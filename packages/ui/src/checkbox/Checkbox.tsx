'use client';

import * as React from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';

export const CHECKBOX_SIZES = ['sm', 'default'] as const;

export const checkboxVariants = cva(
  [
    'pp:peer pp:inline-flex pp:shrink-0 pp:items-center pp:justify-center pp:rounded-sm pp:border pp:border-input pp:bg-background pp:text-primary-foreground pp:shadow-xs',
    'pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background',
    // Hover darkens the edge (the checked box its fill); pressing shrinks the box a little.
    'pp:hover:border-ring pp:data-[state=checked]:hover:bg-primary-hover pp:active:scale-90',
    'pp:disabled:cursor-not-allowed pp:disabled:opacity-50',
    'pp:data-[state=checked]:border-primary pp:data-[state=checked]:bg-primary',
    'pp:data-[state=indeterminate]:border-primary pp:data-[state=indeterminate]:bg-primary',
    'pp:aria-invalid:border-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'pp:size-4 pp:[&_svg]:size-3',
        default: 'pp:size-5 pp:[&_svg]:size-3.5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & VariantProps<typeof checkboxVariants>;

/**
 * A checkbox (Radix): checked, unchecked or indeterminate ("some selected").
 *
 * Keyboard: Space toggles it. Screen readers: a `checkbox` with its checked (or mixed) state; name
 * it with a Label.
 */
export function Checkbox({ className, size, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-size={size ?? 'default'}
      className={cn(checkboxVariants({ size }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="pp:group pp:flex pp:items-center pp:justify-center">
        <Check aria-hidden="true" strokeWidth={3} className="pp:group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden="true" strokeWidth={3} className="pp:hidden pp:group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
