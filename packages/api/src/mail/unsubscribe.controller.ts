import { Controller, Get, Query, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { NOTIFICATION_KIND_LABELS, paths } from '@pawpal/contract';
import { html } from '../platform/html/html.js';
import { renderMessagePage } from '../platform/html/layout.js';
import { MailQueue } from './mail-queue.service.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';

/** The unsubscribe link of every notification email: works signed out, honoured at once. */
@Controller('api/mail/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly queue: MailQueue,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  /**
   * `?token=`: switches that kind of email off (or, for a scoped link, the one thing it names) and
   * says so; 400 with a page when the link is broken.
   */
  @Get()
  async unsubscribe(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const target = typeof token === 'string' ? this.queue.readUnsubscribeToken(token) : null;
    void reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    if (!target) {
      void reply.status(400).send(
        renderMessagePage({
          title: 'Link not valid',
          message:
            'This unsubscribe link is broken or incomplete. Copy the whole link from the email, or change your emails on your profile.',
        }),
      );
      return;
    }
    // A link scoped to one thing (a saved search) switches off that thing only, through its module.
    const scoped = target.subjectId === null ? undefined : this.queue.scopedUnsubscribe(target.kind);
    if (scoped && target.subjectId !== null) {
      const stopped = await scoped(target.userId, target.subjectId);
      void reply.send(
        renderMessagePage({
          title: 'Unsubscribed',
          message: html`${stopped ?? 'That saved search was removed already: it sends no more emails.'} You can manage your saved searches on <a class="underline" href="${paths.profile()}">your profile</a>.`,
        }),
      );
      return;
    }
    await this.preferences.unsubscribe(target.userId, target.kind);
    void reply.send(
      renderMessagePage({
        title: 'Unsubscribed',
        message: html`You will no longer get emails for “${NOTIFICATION_KIND_LABELS[target.kind]}”. You can switch them back on from <a class="underline" href="${paths.profile()}">your profile</a>.`,
      }),
    );
  }
}
