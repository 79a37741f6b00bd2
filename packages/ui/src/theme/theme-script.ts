import { THEME_STORAGE_KEY, type Theme } from '../constants';

/** What the page starts in when nothing is saved: a fixed theme, or the system preference. */
export type ThemePreference = Theme | 'system';

export interface ThemeScriptOptions {
  /** Local storage key of the saved choice (the same as ThemeProvider's `storageKey`). */
  storageKey?: string;
  /** Used when nothing is saved (the same as ThemeProvider's `defaultTheme`). Default `system`. */
  defaultTheme?: ThemePreference;
}

/**
 * The no-flash script: JavaScript (a string) that puts the `dark` class on `<html>` from the saved
 * choice, else `defaultTheme`, else `prefers-color-scheme`, before the first paint. Put it in
 * `<head>`, before the stylesheet's first use: inline (`<script dangerouslySetInnerHTML={{ __html:
 * themeScript() }} />`), or saved as a file when a Content Security Policy forbids inline scripts.
 * Plain ES5, no dependencies; safe to call on the server (it only builds a string).
 */
export function themeScript({ storageKey = THEME_STORAGE_KEY, defaultTheme = 'system' }: ThemeScriptOptions = {}): string {
  return (
    '(function(){try{var r=document.documentElement,s=window.localStorage.getItem(' +
    JSON.stringify(storageKey) +
    '),d=' +
    JSON.stringify(defaultTheme) +
    ',t=s==="dark"||s==="light"?s:d!=="system"?d:window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
    'r.classList.toggle("dark",t==="dark")}catch(e){}})();'
  );
}
