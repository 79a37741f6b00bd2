'use client';

import * as React from 'react';
import { useToast } from './toast-store';

export interface ToasterProps {
  /** Class names for the viewport (position). */
  className?: string;
  /** Default display time (ms); TOAST_DURATION_MS unless given. */
  duration?: number;
}

// Radix's toast code (about 10 KB brotli) loads with the first toast: a page that shows none — a
// visitor's first look at the landing page — never downloads it.
const ToasterView = React.lazy(async () => ({ default: (await import('./ToasterView')).ToasterView }));

/**
 * Renders the toasts shown with `toast()`; mount once near the app root. Renders nothing until
 * the first toast, then loads the toasts' region and keeps it.
 *
 * Keyboard: F8 moves focus to the toasts; each has a close button; Escape dismisses the focused
 * one. Screen readers: toasts are announced politely (a `status` region) without taking focus.
 */
export function Toaster(props: ToasterProps): React.JSX.Element | null {
  const { toasts } = useToast();
  const [started, setStarted] = React.useState(false);
  if (!started && toasts.length > 0) setStarted(true);
  if (!started) return null;
  return (
    <React.Suspense fallback={null}>
      <ToasterView {...props} />
    </React.Suspense>
  );
}
