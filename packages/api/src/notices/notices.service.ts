import { Inject, Injectable } from '@nestjs/common';
import { type Notice, type NotificationKind, VERIFICATION_NOTICE_KINDS } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { MailQueue } from '../mail/mail-queue.service.js';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';

/** Notices that also go by email, with the preference kind that switches the email off. */
const EMAILED_NOTICES: Readonly<Record<string, NotificationKind>> = {
  [VERIFICATION_NOTICE_KINDS.sitterApproved]: 'verification_decision',
  [VERIFICATION_NOTICE_KINDS.sitterRejected]: 'verification_decision',
  [VERIFICATION_NOTICE_KINDS.verificationApproved]: 'verification_decision',
  [VERIFICATION_NOTICE_KINDS.verificationRejected]: 'verification_decision',
};

/** A message from Pawpal to one user. */
export interface NoticeDraft {
  /** What it is about, `<noun>_<event>`: `verification_approved`, `badge_expiring`, `report_handled`. */
  kind: string;
  title: string;
  body: string;
  /** An app path to act on it. */
  link?: string | null;
}

/** How many notices GET /api/notices returns (newest first). */
export const NOTICES_LIST_LIMIT = 50;

interface NoticeRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

/**
 * The one writer of `notices`: decisions, reminders and outcomes Pawpal tells a user about. A
 * feature calls `send` inside the transaction that made the decision, so the notice exists if and
 * only if the decision committed.
 */
@Injectable()
export class NoticesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Writes the notice; the decisions on a sitter's profile and documents also go by email, in the same transaction. */
  async send(manager: EntityManager, userId: string, draft: NoticeDraft): Promise<void> {
    await manager.query(`INSERT INTO notices (user_id, kind, title, body, link, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      userId,
      draft.kind,
      draft.title,
      draft.body,
      draft.link ?? null,
      this.clock.now(),
    ]);
    const emailKind = EMAILED_NOTICES[draft.kind];
    if (emailKind === undefined) return;
    const [user] = (await manager.query(`SELECT email, first_name FROM users WHERE id = $1`, [userId])) as {
      email: string;
      first_name: string;
    }[];
    if (!user) return;
    await this.mail.enqueue(manager, {
      userId,
      to: user.email,
      kind: emailKind,
      content: {
        subject: draft.title,
        greeting: `Hi ${user.first_name},`,
        paragraphs: [draft.body],
        ...(draft.link ? { action: { label: 'Open Pawpal', url: `${this.config.appOrigin}${draft.link}` } } : {}),
      },
    });
  }

  /** The user's latest notices, newest first. */
  async list(userId: string): Promise<Notice[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, kind, title, body, link, created_at, read_at FROM notices WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [userId, NOTICES_LIST_LIMIT],
    )) as NoticeRow[];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
    }));
  }

  /** Marks all of the user's notices read. */
  async markAllRead(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE notices SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL`, [userId, this.clock.now()]);
  }
}
