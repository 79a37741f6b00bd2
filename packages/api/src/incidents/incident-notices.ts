import { Inject, Injectable } from '@nestjs/common';
import { INCIDENT_NOTICE_KIND, paths } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { MailQueue } from '../mail/mail-queue.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';

/** One step of an incident as a person is told it. */
export interface IncidentMessage {
  title: string;
  body: string;
}

/**
 * Tells people about a step of an incident, in the step's transaction: an in-app notice (GET
 * /api/notices, kind `incident_update`) and, within their notification preferences, an email and
 * a push (kind `incident_update`). The key makes a step handled twice tell each person once.
 */
@Injectable()
export class IncidentNotices {
  constructor(
    private readonly notices: NoticesService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(
    manager: EntityManager,
    userIds: readonly string[],
    incidentId: string,
    stepKey: string,
    message: IncidentMessage,
  ): Promise<void> {
    const link = paths.incident(incidentId);
    for (const userId of new Set(userIds)) {
      const [user] = (await manager.query(`SELECT email, first_name FROM users WHERE id = $1`, [userId])) as {
        email: string;
        first_name: string;
      }[];
      if (!user) continue;
      const dedupeKey = `incident:${incidentId}:${stepKey}:${userId}`;
      // The mail's dedupe key says whether this step reached this person already (a replayed event).
      if (await this.mail.isQueued(manager, dedupeKey)) continue;
      await this.notices.send(manager, userId, { kind: INCIDENT_NOTICE_KIND, title: message.title, body: message.body, link });
      await this.mail.enqueue(manager, {
        userId,
        to: user.email,
        kind: 'incident_update',
        dedupeKey,
        content: {
          subject: message.title,
          greeting: `Hi ${user.first_name},`,
          paragraphs: [message.body],
          action: { label: 'Open the incident', url: `${this.config.appOrigin}${link}` },
        },
      });
    }
  }
}
