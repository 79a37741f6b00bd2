import { apiPaths } from '@pawpal/contract';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from '../shell/AppShell';
import { Providers } from '../shell/Providers';
import { SERVER_THEME, SSR_DATA_ELEMENT_ID } from '../shell/hydration';
import { OnServerContext } from '../screen/on-server';
import { pageHead, renderHead, scriptJson } from './head';
import { SIGNED_OUT, isServerRendered, pageDataKeys, sitterIdOf } from './page-data';

/** An API answer the server got for the renderer (in-process, as a signed-out visitor). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface RenderInput {
  /** The request's path and query, e.g. "/sitter/abc?x=1". */
  url: string;
  /** The public origin (APP_ORIGIN): canonical and share URLs are absolute. */
  origin: string;
  /** GETs an API URL as a signed-out visitor. */
  fetchApi: (url: string) => Promise<ApiAnswer>;
}

export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** The app's HTML, for inside <div id="root">. */
  html: string;
  /** The data block that goes after #root: the answers the client hydrates from. */
  dataScript: string;
}

/** How long a page may take to render before the server gives up and sends the plain app. */
const RENDER_TIMEOUT_MS = 5000;

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Renders a public page for a signed-out visitor, complete (every lazy page resolved), with the
 * API answers its hooks read on their first render. Null for a path that is not server rendered.
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  const url = new URL(input.url, input.origin);
  if (!isServerRendered(url.pathname)) return null;

  const keys = pageDataKeys(url);
  const data: Record<string, unknown> = { ...SIGNED_OUT };
  let status = 200;
  const answers = await Promise.all(keys.map(async (key) => [key, await input.fetchApi(key)] as const));
  for (const [key, answer] of answers) {
    if (answer.status >= 200 && answer.status < 300) data[key] = answer.body;
    else if (answer.status === 404) status = 404;
  }

  const sitterId = sitterIdOf(url.pathname);
  const sitterKey = sitterId !== undefined ? apiPaths.sitter(sitterId) : undefined;
  const searchKey = sitterKey === undefined ? keys[0] : undefined;
  const head = renderHead(pageHead(url, data, sitterKey, searchKey), input.origin);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS);
  try {
    const stream = await renderToReadableStream(
      <StrictMode>
        <OnServerContext value>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <Providers serverRendered={{ data, theme: SERVER_THEME }}>
              <AppShell />
            </Providers>
          </StaticRouter>
        </OnServerContext>
      </StrictMode>,
      {
        signal: controller.signal,
        onError: () => undefined,
        // Every boundary inline, in place: React would otherwise move large ones out of the way
        // and reveal them with inline scripts, which the CSP (script-src 'self') refuses.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    await stream.allReady;
    const html = await streamToString(stream);
    return {
      status,
      head,
      html,
      dataScript: `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`,
    };
  } finally {
    clearTimeout(timer);
  }
}
