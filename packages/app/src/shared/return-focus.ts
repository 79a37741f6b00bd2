import { useMemo, useRef } from 'react';

/**
 * For a dialog that opens without a Radix trigger of its own (from a plain button, a menu item, or
 * by itself): Radix would then leave focus on <body> when it closes. Spread the two handlers on
 * its DialogContent: on open it remembers what had focus (the button, or a menu's button once the
 * menu has closed); on close it gives focus back there, or calls `fallback` when that is gone.
 * Radix runs the close handler a moment after the dialog has gone: when the person has already put
 * focus somewhere (clicked or tabbed into a field), it stays there; only lost focus is given back
 * (docs/accessibility.md, "Focus"). The handlers are the same on every render.
 */
export function useReturnFocus(fallback?: () => void) {
  const returnTo = useRef<Element | null>(null);
  const latestFallback = useRef(fallback);
  latestFallback.current = fallback;
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        returnTo.current = document.activeElement;
      },
      onCloseAutoFocus: (event: Event) => {
        const previous = returnTo.current;
        returnTo.current = null;
        event.preventDefault();
        const now = document.activeElement;
        if (now && now !== document.body && now.isConnected) return;
        if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) previous.focus();
        else latestFallback.current?.();
      },
    }),
    [],
  );
}
