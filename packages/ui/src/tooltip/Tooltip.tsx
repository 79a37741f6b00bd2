'use client';

import * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants';
import { cn } from '../lib/cn';

/** Whether a TooltipProvider is above: a Tooltip without one brings its own. */
const HasTooltipProvider = React.createContext(false);

/**
 * Shares tooltip timing: opens after TOOLTIP_DELAY_MS (700 ms), then, moving from one tooltip to
 * the next, skips the delay for TOOLTIP_SKIP_DELAY_MS (300 ms). Optional: mount one near the
 * root so neighbouring tooltips share it; a Tooltip without one uses the same timing alone.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props}>
      <HasTooltipProvider.Provider value={true}>{children}</HasTooltipProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * A short hint on hover or keyboard focus (Radix Tooltip root). Works on its own; inside a
 * TooltipProvider it shares that provider's timing. Screen readers get the content as the
 * trigger's description (`aria-describedby`) while it is open; Escape closes it.
 *
 * Keyboard: shows on focus of the trigger, Escape hides it.
 */
export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return React.useContext(HasTooltipProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

/** The element the tooltip describes; use `asChild` to keep your own button. */
export function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

/** The hint bubble, portaled to the body. */
export function TooltipContent({ className, sideOffset = 4, children, ...props }: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'pp:z-50 pp:w-fit pp:max-w-xs pp:rounded-md pp:bg-foreground pp:px-3 pp:py-1.5 pp:text-xs pp:text-background pp:shadow-md',
          'pp:origin-(--radix-tooltip-content-transform-origin)',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow data-slot="tooltip-arrow" className="pp:fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
