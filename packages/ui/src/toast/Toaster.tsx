'use client';

import type * as React from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './Toast';
import { useToast } from './toast-store';

export interface ToasterProps {
  /** Class names for the viewport (position). */
  className?: string;
  /** Default display time (ms); TOAST_DURATION_MS unless given. */
  duration?: number;
}

/**
 * Renders the toasts shown with `toast()`; mount once near the app root.
 *
 * Keyboard: F8 moves focus to the toasts; each has a close button; Escape dismisses the focused
 * one. Screen readers: toasts are announced politely (a `status` region) without taking focus.
 */
export function Toaster({ className, duration }: ToasterProps): React.JSX.Element {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={duration}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="pp:grid pp:gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport className={className} />
    </ToastProvider>
  );
}
