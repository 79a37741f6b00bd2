import type * as React from 'react';
import { cn } from '../lib/cn';

/** A grey placeholder block that pulses while content loads (still under reduced motion or `data-static`). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(
        'pp:animate-pulse pp:rounded-md pp:bg-muted pp:motion-reduce:animate-none pp:[[data-static]_&]:animate-none',
        className,
      )}
      {...props}
    />
  );
}
