import type * as React from 'react';

/**
 * Story helper: renders the same content in the light and the dark theme side by side,
 * so one `Matrix` screenshot covers both. Not exported from the package.
 */
export function ThemeMatrix({ children }: { children: (theme: 'light' | 'dark') => React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0 lg:grid-cols-2" data-testid="theme-matrix">
      <div data-theme="light" className="bg-background p-4 text-foreground">
        {children('light')}
      </div>
      <div data-theme="dark" className="dark bg-background p-4 text-foreground">
        {children('dark')}
      </div>
    </div>
  );
}

/** A labelled row in a matrix. */
export function MatrixRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 py-1.5">
      <span className="w-28 shrink-0 text-xs text-muted-foreground">{label}</span>
      {children}
    </div>
  );
}
