'use client';

import * as React from 'react';
import { THEME_STORAGE_KEY, type Theme } from '../constants';
import type { ThemePreference } from './theme-script';

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = React.createContext<ThemeContextValue | null>(null);

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/**
 * The theme to start from: the saved choice under `storageKey`, else `defaultTheme`,
 * else (`system`, the default) the system preference (prefers-color-scheme: dark).
 * Browser only; on the server ThemeProvider renders `initialTheme` instead.
 */
export function getInitialTheme(storageKey: string = THEME_STORAGE_KEY, defaultTheme: ThemePreference = 'system'): Theme {
  if (typeof window === 'undefined') return defaultTheme === 'dark' ? 'dark' : 'light';
  try {
    const saved = window.localStorage.getItem(storageKey);
    if (isTheme(saved)) return saved;
  } catch {
    // Storage can be unavailable (privacy mode): fall through to the preference.
  }
  if (defaultTheme !== 'system') return defaultTheme;
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

export interface ThemeProviderProps {
  children?: React.ReactNode;
  /** Local storage key of the saved choice. @default 'theme' */
  storageKey?: string;
  /**
   * The theme when nothing is saved: `light`, `dark`, or `system` (follows `prefers-color-scheme`,
   * also when it changes). Use the same value in `themeScript()`. @default 'system'
   */
  defaultTheme?: ThemePreference;
  /** Set the `dark` class on <html> (default). Turn off for side-by-side previews. @default true */
  applyToDocument?: boolean;
  /**
   * Server rendering and hydration: the theme of the first render (the server cannot read the
   * saved choice). On the client the saved choice replaces it before the first paint. Without
   * it, server HTML and hydration render `defaultTheme` (`light` for `system`).
   */
  initialTheme?: Theme;
}

const subscribeNothing = () => () => {};

/**
 * Holds the light/dark theme, saves the user's choice and sets the `dark` class on <html>.
 * Safe to render on the server; pair it with `themeScript()` in <head> so the page is painted
 * in the right theme before React runs (no flash, no hydration mismatch).
 */
export function ThemeProvider({ children, storageKey = THEME_STORAGE_KEY, defaultTheme = 'system', applyToDocument = true, initialTheme }: ThemeProviderProps) {
  // True while rendering on the server and while hydrating its HTML: the first render must then
  // match the server's, which cannot read local storage or the media query.
  const hydrating = React.useSyncExternalStore(subscribeNothing, () => false, () => true);
  const serverTheme: Theme = initialTheme ?? (defaultTheme === 'dark' ? 'dark' : 'light');
  const startsFromGuess = initialTheme !== undefined || hydrating;
  const [theme, setThemeState] = React.useState<Theme>(() => (startsFromGuess ? serverTheme : getInitialTheme(storageKey, defaultTheme)));
  // After a first render from the server's guess: the saved choice; the <html> class (set by the
  // page's theme script, so the colours are right from the first paint) is left alone until then.
  // In a transition: a context change is an update to every part of the page still hydrating (a
  // lazy route's chunk on its way), and an urgent one would make React drop their server HTML and
  // render them afresh (the dark theme's layout shift, CLS 0.42); a transition waits for them.
  const pendingSavedTheme = React.useRef(startsFromGuess);
  const classApplies = React.useRef(!startsFromGuess);
  React.useLayoutEffect(() => {
    if (!pendingSavedTheme.current) return;
    pendingSavedTheme.current = false;
    const saved = getInitialTheme(storageKey, defaultTheme);
    React.startTransition(() => setThemeState(saved));
  }, [storageKey, defaultTheme]);

  React.useLayoutEffect(() => {
    if (!classApplies.current) {
      classApplies.current = true;
      return;
    }
    if (applyToDocument) document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme, applyToDocument]);

  // `system`: follow the operating system's switch while nothing is saved.
  React.useEffect(() => {
    if (defaultTheme !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => setThemeState(getInitialTheme(storageKey, defaultTheme));
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, [storageKey, defaultTheme]);

  const setTheme = React.useCallback(
    (next: Theme) => {
      setThemeState(next);
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Not saved; the choice still applies for this visit.
      }
    },
    [storageKey],
  );
  const toggleTheme = React.useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [setTheme, theme]);

  const value = React.useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setters; throws outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
