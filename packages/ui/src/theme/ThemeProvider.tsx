'use client';

import * as React from 'react';
import { THEME_STORAGE_KEY, type Theme } from '../constants';
import { assertSupportedReact } from '../lib/react-version';
import type { ThemePreference } from './theme-script';

// The provider sits at the root of every app (and uses no cn): it refuses React 18 too.
assertSupportedReact();

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

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
   * Server rendering and hydration: the theme the server renders and hydration starts from (the
   * server cannot read the saved choice); the saved choice replaces it right after hydration,
   * before the first paint. A browser-only render starts from the saved choice. Without it,
   * server HTML and hydration use `defaultTheme` (`light` for `system`).
   */
  initialTheme?: Theme;
}

/** The theme as it is now, outside React state: consumers subscribe to it (useSyncExternalStore). */
interface ThemeStore {
  get: () => Theme;
  set: (theme: Theme) => void;
  subscribe: (onChange: () => void) => () => void;
}

function createThemeStore(initial: Theme): ThemeStore {
  let theme = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => theme,
    set: (next) => {
      if (next === theme) return;
      theme = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface ThemeContextInternals {
  store: ThemeStore;
  /** What the server rendered with, and so what hydration renders first. */
  serverTheme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = React.createContext<ThemeContextInternals | null>(null);

/**
 * Holds the light/dark theme, saves the user's choice and sets the `dark` class on <html>.
 * Safe to render on the server; pair it with `themeScript()` in <head> so the page is painted
 * in the right theme before React runs (no flash, no hydration mismatch).
 *
 * The theme lives in a small store that `useTheme` subscribes to, not in the context's value: when
 * hydration ends and the saved choice replaces the server's guess, only the components showing the
 * theme render again. A context change would reach every part of the page still waiting to
 * hydrate (a lazy chunk on its way, content deferred until needed), and React would hydrate or
 * re-create them all at once (in the dark theme: a long task, and before it was a transition, a
 * layout shift of CLS 0.42).
 */
export function ThemeProvider({
  children,
  storageKey = THEME_STORAGE_KEY,
  defaultTheme = 'system',
  applyToDocument = true,
  initialTheme,
}: ThemeProviderProps) {
  const serverTheme: Theme = initialTheme ?? (defaultTheme === 'dark' ? 'dark' : 'light');
  const [store] = React.useState(() =>
    createThemeStore(typeof window === 'undefined' ? serverTheme : getInitialTheme(storageKey, defaultTheme)),
  );

  // The <html> class follows the theme. At mount it is what the page's theme script already set.
  React.useLayoutEffect(() => {
    if (!applyToDocument) return;
    const apply = () => {
      document.documentElement.classList.toggle('dark', store.get() === 'dark');
    };
    apply();
    return store.subscribe(apply);
  }, [store, applyToDocument]);

  // `system`: follow the operating system's switch while nothing is saved.
  React.useEffect(() => {
    if (defaultTheme !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => store.set(getInitialTheme(storageKey, defaultTheme));
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, [store, storageKey, defaultTheme]);

  const setTheme = React.useCallback(
    (next: Theme) => {
      store.set(next);
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Not saved; the choice still applies for this visit.
      }
    },
    [store, storageKey],
  );
  const toggleTheme = React.useCallback(() => setTheme(store.get() === 'dark' ? 'light' : 'dark'), [setTheme, store]);

  const value = React.useMemo(() => ({ store, serverTheme, setTheme, toggleTheme }), [store, serverTheme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/**
 * The current theme and its setters; throws outside a ThemeProvider. While hydrating it is the
 * server's theme (so the HTML matches), then the saved choice.
 */
export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  const theme = React.useSyncExternalStore(context.store.subscribe, context.store.get, () => context.serverTheme);
  return { theme, setTheme: context.setTheme, toggleTheme: context.toggleTheme };
}
