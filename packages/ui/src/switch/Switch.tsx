'use client';

import * as React from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const SWITCH_SIZES = ['sm', 'default'] as const;

export const switchVariants = cva(
  [
    'pp:peer pp:inline-flex pp:shrink-0 pp:cursor-pointer pp:items-center pp:rounded-full pp:border-2 pp:border-transparent pp:shadow-xs pp:transition-colors',
    'pp:focus-visible:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background',
    // Hover shows a soft halo (the focus ring, stronger, wins over it); pressing shrinks the track.
    'pp:hover:ring-4 pp:hover:ring-ring/20 pp:active:scale-95',
    'pp:disabled:cursor-not-allowed pp:disabled:opacity-50',
    'pp:data-[state=checked]:bg-primary pp:data-[state=unchecked]:bg-input',
  ],
  {
    variants: {
      size: {
        sm: 'pp:h-5 pp:w-9',
        default: 'pp:h-6 pp:w-11',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

// With reduced motion the thumb jumps to its side instead of sliding (docs/accessibility.md).
export const switchThumbVariants = cva(
  'pp:pointer-events-none pp:block pp:rounded-full pp:bg-background pp:shadow-sm pp:ring-0 pp:transition-transform pp:motion-reduce:transition-none pp:data-[state=unchecked]:translate-x-0',
  {
    variants: {
      size: {
        sm: 'pp:size-4 pp:data-[state=checked]:translate-x-4',
        default: 'pp:size-5 pp:data-[state=checked]:translate-x-5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & VariantProps<typeof switchVariants>;

/**
 * An on/off switch (Radix) for settings that apply at once, e.g. "Notification sounds".
 *
 * Keyboard: Space or Enter toggles it. Screen readers: a `switch` announced on or off; name it
 * with a Label.
 */
export function Switch({ className, size, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root data-slot="switch" data-size={size ?? 'default'} className={cn(switchVariants({ size }), className)} {...props}>
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={switchThumbVariants({ size })} />
    </SwitchPrimitive.Root>
  );
}
