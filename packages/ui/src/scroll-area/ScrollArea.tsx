import type * as React from 'react';
import { cva } from 'class-variance-authority';
import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import { SCROLL_AREA_HIDE_DELAY_MS } from '../constants';
import { cn } from '../lib/cn';

export interface ScrollAreaProps extends React.ComponentProps<typeof ScrollAreaPrimitive.Root> {
  /** Let keyboard users focus the scrolling viewport to scroll it with arrow keys (default true). */
  focusable?: boolean;
  /** Accessible name of the viewport when it is focusable, e.g. "Notifications". */
  viewportLabel?: string;
  /** Class names for the scrolling viewport. */
  viewportClassName?: string;
}

/** A scrolling region with slim, themed scrollbars that hide SCROLL_AREA_HIDE_DELAY_MS after use. */
export function ScrollArea({
  className,
  children,
  type = 'hover',
  scrollHideDelay = SCROLL_AREA_HIDE_DELAY_MS,
  focusable = true,
  viewportLabel,
  viewportClassName,
  ...props
}: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      type={type}
      scrollHideDelay={scrollHideDelay}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        data-slot="scroll-area-viewport"
        tabIndex={focusable ? 0 : undefined}
        role={focusable && viewportLabel ? 'region' : undefined}
        aria-label={focusable ? viewportLabel : undefined}
        className={cn('size-full rounded-[inherit] outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset', viewportClassName)}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      <ScrollBar orientation="horizontal" />
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

/** Scrollbar track styles by orientation. */
export const scrollBarVariants = cva('flex touch-none select-none p-px transition-colors', {
  variants: {
    orientation: {
      vertical: 'h-full w-2.5 border-l border-l-transparent',
      horizontal: 'h-2.5 flex-col border-t border-t-transparent',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** A scrollbar for ScrollArea (vertical by default). */
export function ScrollBar({ className, orientation = 'vertical', ...props }: React.ComponentProps<typeof ScrollAreaPrimitive.Scrollbar>) {
  return (
    <ScrollAreaPrimitive.Scrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(scrollBarVariants({ orientation }), className)}
      {...props}
    >
      <ScrollAreaPrimitive.Thumb data-slot="scroll-area-thumb" className="relative flex-1 rounded-full bg-border" />
    </ScrollAreaPrimitive.Scrollbar>
  );
}
