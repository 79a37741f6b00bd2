import { ThemeProvider, Toaster } from '@pawpal/ui';
import type * as React from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrConfig } from '../data/swr-config';

export interface ProvidersProps {
  children: React.ReactNode;
  /** Overrides for tests (e.g. a fresh cache per test). */
  swr?: SWRConfiguration;
}

/** App-wide context: theme, data fetching and toasts. The router wraps this (BrowserRouter in main). */
export function Providers({ children, swr }: ProvidersProps) {
  return (
    <ThemeProvider>
      <SWRConfig value={swr ? { ...swrConfig, ...swr } : swrConfig}>
        {children}
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
  );
}
