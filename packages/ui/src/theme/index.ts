export { ThemeProvider, useTheme, getInitialTheme, type ThemeProviderProps, type ThemeContextValue } from './ThemeProvider';
export { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';
export { themeScript, type ThemePreference, type ThemeScriptOptions } from './theme-script';
