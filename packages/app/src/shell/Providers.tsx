import { ThemeProvider, Toaster, type Theme } from '@pawpal/ui';
import type * as React from 'react';
import { useState } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AUTH_USER_KEY } from '../data/auth';
import { freshFromServer } from '../data/server-fresh';
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
  // The page's own answers are fresh; the signed-in user is always asked for (the server renders
  // every page signed out).
  const [fresh] = useState(() =>
    serverRendered
      ? freshFromServer(
          Object.keys(serverRendered.data).filter((key) => key !== AUTH_USER_KEY),
          Date.now(),
        )
      : null,
  );
  const base = { ...swrConfig, ...swr };
  const config = { ...base, ...(serverRendered && fresh ? { fallback: serverRendered.data, use: [...(base.use ?? []), fresh] } : {}) };
  return (
    <ThemeProvider initialTheme={serverRendered?.theme}>
      <SWRConfig value={config}>
        {children}
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
  );
}
