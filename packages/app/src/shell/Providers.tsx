import { ThemeProvider, Toaster, type Theme } from '@pawpal/ui';
import type * as React from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrConfig } from '../data/swr-config';

export interface ProvidersProps {
  children: React.ReactNode;
  /** Overrides for tests (e.g. a fresh cache per test). */
  swr?: SWRConfiguration;
  /**
   * A server-rendered page: the API answers it was rendered with (SWR's fallback, by key) and
   * the theme it was rendered in; the client's first render must match it.
   */
  serverRendered?: { data: Readonly<Record<string, unknown>>; theme: Theme };
}

/** App-wide context: theme, data fetching and toasts. The router wraps this (BrowserRouter in main). */
export function Providers({ children, swr, serverRendered }: ProvidersProps) {
  const config = { ...swrConfig, ...swr, ...(serverRendered ? { fallback: serverRendered.data } : {}) };
  return (
    <ThemeProvider initialTheme={serverRendered?.theme}>
      <SWRConfig value={config}>
        {children}
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
  );
}
