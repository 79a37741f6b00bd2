import type * as React from 'react';
import { cn } from '../lib/cn';

export type MatrixTheme = 'light' | 'dark';
const MATRIX_THEMES: readonly MatrixTheme[] = ['light', 'dark'];

/** From which width the two themes sit side by side (below it they stack). */
const SIDE_BY_SIDE = {
  lg: 'pp:grid-cols-1 pp:lg:grid-cols-2',
  xl: 'pp:grid-cols-1 pp:xl:grid-cols-2',
  // Stories whose overlays are pinned to one half (`left-[calc(50%+1rem)]`) need two columns at any width.
  always: 'pp:grid-cols-2',
  // Wide content (the app chrome): light above dark at any width.
  never: 'pp:grid-cols-1',
} as const;

type ThemeMatrixProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The content of one theme's pane; called once per theme. */
  children: (theme: MatrixTheme) => React.ReactNode;
  sideBySide?: keyof typeof SIDE_BY_SIDE;
  /** Merged over each pane's default `bg-background p-4 text-foreground` (e.g. `p-0`). */
  paneClassName?: string;
  /**
   * Makes each pane a labelled `<section>`: content with landmarks (a header, a footer) then
   * sits in a region of its own instead of repeating the page's banner or contentinfo.
   */
  paneLabel?: (theme: MatrixTheme) => string;
};

/**
 * Story helper: renders the same content in the light and the dark theme side by side,
 * so one `Matrix` screenshot covers both. Portaled overlays (menus, popovers) do not inherit
 * the pane's `light` or `dark` class: give them the `theme` as a class themselves. The light pane
 * has the `light` class (tokens.css), so it stays light when the page's theme is dark.
 * Not exported from the package.
 */
export function ThemeMatrix({ children, sideBySide = 'lg', paneClassName, paneLabel, className, ...props }: ThemeMatrixProps) {
  const Pane = paneLabel ? 'section' : 'div';
  return (
    <div className={cn('pp:grid pp:gap-0', SIDE_BY_SIDE[sideBySide], className)} data-testid="theme-matrix" {...props}>
      {MATRIX_THEMES.map((theme) => (
        <Pane
          key={theme}
          data-theme={theme}
          aria-label={paneLabel?.(theme)}
          className={cn('pp:bg-background pp:p-4 pp:text-foreground', theme, paneClassName)}
        >
          {children(theme)}
        </Pane>
      ))}
    </div>
  );
}

/** A labelled row in a matrix. */
export function MatrixRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="pp:flex pp:flex-wrap pp:items-center pp:gap-3 pp:py-1.5">
      <span className="pp:w-28 pp:shrink-0 pp:text-xs pp:text-muted-foreground">{label}</span>
      {children}
    </div>
  );
}
