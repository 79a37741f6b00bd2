import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Web Push, written only by src/push/:
 * - `push_subscriptions`: a browser's PushManager subscription for a signed-in user (the push
 *   service's endpoint and the keys that encrypt for it). One row per endpoint: a browser signed
 *   into another account moves to that account. Deleted when the push service answers 404/410.
 * - `push_queue`: one notification for one subscription, written in the transaction that queues
 *   the same event's email, delivered and retried with backoff like `mail_queue`; `dedupe_key`
 *   makes it exist once.
 * - `push_vapid_keys`: the VAPID key pair generated on the first start outside production (in
 *   production the keys come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY). One row.
 */
export class WebPush1764300400000 implements MigrationInterface {
  name = 'WebPush1764300400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 10 AND 1024),
        p256dh text NOT NULL CHECK (length(p256dh) BETWEEN 1 AND 256),
        auth text NOT NULL CHECK (length(auth) BETWEEN 1 AND 64),
        created_at timestamptz NOT NULL,
        last_sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE push_queue (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        dedupe_key text UNIQUE,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL,
        claimed_at timestamptz,
        sent_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX push_queue_due_idx ON push_queue (next_attempt_at) WHERE status IN ('queued', 'sending')`);
    await queryRunner.query(`
      CREATE TABLE push_vapid_keys (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE push_vapid_keys`);
    await queryRunner.query(`DROP TABLE push_queue`);
    await queryRunner.query(`DROP TABLE push_subscriptions`);
  }
}
