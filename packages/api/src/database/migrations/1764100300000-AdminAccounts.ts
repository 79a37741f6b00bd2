import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The admin console (docs/admin-console.md):
 *
 * - `bookings.cancelled_by` may be `admin`: an admin cancelled it (with the refund they chose; the
 *   reason is in `audit_log`).
 * - a suspension's end is after its start.
 * - the session table is searched by user when an account is suspended (every session ends).
 */
export class AdminAccounts1764100300000 implements MigrationInterface {
  name = 'AdminAccounts1764100300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_cancelled_by_check`);
    await queryRunner.query(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_cancelled_by_check CHECK (cancelled_by IN ('owner', 'sitter', 'admin'))`,
    );
    await queryRunner.query(
      `ALTER TABLE users ADD CONSTRAINT users_suspension_ends_after_start CHECK (suspended_until IS NULL OR suspended_until > suspended_at)`,
    );
    await queryRunner.query(`CREATE INDEX session_user_idx ON session ((sess->>'userId'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX session_user_idx`);
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_suspension_ends_after_start`);
    await queryRunner.query(`UPDATE bookings SET cancelled_by = NULL WHERE cancelled_by = 'admin'`);
    await queryRunner.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_cancelled_by_check`);
    await queryRunner.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_cancelled_by_check CHECK (cancelled_by IN ('owner', 'sitter'))`);
  }
}
