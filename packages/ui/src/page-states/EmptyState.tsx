import type * as React from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** A decorative icon, e.g. `<PawPrint />`. */
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A call to action, e.g. a Button. */
  action?: React.ReactNode;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
}

/** A friendly "nothing here yet" panel with an optional call to action. */
export function EmptyState({ icon, title, description, action, headingLevel = 2, className, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border p-8 text-center', className)}
      {...props}
    >
      {icon ? (
        <div aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-foreground">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
