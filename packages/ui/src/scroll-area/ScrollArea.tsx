'use client';

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

/**
 * A scrolling region with slim, themed scrollbars that hide SCROLL_AREA_HIDE_DELAY_MS after use
 * (Radix ScrollArea; the content scrolls natively).
 *
 * Keyboard: the viewport is in the Tab order (unless `focusable={false}`, for content that is
 * itself focusable); once focused, the arrow keys, Page Up/Down, Home/End and Space scroll it. The
 * scrollbars are for the pointer only. Screen readers: with `viewportLabel` the viewport is a
 * `region` named by it, without one it has no role or name; the scrollbars have no role or text,
 * so only the content is read, in order.
 */
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
      className={cn('pp:relative pp:overflow-hidden', className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        data-slot="scroll-area-viewport"
        tabIndex={focusable ? 0 : undefined}
        role={focusable && viewportLabel ? 'region' : undefined}
        aria-label={focusable ? viewportLabel : undefined}
        className={cn(
          'pp:size-full pp:rounded-[inherit] pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-inset',
          viewportClassName,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      <ScrollBar orientation="horizontal" />
      <ScrollAreaPrimitive.Corner data-slot="scroll-area-corner" />
    </ScrollAreaPrimitive.Root>
  );
}

/** Scrollbar track styles by orientation. */
export const scrollBarVariants = cva('pp:flex pp:touch-none pp:select-none pp:p-px pp:transition-colors', {
  variants: {
    orientation: {
      vertical: 'pp:h-full pp:w-2.5 pp:border-l pp:border-l-transparent',
      horizontal: 'pp:h-2.5 pp:flex-col pp:border-t pp:border-t-transparent',
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
      <ScrollAreaPrimitive.Thumb data-slot="scroll-area-thumb" className="pp:relative pp:flex-1 pp:rounded-full pp:bg-border" />
    </ScrollAreaPrimitive.Scrollbar>
  );
}
