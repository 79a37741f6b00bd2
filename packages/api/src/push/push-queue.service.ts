import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type PushPayload } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { type ChannelNotice, MailQueue } from '../mail/mail-queue.service.js';
import { NotificationPreferencesService } from '../mail/notification-preferences.service.js';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { QueueClaims } from '../platform/queue/queue-claims.js';

/** Longest title and body a push carries (a notification shows about this much; the encrypted message stays far below 4 KB). */
export const PUSH_TITLE_MAX_LENGTH = 120;
export const PUSH_BODY_MAX_LENGTH = 300;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** What the browser shows: the email's subject, its first paragraph and its action's link. */
export function pushPayloadOf(notice: ChannelNotice, appOrigin: string): PushPayload {
  return {
    kind: notice.kind,
    title: clip(notice.content.subject, PUSH_TITLE_MAX_LENGTH),
    body: clip(notice.content.paragraphs[0] ?? '', PUSH_BODY_MAX_LENGTH),
    url: notice.content.action?.url ?? `${appOrigin}/`,
  };
}

/**
 * The one writer of new `push_queue` rows: one row per subscription of the person, written in the
 * caller's transaction (the one queuing the same event's email: the mail queue hands every
 * notification to this channel), when the person's push preference for the kind is on. The dedupe
 * key (the email's, plus the subscription) makes each exist once.
 */
@Injectable()
export class PushQueue implements OnModuleInit {
  constructor(
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    private readonly preferences: NotificationPreferencesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.mail.addChannel((manager, notice) => this.enqueue(manager, notice));
  }

  /** Queues the notice for each of the person's browsers; how many were queued. */
  async enqueue(manager: EntityManager, notice: ChannelNotice): Promise<number> {
    if (!(await this.preferences.isEnabled(manager, notice.userId, notice.kind, 'push'))) return 0;
    const now = this.clock.now();
    const rows = (await manager.query(
      `INSERT INTO push_queue (subscription_id, user_id, kind, payload, dedupe_key, next_attempt_at, created_at)
       SELECT id, user_id, $2, $3::jsonb, CASE WHEN $4::text IS NULL THEN NULL ELSE $4::text || ':' || id::text END, $5, $5
       FROM push_subscriptions WHERE user_id = $1
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [notice.userId, notice.kind, JSON.stringify(pushPayloadOf(notice, this.config.appOrigin)), notice.dedupeKey ?? null, now],
    )) as { id: string }[];
    return rows.length;
  }
}

/** A claimed push with the subscription it goes to. */
export interface ClaimedPush {
  id: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushPayload;
  attempts: number;
  claimedAt: Date;
}

/** Retry delays after the 1st, 2nd, ... failed attempt (a push is worth less the later it comes); then failed. */
export const PUSH_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
/** A claim older than this (the sender died mid-send) is taken again. */
export const PUSH_CLAIM_LEASE_MS = 5 * 60_000;

/** The sender's side of `push_queue` (status changes): next to the inserts so the table has one writer. */
export class PushQueueClaims {
  private readonly claims: QueueClaims<{ id: string; subscription_id: string; payload: PushPayload; attempts: number; claimed_at: Date }>;

  constructor(private readonly dataSource: DataSource) {
    this.claims = new QueueClaims(dataSource, {
      table: 'push_queue',
      columns: ['subscription_id', 'payload'],
      leaseMs: PUSH_CLAIM_LEASE_MS,
      retryDelaysMs: PUSH_RETRY_DELAYS_MS,
    });
  }

  /** Takes up to `limit` due pushes (no two senders take one row), with their browsers' subscriptions. */
  async claim(now: Date, limit: number): Promise<ClaimedPush[]> {
    const claimed = await this.claims.claim(now, limit);
    if (claimed.length === 0) return [];
    const subscriptions = (await this.dataSource.query(
      `SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = ANY($1::uuid[])`,
      [[...new Set(claimed.map((row) => row.subscription_id))]],
    )) as { id: string; endpoint: string; p256dh: string; auth: string }[];
    const byId = new Map(subscriptions.map((row) => [row.id, row]));
    return claimed.flatMap((row) => {
      const subscription = byId.get(row.subscription_id);
      // Deleted since the claim: its queue rows went with it.
      if (!subscription) return [];
      return [
        {
          id: row.id,
          subscriptionId: row.subscription_id,
          endpoint: subscription.endpoint,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          payload: row.payload,
          attempts: row.attempts,
          claimedAt: row.claimed_at,
        },
      ];
    });
  }

  /** Sent: only if this claim still holds the row. */
  markSent(push: ClaimedPush, now: Date): Promise<void> {
    return this.claims.markSent(push, now);
  }

  /** Failed this time: queued again after the backoff delay, or failed for good after the last attempt. */
  markFailed(push: ClaimedPush, now: Date, error: string): Promise<'retry' | 'failed'> {
    return this.claims.markFailed(push, now, error);
  }
}
