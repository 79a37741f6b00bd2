import type * as React from 'react';
import { Spinner } from '../button';
import { cn } from '../lib/cn';

export interface PageLoadingProps extends React.ComponentProps<'div'> {
  title?: string;
  message?: string;
}

/** The fallback shown while a lazily loaded page arrives. */
export function PageLoading({
  title = 'Loading...',
  message = 'Please wait while we prepare your page',
  className,
  ...props
}: PageLoadingProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="page-loading"
      className={cn('pp:flex pp:min-h-[50vh] pp:flex-col pp:items-center pp:justify-center pp:gap-3 pp:p-8 pp:text-center', className)}
      {...props}
    >
      <Spinner className="pp:size-8 pp:text-primary" />
      <p data-slot="page-loading-title" className="pp:text-lg pp:font-semibold pp:text-foreground">
        {title}
      </p>
      <p data-slot="page-loading-message" className="pp:text-sm pp:text-muted-foreground">
        {message}
      </p>
    </div>
  );
}
