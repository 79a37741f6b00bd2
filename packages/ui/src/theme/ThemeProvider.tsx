import * as React from 'react';
import { THEME_STORAGE_KEY, type Theme } from '../constants';

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
 * else the system preference (prefers-color-scheme: dark).
 */
export function getInitialTheme(storageKey: string = THEME_STORAGE_KEY, defaultTheme?: Theme): Theme {
  try {
    const saved = window.localStorage.getItem(storageKey);
    if (isTheme(saved)) return saved;
  } catch {
    // Storage can be unavailable (privacy mode): fall through to the preference.
  }
  if (defaultTheme) return defaultTheme;
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

export interface ThemeProviderProps {
  children?: React.ReactNode;
  /** Local storage key of the saved choice. */
  storageKey?: string;
  /** Used when nothing is saved, instead of the system preference. */
  defaultTheme?: Theme;
  /** Set the `dark` class on <html> (default). Turn off for side-by-side previews. */
  applyToDocument?: boolean;
  /**
   * Server rendering and hydration: the theme of the first render (the server cannot read the
   * saved choice). On the client the saved choice replaces it before the first paint.
   */
  initialTheme?: Theme;
}

/** Holds the light/dark theme, saves the user's choice and sets the `dark` class on <html>. */
export function ThemeProvider({ children, storageKey = THEME_STORAGE_KEY, defaultTheme, applyToDocument = true, initialTheme }: ThemeProviderProps) {
  const [theme, setThemeState] = React.useState<Theme>(() => initialTheme ?? getInitialTheme(storageKey, defaultTheme));
  // After hydrating server HTML: the saved choice, re-rendered before the browser paints; the
  // <html> class (set by the page's theme script) is left alone until then.
  const pendingSavedTheme = React.useRef(initialTheme !== undefined);
  const classApplies = React.useRef(initialTheme === undefined);
  React.useLayoutEffect(() => {
    if (!pendingSavedTheme.current) return;
    pendingSavedTheme.current = false;
    setThemeState(getInitialTheme(storageKey, defaultTheme));
  }, [storageKey, defaultTheme]);

  React.useLayoutEffect(() => {
    if (!classApplies.current) {
      classApplies.current = true;
      return;
    }
    if (applyToDocument) document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme, applyToDocument]);

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
