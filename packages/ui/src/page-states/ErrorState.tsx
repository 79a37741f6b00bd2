'use client';

import type * as React from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../button';
import { cn } from '../lib/cn';

export interface ErrorStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  title?: React.ReactNode;
  message: React.ReactNode;
  /** When given, a "Try again" button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 2 | 3 | 4;
}

/** An error panel with the message and an optional "Try again" button. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  headingLevel = 2,
  className,
  ...props
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        'pp:flex pp:flex-col pp:items-center pp:justify-center pp:gap-3 pp:rounded-lg pp:border pp:border-border pp:p-8 pp:text-center',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="pp:size-10 pp:text-destructive" />
      <Heading data-slot="error-state-title" className="pp:text-lg pp:font-semibold pp:text-foreground">
        {title}
      </Heading>
      <p data-slot="error-state-message" className="pp:max-w-sm pp:text-sm pp:text-muted-foreground">
        {message}
      </p>
      {onRetry ? (
        <Button type="button" variant="outline" onClick={onRetry} className="pp:mt-2">
          <RotateCw aria-hidden="true" />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
