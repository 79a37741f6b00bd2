import { Inject, Injectable } from '@nestjs/common';
import { type MailKind, NOTIFICATION_KINDS, type NotificationKind, type OutboxMessage } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { BUSINESS_CONFIG, type BusinessConfig } from '../tax/business-config.js';
import { Metrics } from '../platform/observability/metrics.js';
import { QueueClaims } from '../platform/queue/queue-claims.js';
import { type MailContent, renderMail } from './mail-template.js';
import { mailColours } from './mail-theme.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';
import { type UnsubscribeTarget, UnsubscribeTokens } from './unsubscribe-token.js';

/** Where the unsubscribe link points (GET, works signed out). */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

export interface MailDraft {
  /** The account it concerns (null for an address with no account yet). */
  userId: string | null;
  to: string;
  kind: MailKind;
  content: MailContent;
  /** One message per key, ever: a reminder or notification for one event is queued once. */
  dedupeKey?: string;
  /**
   * The one thing of this notification kind that the unsubscribe link switches off (a saved
   * search's id) instead of the whole kind; the kind's module handles it (`onScopedUnsubscribe`).
   */
  unsubscribeSubject?: string;
  /** Files sent with it (text, like a calendar invitation). */
  attachments?: MailAttachment[];
}

/** A file sent with a message, as text (`text/calendar; method=REQUEST` for an invitation). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A notification as another channel receives it. */
export interface ChannelNotice {
  userId: string;
  kind: NotificationKind;
  content: MailContent;
  dedupeKey?: string;
}
/** Queues a notification on another channel, in the caller's transaction. */
export type NotificationChannel = (manager: EntityManager, notice: ChannelNotice) => Promise<unknown>;

export function isNotificationKind(kind: MailKind): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  attachments: MailAttachment[];
  sent_at: Date;
}

/**
 * Switches off one thing of a kind for its user (a scoped unsubscribe link, opened signed out):
 * answers the sentence the page shows, or null when that thing is gone already.
 */
export type ScopedUnsubscribe = (userId: string, subjectId: string) => Promise<string | null>;

/** How many messages GET /api/dev/outbox lists at most. */
export const OUTBOX_LIST_LIMIT = 100;

/**
 * The one writer of new `mail_queue` rows. A feature calls `enqueue` inside the transaction of the
 * event that causes the message, so the message exists if and only if the event committed; the
 * MailSender delivers it afterwards. Notification kinds honour the person's preferences and carry
 * an unsubscribe link; security mail always goes and has none.
 */
