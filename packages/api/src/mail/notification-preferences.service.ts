import { Injectable } from '@nestjs/common';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';

/**
 * The one writer of `notification_preferences`: the kinds a person switched off, per channel. No
 * row means on. Security mail (verification, reset, email change) is never looked up here.
 */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Every kind and channel with its current setting. */
  async list(userId: string): Promise<NotificationPreference[]> {
    const rows = (await this.dataSource.query(`SELECT kind, channel, enabled FROM notification_preferences WHERE user_id = $1`, [
      userId,
    ])) as {
      kind: string;
      channel: string;
      enabled: boolean;
    }[];
    const stored = new Map(rows.map((row) => [`${row.kind}/${row.channel}`, row.enabled]));
    return NOTIFICATION_KINDS.flatMap((kind) =>
      NOTIFICATION_CHANNELS.map((channel) => ({ kind, channel, enabled: stored.get(`${kind}/${channel}`) ?? true })),
    );
  }

  /** Stores the given settings (others unchanged), in one transaction. */
  async set(userId: string, preferences: readonly NotificationPreference[]): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      for (const preference of preferences) await this.write(manager, userId, preference.kind, preference.channel, preference.enabled, now);
    });
  }

  /** The unsubscribe link: switches one kind's email off at once. */
  async unsubscribe(userId: string, kind: NotificationKind): Promise<void> {
    await this.write(this.dataSource.manager, userId, kind, 'email', false, this.clock.now());
  }

  /** Whether `kind` may reach the user on `channel` (read in the caller's transaction). */
  async isEnabled(manager: EntityManager, userId: string, kind: NotificationKind, channel: NotificationChannel): Promise<boolean> {
    const rows = (await manager.query(`SELECT enabled FROM notification_preferences WHERE user_id = $1 AND kind = $2 AND channel = $3`, [
      userId,
      kind,
      channel,
    ])) as {
      enabled: boolean;
    }[];
    return rows[0]?.enabled ?? true;
  }

  private async write(
    manager: EntityManager,
    userId: string,
    kind: NotificationKind,
    channel: NotificationChannel,
    enabled: boolean,
    now: Date,
  ): Promise<void> {
    // Only existing users: a signed token for a deleted account changes nothing.
    await manager.query(
      `INSERT INTO notification_preferences (user_id, kind, channel, enabled, updated_at)
       SELECT id, $2, $3, $4, $5 FROM users WHERE id = $1
       ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
      [userId, kind, channel, enabled, now],
    );
  }
}
