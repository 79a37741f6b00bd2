import { Module } from '@nestjs/common';
import { SittersModule } from '../sitters/sitters.module.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';
import { ShareCards } from './share-cards.js';

/** GET /sitemap.xml, /robots.txt and /api/og/sitters/{id}.png. */
@Module({ imports: [SittersModule], controllers: [SeoController], providers: [SeoService, ShareCards] })
export class SeoModule {}
