import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The few suspended accounts, indexed on their own: search reads them once per statement to leave
 * their profiles out (sitters/listing.ts listedProfileSql) instead of looking up the user of every
 * profile it scans.
 */
export class SuspendedUsersIndex1764800700000 implements MigrationInterface {
  name = 'SuspendedUsersIndex1764800700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX users_suspended_idx ON users (id) WHERE suspended_at IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_suspended_idx`);
  }
}