@Injectable()
export class MailQueue {
  private readonly tokens: UnsubscribeTokens;
  private readonly otherChannels: NotificationChannel[] = [];
  private readonly scopedUnsubscribes = new Map<NotificationKind, ScopedUnsubscribe>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly preferences: NotificationPreferencesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BUSINESS_CONFIG) private readonly business: BusinessConfig,
    metrics: Metrics,
  ) {
    this.tokens = new UnsubscribeTokens(config.sessionSecret);
    metrics.gaugeCollectedBy(
      'pawpal_mail_queue_messages',
      'Messages in mail_queue not sent yet, by state (queued: never tried; retrying: queued again after a failure; sending: claimed by a sender)',
      'state',
      () => this.pendingByState(),
    );
  }

  /** The unsent rows by state (the due index covers them: sent and failed rows are not read). */
  private async pendingByState(): Promise<Record<'queued' | 'retrying' | 'sending', number>> {
    const rows = (await this.dataSource.query(
      `SELECT CASE WHEN status = 'queued' AND attempts > 0 THEN 'retrying' ELSE status END AS state, count(*)::int AS count
       FROM mail_queue WHERE status IN ('queued', 'sending') GROUP BY 1`,
    )) as { state: 'queued' | 'retrying' | 'sending'; count: number }[];
    const counts = { queued: 0, retrying: 0, sending: 0 };
    for (const row of rows) counts[row.state] = row.count;
    return counts;
  }

  /** Queues the message; false when the person switched this kind off or the dedupe key was used already. */
  async enqueue(manager: EntityManager, draft: MailDraft): Promise<boolean> {
    let unsubscribeUrl: string | undefined;
    if (isNotificationKind(draft.kind)) {
      if (draft.userId === null) throw new Error(`A ${draft.kind} notification needs the user it goes to`);
      for (const channel of this.otherChannels)
        await channel(manager, { userId: draft.userId, kind: draft.kind, content: draft.content, dedupeKey: draft.dedupeKey });
      if (!(await this.preferences.isEnabled(manager, draft.userId, draft.kind, 'email'))) return false;
      unsubscribeUrl = `${this.config.appOrigin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(this.tokens.sign(draft.userId, draft.kind, draft.unsubscribeSubject))}`;
    }
    const rendered = renderMail(draft.content, { business: this.business, colours: mailColours(), unsubscribeUrl });
    const now = this.clock.now();
    const rows = (await manager.query(
      `INSERT INTO mail_queue (user_id, to_address, kind, subject, text_body, html_body, links, unsubscribe_url, dedupe_key, next_attempt_at, created_at, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $10, $11::jsonb)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [
        draft.userId,
        draft.to.toLowerCase(),
        draft.kind,
        rendered.subject,
        rendered.text,
        rendered.html,
        JSON.stringify(rendered.links),
        unsubscribeUrl ?? null,
        draft.dedupeKey ?? null,
        now,
        JSON.stringify(draft.attachments ?? []),
      ],
    )) as { id: string }[];
    return rows.length > 0;
  }

  /** Whether a message with this dedupe key was queued already (to skip work that must happen once, like issuing a link). */
  async isQueued(manager: EntityManager, dedupeKey: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM mail_queue WHERE dedupe_key = $1`, [dedupeKey])) as unknown[];
    return rows.length > 0;
  }

  /**
   * Adds another channel for the notification kinds (Web Push, src/push/): called in the queuing
   * transaction for every notification, whatever the email preference; it checks its own.
   */
  addChannel(channel: NotificationChannel): void {
    this.otherChannels.push(channel);
  }

  /** Queues in a transaction of its own (mail with no change of its own to join; an event's mail is queued by its EventOutbox handler instead). */
  enqueueNow(draft: MailDraft): Promise<boolean> {
    return this.dataSource.transaction((manager) => this.enqueue(manager, draft));
  }

  /** The unsubscribe link's token check: the user, kind and (for a scoped link) the thing it names, or null. */
  readUnsubscribeToken(token: string): UnsubscribeTarget | null {
    return this.tokens.verify(token);
  }

  /** Registers how `kind`'s scoped unsubscribe links (drafts with `unsubscribeSubject`) switch their one thing off. */
  onScopedUnsubscribe(kind: NotificationKind, handler: ScopedUnsubscribe): void {
    this.scopedUnsubscribes.set(kind, handler);
  }

  /** The handler of `kind`'s scoped links, if its module registered one. */
  scopedUnsubscribe(kind: NotificationKind): ScopedUnsubscribe | undefined {
    return this.scopedUnsubscribes.get(kind);
  }

  /** Delivered messages (the built-in outbox), newest first; only to `to` when given. */
  async delivered(to: string | undefined): Promise<OutboxMessage[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, to_address, subject, text_body, html_body, links, attachments, sent_at FROM mail_queue
       WHERE status = 'sent' AND ($1::text IS NULL OR to_address = $1) ORDER BY sent_at DESC, created_at DESC, id LIMIT $2`,
      [to?.toLowerCase() ?? null, OUTBOX_LIST_LIMIT],
    )) as OutboxRow[];
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      links: row.links,
      attachments: row.attachments,
      sentAt: row.sent_at.toISOString(),
    }));
  }
}

/** A claimed message, ready for the transport. */
export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string | null;
  attachments: MailAttachment[];
  attempts: number;
  claimedAt: Date;
}

/** Retry delays after the 1st, 2nd, ... failed attempt; after the last one the message is marked failed. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
/** A claim older than this (the sender died mid-send) is taken again. */
export const MAIL_CLAIM_LEASE_MS = 10 * 60_000;

/** The sender's side of `mail_queue` (status changes): kept next to the inserts so the table has one writer. */
export class MailQueueClaims {
  private readonly claims: QueueClaims<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    unsubscribe_url: string | null;
    attachments: MailAttachment[];
    attempts: number;
    claimed_at: Date;
  }>;

  constructor(dataSource: DataSource) {
    this.claims = new QueueClaims(dataSource, {
      table: 'mail_queue',
      columns: ['to_address', 'subject', 'text_body', 'html_body', 'unsubscribe_url', 'attachments'],
      leaseMs: MAIL_CLAIM_LEASE_MS,
      retryDelaysMs: MAIL_RETRY_DELAYS_MS,
    });
  }

  /** Takes up to `limit` due messages; two senders (threads, instances) never take the same row. */
  async claim(now: Date, limit: number): Promise<ClaimedMail[]> {
    const rows = await this.claims.claim(now, limit);
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      unsubscribeUrl: row.unsubscribe_url,
      attachments: row.attachments,
      attempts: row.attempts,
      claimedAt: row.claimed_at,
    }));
  }

  /** Sent: only if this claim still holds the row. */
  markSent(mail: ClaimedMail, now: Date): Promise<void> {
    return this.claims.markSent(mail, now);
  }

  /** Failed this time: queued again after the backoff delay, or failed for good after the last attempt. */
  markFailed(mail: ClaimedMail, now: Date, error: string): Promise<'retry' | 'failed'> {
    return this.claims.markFailed(mail, now, error);
  }
}
