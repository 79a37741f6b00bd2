import { cn } from '@pawpal/ui';
import type * as React from 'react';
import { useDocumentTitle } from './useDocumentTitle';

export interface ScreenProps {
  /** The page's one h1, also used for the tab title. */
  title: string;
  description?: React.ReactNode;
  /** Actions beside the title, e.g. a primary button. */
  actions?: React.ReactNode;
  /** `prose` narrows the column for reading pages. */
  width?: 'wide' | 'prose';
  children?: React.ReactNode;
}

/** The frame every screen shares: a centred column with the page heading. */
export function Screen({ title, description, actions, width = 'wide', children }: ScreenProps) {
  useDocumentTitle(title);
  // Same column as the chrome (max-w-7xl, px-4) so headings line up with the logo.
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10">
      <div className={cn(width === 'prose' && 'max-w-3xl')}>
        <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
            {description ? <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
