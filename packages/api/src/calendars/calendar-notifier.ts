import { Inject, Injectable } from '@nestjs/common';
import { ROUTES } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { MailQueue } from '../mail/mail-queue.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';

/** What the sitter is told: a notice in the app and, within their preferences, an email (and its push). */
export interface CalendarMessage {
  kind: string;
  title: string;
  body: string;
  /** Sends nothing twice for the same key. */
  dedupeKey: string;
}

/**
 * How this feature tells a sitter, inside the transaction of the change it tells about: an in-app
 * notice (NoticesService) and the `calendar_update` email (MailQueue), both pointing at the
 * sitter's availability screen.
 */
@Injectable()
export class CalendarNotifier {
  constructor(
    private readonly notices: NoticesService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(manager: EntityManager, sitterId: string, message: CalendarMessage): Promise<void> {
    const link = ROUTES.availabilityManagement;
    await this.notices.send(manager, sitterId, { kind: message.kind, title: message.title, body: message.body, link });
    const [user] = (await manager.query(`SELECT email, first_name FROM users WHERE id = $1`, [sitterId])) as {
      email: string;
      first_name: string;
    }[];
    if (!user) return;
    await this.mail.enqueue(manager, {
      userId: sitterId,
      to: user.email,
      kind: 'calendar_update',
      content: {
        subject: message.title,
        greeting: `Hi ${user.first_name},`,
        paragraphs: [message.body],
        action: { label: 'Open your calendar', url: `${this.config.appOrigin}${link}` },
      },
      dedupeKey: message.dedupeKey,
    });
  }
}
