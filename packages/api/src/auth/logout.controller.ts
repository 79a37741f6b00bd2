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
   * Ends the session and redirects to `/` when the navigation provably started on Pawpal (Fetch
   * Metadata `same-origin`, or `none` for a typed address or bookmark; in a browser without Fetch
   * Metadata, a Referer from the app's origin). Anything else — another site's link or <img>, or
   * a browser that says nothing — only gets a confirmation page: logging people out is a nuisance
   * CSRF, and "not cross-site" is not proof of "same site".
   */
  @Get()
  async logOutByLink(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.startedOnPawpal(request)) {
      await reply.status(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderLogoutConfirmPage());
      return;
    }
    await endSession(request, reply, this.config, this.events);
    await reply.redirect('/', 302);
  }

  private startedOnPawpal(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    const referer = request.headers.referer;
    if (referer === undefined) return false;
    try {
      return new URL(referer).origin === this.config.appOrigin;
    } catch {
      return false;
    }
  }

  /** The confirmation page's form. */
  @Post()
  async logOutByForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await endSession(request, reply, this.config, this.events);
    await reply.redirect('/', 302);
  }
}
