'use client';

import type * as React from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './Toast';
import type { ToasterProps } from './Toaster';
import { useToast } from './toast-store';

/** The Toaster's Radix part, loaded with the first toast (Toaster.tsx). */
export function ToasterView({ className, duration }: ToasterProps): React.JSX.Element {
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
