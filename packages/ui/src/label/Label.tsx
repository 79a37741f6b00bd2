'use client';

import * as React from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/** A form label (Radix Label): associates with its control by `htmlFor`, and clicking it focuses the control. */
export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'pp:flex pp:items-center pp:gap-2 pp:text-sm pp:leading-none pp:font-medium pp:select-none',
        'pp:peer-disabled:cursor-not-allowed pp:group-data-[disabled=true]:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
