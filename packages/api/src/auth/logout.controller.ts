import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { EventBus } from '../platform/events/event-bus.js';
import { renderLogoutConfirmPage } from './login-page/logout-page.js';
import { endSession } from '../platform/session/sessions.js';

/** Browser navigation to /api/logout (the app's "Log out" is a link, not a fetch). */
@Controller('api/logout')
export class LogoutController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  /**
   * Ends the session and redirects to `/`. A navigation started by another site (an <img> or link
   * elsewhere) only gets a confirmation page: logging people out is a nuisance CSRF.
   */
  @Get()
  async logOutByLink(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      await reply.status(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderLogoutConfirmPage());
      return;
    }
    await endSession(request, reply, this.config, this.events);
    await reply.redirect('/', 302);
  }

  /** The confirmation page's form. */
  @Post()
  async logOutByForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await endSession(request, reply, this.config, this.events);
    await reply.redirect('/', 302);
  }
}
