import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { MailQueue } from '../mail/mail-queue.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';

/** The kind of every standby notice and email (NOTIFICATION_KINDS `standby`). */
export const STANDBY_NOTICE_KIND = 'standby';

/** One step of a standby as a person is told it, with the app path to act on it. */
export interface StandbyMessage {
  title: string;
  body: string;
  link: string;
  action: string;
}

/**
 * Tells a person about a standby step in that step's transaction: an in-app notice and, within
 * their notification preferences, an email and a push (kind `standby`). `stepKey` makes a step
 * handled twice (a replayed event) tell them once.
 */
@Injectable()
export class StandbyNotices {
  constructor(
    private readonly notices: NoticesService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(manager: EntityManager, userId: string, stepKey: string, message: StandbyMessage): Promise<void> {
    const [user] = (await manager.query(`SELECT email, first_name FROM users WHERE id = $1`, [userId])) as {
      email: string;
      first_name: string;
    }[];
    if (!user) return;
    const dedupeKey = `standby:${stepKey}:${userId}`;
    if (await this.mail.isQueued(manager, dedupeKey)) return;
    await this.notices.send(manager, userId, { kind: STANDBY_NOTICE_KIND, title: message.title, body: message.body, link: message.link });
    await this.mail.enqueue(manager, {
      userId,
      to: user.email,
      kind: 'standby',
      dedupeKey,
      content: {
        subject: message.title,
        greeting: `Hi ${user.first_name},`,
        paragraphs: [message.body],
        action: { label: message.action, url: `${this.config.appOrigin}${message.link}` },
      },
    });
  }
}
