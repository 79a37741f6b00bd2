import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { renderMessagePage } from '../html/layout.js';
import { html } from '../html/html.js';
import { CODE } from '../html/layout.js';
import { type AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { acceptsHtml, cacheControlFor, findStaticFile } from './static-files.js';

/**
 * Serves the built web app (STATIC_DIR) for every GET no other route matched: files as they are,
 * and index.html for any other path a browser navigates to (client-side routes). Unknown /api
 * paths are JSON 404s, never the app.
 */
@Controller()
export class StaticController {
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
    if (!acceptsHtml(request.headers.accept)) throw new NotFoundException(`Cannot GET ${pathname}`);
    if (await findStaticFile(root, '/index.html')) {
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

  private async send(reply: FastifyReply, root: string, file: string): Promise<void> {
    await reply.header('Cache-Control', cacheControlFor(file)).sendFile(file, root, { cacheControl: false });
  }
}
