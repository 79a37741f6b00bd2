import type * as React from 'react';
import { PawPrint } from 'lucide-react';
import { cn } from '../lib/cn';

export interface NotFoundProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  title?: React.ReactNode;
  message?: React.ReactNode;
  /** The way back, e.g. `<Button asChild><Link href="/">Go home</Link></Button>`. */
  homeAction?: React.ReactNode;
}

/** The screen for an unknown path. */
export function NotFound({
  title = 'Page not found',
  message = "Sorry, we couldn't find the page you were looking for. It may have moved, or the link may be wrong.",
  homeAction,
  className,
  ...props
}: NotFoundProps) {
  return (
    <section
      data-slot="not-found"
      className={cn('pp:flex pp:min-h-[50vh] pp:flex-col pp:items-center pp:justify-center pp:gap-4 pp:p-8 pp:text-center', className)}
      {...props}
    >
      <PawPrint aria-hidden="true" className="pp:size-12 pp:text-primary" />
      <p data-slot="not-found-code" className="pp:text-sm pp:font-semibold pp:text-primary">
        404
      </p>
      <h1 data-slot="not-found-title" className="pp:text-2xl pp:font-bold pp:text-foreground">
        {title}
      </h1>
      <p data-slot="not-found-message" className="pp:max-w-md pp:text-muted-foreground">
        {message}
      </p>
      {homeAction ? (
        <div data-slot="not-found-action" className="pp:mt-2">
          {homeAction}
        </div>
      ) : null}
    </section>
  );
}
