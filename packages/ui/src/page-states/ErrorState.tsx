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
export function ErrorState({ title = 'Something went wrong', message, onRetry, retryLabel = 'Try again', headingLevel = 2, className, ...props }: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn('flex flex-col items-center justify-center gap-3 rounded-lg border border-border p-8 text-center', className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
      <Heading className="text-lg font-semibold text-foreground">{title}</Heading>
      <p className="max-w-sm text-sm text-muted-foreground">{message}</p>
      {onRetry ? (
        <Button type="button" variant="outline" onClick={onRetry} className="mt-2">
          <RotateCw aria-hidden="true" />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
