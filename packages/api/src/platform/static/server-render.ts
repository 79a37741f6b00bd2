import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type FastifyInstance } from 'fastify';

/*
 * Server rendering of the public pages (docs/decisions/0008-ssr.md). The app's build emits a
 * server bundle next to the client (STATIC_DIR/.ssr/entry-server.js; a dot folder is never served).
 * It decides which paths it renders, which API answers each needs, and writes the page's head
 * (title, description, canonical, Open Graph, JSON-LD). The platform only feeds it: the answers
 * come from this very server through fastify.inject as a signed-out visitor, so the platform
 * knows no feature and the page sees exactly what a browser would.
 */

/** What the app's server entry answers (packages/app/src/ssr/render.tsx). */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  dataScript: string;
}

export interface PageRenderer {
  renderPage(input: {
    url: string;
    origin: string;
    fetchApi: (url: string) => Promise<{ status: number; body: unknown }>;
  }): Promise<RenderedPage | null>;
}

/** Where the app's build puts its server bundle, inside the static directory. */
export function serverEntryPath(staticDir: string): string {
  return path.join(staticDir, '.ssr', 'entry-server.js');
}

const renderers = new Map<string, Promise<PageRenderer | null>>();

/** The server bundle of the built app, loaded once; null when the build has none. */
export function loadPageRenderer(staticDir: string): Promise<PageRenderer | null> {
  const file = serverEntryPath(staticDir);
  let renderer = renderers.get(file);
  if (!renderer) {
    renderer = existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<Partial<PageRenderer>>).then((module) =>
          typeof module.renderPage === 'function' ? (module as PageRenderer) : null,
        )
      : Promise.resolve(null);
    renderers.set(file, renderer);
  }
  return renderer;
}

/** GETs an API URL in-process, as a signed-out visitor (no cookie), and parses its JSON. */
export function injectedApiFetch(fastify: FastifyInstance): (url: string) => Promise<{ status: number; body: unknown }> {
  return async (url) => {
    if (!url.startsWith('/api/')) return { status: 404, body: null };
    const response = await fastify.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      body = null;
    }
    return { status: response.statusCode, body };
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with the rendered page in it: the app's HTML inside #root followed by its data
 * block, and the page's head replacing the template's generic title and description. Null when
 * the template has no empty #root to fill.
 */
export function fillTemplate(template: string, page: RenderedPage): string | null {
  if (!template.includes(ROOT_ELEMENT)) return null;
  const head = template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${page.head}\n  </head>`);
  return head.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.dataScript}`);
}
