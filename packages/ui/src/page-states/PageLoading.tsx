import type * as React from 'react';
import { Spinner } from '../button';
import { cn } from '../lib/cn';

export interface PageLoadingProps extends React.ComponentProps<'div'> {
  title?: string;
  message?: string;
}

/** The fallback shown while a lazily loaded page arrives. */
export function PageLoading({ title = 'Loading...', message = 'Please wait while we prepare your page', className, ...props }: PageLoadingProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="page-loading"
      className={cn('flex min-h-[50vh] flex-col items-center justify-center gap-3 p-8 text-center', className)}
      {...props}
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-lg font-semibold text-foreground">{title}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
