import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Idempotency keys: a retried POST with the same `Idempotency-Key` header gets the first
 * answer instead of acting twice. One row per member and key: the request's fingerprint, and once
 * the first request finished, its status and body. Rows older than 24 hours no longer count and
 * are removed as the member sends new keys. Written only by platform/idempotency.
 */
export class IdempotencyKeys1764200900000 implements MigrationInterface {
  name = 'IdempotencyKeys1764200900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
        request_hash text NOT NULL,
        status_code integer,
        response jsonb,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, key)
      )`);
    await queryRunner.query(`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE idempotency_keys`);
  }
}
