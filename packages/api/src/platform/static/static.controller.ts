import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Controller, Get, Inject, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { renderMessagePage } from '../html/layout.js';
import { html } from '../html/html.js';
import { CODE } from '../html/layout.js';
import { type AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { readSessionUserId } from '../session/signed-in.guard.js';
import { fillTemplate, injectedApiFetch, loadPageRenderer } from './server-render.js';
import { cacheControlFor, findStaticFile, wantsPage } from './static-files.js';

/**
 * Serves the built web app (STATIC_DIR) for every GET no other route matched: files as they are,
 * and index.html for any other path a browser navigates to (client-side routes). A signed-out
 * visitor's public page comes rendered, with its content and share tags in the first HTML
 * (server-render.ts). Unknown /api paths are JSON 404s, never the app.
 */
@Controller()
export class StaticController {
  private readonly logger = new Logger('StaticController');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('*')
  async serve(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new NotFoundException(`Cannot GET ${pathname}`);

    const root = this.config.staticDir;
    const file = await findStaticFile(root, pathname);
    if (file) {
      await this.send(reply, root, file);
      return;
    }
    if (!wantsPage(pathname, request.headers.accept)) throw new NotFoundException(`Cannot GET ${pathname}`);
    if (await findStaticFile(root, '/index.html')) {
      if (await this.serveRendered(request, reply, root)) return;
      await this.send(reply, root, 'index.html');
      return;
    }
    await reply
      .status(200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderMessagePage({
          title: 'The app is not built yet',
          message: html`The API is running, but the web app has not been built. Run <code class="${CODE}">npm start</code> from the repository root: it builds the app and starts Pawpal.`,
        }),
      );
  }

  /**
   * A public page rendered on the server for a signed-out visitor (a signed-in one gets the app as
   * it is: their pages depend on who they are). False when the page is not server rendered or
   * rendering failed: the caller sends index.html and the browser renders it.
   */
  private async serveRendered(request: FastifyRequest, reply: FastifyReply, root: string): Promise<boolean> {
    if (readSessionUserId(request) !== undefined) return false;
    const renderer = await loadPageRenderer(root);
    if (!renderer) return false;
    try {
      const page = await renderer.renderPage({
        url: request.url,
        origin: this.config.appOrigin,
        fetchApi: injectedApiFetch(request.server),
      });
      if (!page) return false;
      const document = fillTemplate(await readFile(path.join(root, 'index.html'), 'utf8'), page);
      if (document === null) return false;
      // Rendered for signed-out visitors from live data: revalidated every time, never shared
      // with a signed-in visitor's copy of the same URL.
      await reply
        .status(page.status)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(document);
      return true;
    } catch (error) {
      this.logger.error(
        `Rendering ${request.url.split('?', 1)[0]} failed; sending the app unrendered`,
        error instanceof Error ? error.stack : String(error),
      );
      return false;
    }
  }

  private async send(reply: FastifyReply, root: string, file: string): Promise<void> {
    await reply.header('Cache-Control', cacheControlFor(file)).sendFile(file, root, { cacheControl: false });
  }
}
