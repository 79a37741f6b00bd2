import * as React from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/** A form label (Radix Label): associates with its control by `htmlFor`, and clicking it focuses the control. */
export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none',
        'peer-disabled:cursor-not-allowed group-data-[disabled=true]:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
