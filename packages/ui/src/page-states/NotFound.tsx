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
      className={cn('flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8 text-center', className)}
      {...props}
    >
      <PawPrint aria-hidden="true" className="size-12 text-primary" />
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      {homeAction ? <div className="mt-2">{homeAction}</div> : null}
    </section>
  );
}
