import { Inject, Injectable } from '@nestjs/common';
import { paths } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { type MailContent } from '../mail/mail-template.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { type SeriesRow } from './series-rows.js';

/** How weekly care tells a party: an in-app notice and an email with its push (kind weekly_care), both in the change's transaction. */
@Injectable()
export class SeriesNotifier {
  constructor(
    private readonly mail: MailQueue,
    private readonly notices: NoticesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(
    manager: EntityManager,
    row: SeriesRow,
    to: 'owner' | 'sitter',
    message: { kind: string; title: string; body: string; mail?: MailContent; dedupeKey: string },
  ): Promise<void> {
    const userId = to === 'owner' ? row.owner_id : row.sitter_id;
    await this.notices.send(manager, userId, { kind: message.kind, title: message.title, body: message.body, link: paths.series(row.id) });
    if (!message.mail) return;
    await this.mail.enqueue(manager, {
      userId,
      to: to === 'owner' ? row.owner_email : row.sitter_email,
      kind: 'weekly_care',
      content: message.mail,
      dedupeKey: message.dedupeKey,
    });
  }

  /** The series' page in the app (absolute, for emails). */
  url(seriesId: string): string {
    return `${this.config.appOrigin}${paths.series(seriesId)}`;
  }
}
