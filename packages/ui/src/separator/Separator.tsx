'use client';

import * as React from 'react';
import { Separator as SeparatorPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/** A thin rule between content (Radix Separator); decorative by default, so screen readers skip it. */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: React.ComponentProps<typeof SeparatorPrimitive.Root>) {
  return (
    <SeparatorPrimitive.Root
      data-slot="separator"
      decorative={decorative}
      orientation={orientation}
      className={cn(
        'pp:shrink-0 pp:bg-border pp:data-[orientation=horizontal]:h-px pp:data-[orientation=horizontal]:w-full pp:data-[orientation=vertical]:h-full pp:data-[orientation=vertical]:w-px',
        className,
      )}
      {...props}
    />
  );
}
