'use client';

import type * as React from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/**
 * A floating panel anchored to a trigger (Radix Popover root).
 *
 * Keyboard: Enter or Space on the trigger opens it and moves focus inside; Tab stays within while
 * open, Escape closes and returns focus to the trigger. Screen readers: the trigger reports
 * `aria-expanded` and controls a `dialog`.
 */
export function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

/** The button that opens the popover; use `asChild` to keep your own button. */
export function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the popover against something other than the trigger. */
export function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

/** Closes the popover when clicked. */
export function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

/** The panel, portaled to the body. */
export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'pp:z-50 pp:w-72 pp:rounded-md pp:border pp:border-border pp:bg-popover pp:p-4 pp:text-popover-foreground pp:shadow-md pp:outline-none',
          'pp:origin-(--radix-popover-content-transform-origin)',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
