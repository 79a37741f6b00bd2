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
      className={cn(
        'pp:flex pp:flex-col pp:items-center pp:justify-center pp:gap-3 pp:rounded-lg pp:border pp:border-dashed pp:border-border pp:p-8 pp:text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="pp:flex pp:size-12 pp:items-center pp:justify-center pp:rounded-full pp:bg-muted pp:text-muted-foreground pp:[&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading data-slot="empty-state-title" className="pp:text-lg pp:font-semibold pp:text-foreground">
        {title}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="pp:max-w-sm pp:text-sm pp:text-muted-foreground">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="pp:mt-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
