import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Who took an audited step (docs/admin-console.md, "The audit log and its guarantee"): an admin (`admin_id`) or, for a
 * member's own step such as filing an appeal, the member (`member_id`); exactly one is set.
 * Rows written before this kept the member in `admin_id` for `appeal.file`: they are moved to
 * `member_id` here, with the append-only trigger held off for that one statement only.
 */
export class AuditActors1764600800000 implements MigrationInterface {
  name = 'AuditActors1764600800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE audit_log
        ALTER COLUMN admin_id DROP NOT NULL,
        ADD COLUMN member_id uuid REFERENCES users (id) ON DELETE RESTRICT`);
    await queryRunner.query(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete`);
    await queryRunner.query(`UPDATE audit_log SET member_id = admin_id, admin_id = NULL WHERE action = 'appeal.file'`);
    await queryRunner.query(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_or_delete`);
    await queryRunner.query(`ALTER TABLE audit_log ADD CONSTRAINT audit_log_one_actor CHECK (num_nonnulls(admin_id, member_id) = 1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_one_actor`);
    await queryRunner.query(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete`);
    await queryRunner.query(`UPDATE audit_log SET admin_id = member_id WHERE admin_id IS NULL`);
    await queryRunner.query(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_or_delete`);
    await queryRunner.query(`ALTER TABLE audit_log DROP COLUMN member_id, ALTER COLUMN admin_id SET NOT NULL`);
  }
}
