import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Shared limits, so several API instances keep one budget:
 * - `rate_limits`: one fixed window per counter key (`sign-in:<ip>`, `message-minute:<user>`…):
 *   its hits and when it resets. Counted with one atomic upsert; windows past their reset are
 *   deleted by the scheduler's sweep. Written only by platform/limits.
 * - `uploads`: one row per stored image — who uploaded it and its size (the per-member storage
 *   quota), and when (an image nothing references a day later is deleted). Images stored before
 *   this table (the demo seed's) have no row and are never swept. Written only by uploads.
 */
export class RateLimits1764300700000 implements MigrationInterface {
  name = 'RateLimits1764300700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key text PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 200),
        hits integer NOT NULL CHECK (hits > 0),
        resets_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at)`);
    await queryRunner.query(`
      CREATE TABLE uploads (
        name text PRIMARY KEY CHECK (name ~ '^[0-9a-f]{32}\\.(jpg|png|webp)$'),
        owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
        bytes integer NOT NULL CHECK (bytes > 0),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX uploads_owner_id ON uploads (owner_id)`);
    await queryRunner.query(`CREATE INDEX uploads_created_at ON uploads (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE uploads`);
    await queryRunner.query(`DROP TABLE rate_limits`);
  }
}
