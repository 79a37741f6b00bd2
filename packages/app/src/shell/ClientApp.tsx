import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppShell } from './AppShell';
import { Providers } from './Providers';
import { SERVER_THEME } from './hydration';

export interface ClientAppProps {
  /** The answers a server-rendered page was rendered with (hydrate from them), or null. */
  serverData: Readonly<Record<string, unknown>> | null;
}

/** The app in the browser: the same tree the server renders (ssr/render.tsx), with the browser's router. */
export function ClientApp({ serverData }: ClientAppProps) {
  return (
    <StrictMode>
      <BrowserRouter>
        <Providers serverRendered={serverData ? { data: serverData, theme: SERVER_THEME } : undefined}>
          <AppShell />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
}
