'use client';

import type * as React from 'react';
import { Moon, Sun } from 'lucide-react';
import { Button, type ButtonProps } from '../button';
import { useTheme } from './ThemeProvider';

export type ThemeToggleProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'>;

/**
 * An icon button that flips between light and dark; needs a ThemeProvider.
 *
 * Keyboard: Enter or Space flips the theme; focus stays on the button. Screen readers: named by
 * what it does next ("Switch to dark theme").
 */
export function ThemeToggle({ variant = 'ghost', size = 'icon', ...props }: ThemeToggleProps): React.JSX.Element {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      data-slot="theme-toggle"
      data-theme={theme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={toggleTheme}
      {...props}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
