import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The trust features' shared tables (docs/trust.md, docs/admin-console.md):
 *
 * - `audit_log`: one row per admin action. Append-only in the database itself: a trigger refuses
 *   UPDATE and DELETE (and TRUNCATE), so not even a bug in the API can rewrite history.
 * - `notices`: messages from Pawpal to one user (a decision on their verification, a badge about
 *   to expire, a report handled), listed by GET /api/notices.
 * - `users.suspended_*`: an admin's suspension (reason, optional end). A user is suspended while
 *   `suspended_at` is set and `suspended_until` is null or in the future.
 */
export class TrustFoundation1764100000000 implements MigrationInterface {
  name = 'TrustFoundation1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL,
        admin_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        action text NOT NULL CHECK (action ~ '^[a-z_]+\\.[a-z_]+$'),
        target_type text NOT NULL,
        target_id text NOT NULL,
        reason text,
        request_id text
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id)`);
    await queryRunner.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);

    await queryRunner.query(`
      CREATE TABLE notices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        link text,
        created_at timestamptz NOT NULL,
        read_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX notices_user_idx ON notices (user_id, created_at DESC)`);

    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN suspended_at timestamptz,
        ADD COLUMN suspension_reason text,
        ADD COLUMN suspended_until timestamptz,
        ADD CONSTRAINT users_suspension_reason CHECK (suspended_at IS NULL OR suspension_reason IS NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users DROP CONSTRAINT users_suspension_reason, DROP COLUMN suspended_until, DROP COLUMN suspension_reason, DROP COLUMN suspended_at`,
    );
    await queryRunner.query(`DROP TABLE notices`);
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(`DROP FUNCTION audit_log_append_only()`);
  }
}
