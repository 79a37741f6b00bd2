import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { SittersService } from '../sitters/sitters.service.js';
import { SeoService } from './seo.service.js';
import { ShareCards } from './share-cards.js';
import { renderRobots, renderSitemap } from './sitemap.js';

/** The sitemap, robots.txt and the sitters' share cards (docs/decisions/0008-ssr.md). */
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seo: SeoService,
    private readonly sitters: SittersService,
    private readonly cards: ShareCards,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    return renderSitemap(this.config.appOrigin, await this.seo.listedSitters());
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  robots(): string {
    return renderRobots(this.config.appOrigin);
  }

  /** A listed sitter's share card (404 like their page otherwise), drawn once per version (ShareCards). */
  @Get('api/og/sitters/:file')
  async sitterCard(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const sitterId = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
    const sitter = await this.sitters.publicProfile(sitterId);
    const png = await this.cards.png(sitter);
    await reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=3600').send(png);
  }
}
