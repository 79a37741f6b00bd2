import { Inject, Injectable } from '@nestjs/common';
import { PUSH_SUBSCRIPTIONS_PER_USER_MAX, type PushSubscriptionInput, type PushSubscriptionSaved } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { PUSH_CONFIG, type PushConfig } from './push-config.js';
import { endpointProblem, keysProblem } from './push-endpoint.js';
import { PushSubscriptionRefused } from './push.errors.js';

/**
 * The one writer of `push_subscriptions`: the browsers a person enabled notifications on. An
 * endpoint belongs to one account (the last to subscribe it); an account keeps its newest
 * PUSH_SUBSCRIPTIONS_PER_USER_MAX browsers.
 */
@Injectable()
export class PushSubscriptions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(PUSH_CONFIG) private readonly config: PushConfig,
  ) {}

  async save(userId: string, input: PushSubscriptionInput): Promise<PushSubscriptionSaved> {
    const problem = endpointProblem(input.endpoint, this.config.allowLocalEndpoints) ?? keysProblem(input.keys);
    if (problem !== undefined) throw new PushSubscriptionRefused(problem);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      // A browser now signed into another account: its old account's pending pushes must not reach it.
      await manager.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id <> $2`, [input.endpoint, userId]);
      const [row] = (await manager.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = EXCLUDED.created_at
         RETURNING id, created_at`,
        [userId, input.endpoint, input.keys.p256dh, input.keys.auth, now],
      )) as { id: string; created_at: Date }[];
      await manager.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1 AND id <> $2 AND id NOT IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 AND id <> $2 ORDER BY created_at DESC, id LIMIT $3)`,
        [userId, row!.id, PUSH_SUBSCRIPTIONS_PER_USER_MAX - 1],
      );
      return { id: row!.id, createdAt: row!.created_at.toISOString() };
    });
  }

  /** This browser no longer wants pushes for this account (nothing happens for another account's endpoint). */
  async remove(userId: string, endpoint: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [userId, endpoint]);
  }

  /** The push service said the subscription is gone (404/410): forget it and its pending pushes. */
  async forget(subscriptionId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1`, [subscriptionId]);
  }

  /** How many browsers the user has enabled. */
  async count(userId: string): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`, [userId])) as {
      count: number;
    }[];
    return row?.count ?? 0;
  }
}
