import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Sitter review before listing and verifications (docs/trust.md):
 *
 * - `sitter_profiles.review_*`: where the profile is in Pawpal's review. Rows that exist when
 *   this migration runs were listed already, so they become `approved`; every profile created
 *   afterwards starts `pending_review` (the column default) and is listed only once approved.
 * - `sitter_verifications`: one row per document a sitter submits (photo ID, National Police
 *   Check) and the admin's decision on it. The file itself lives in the private verification
 *   directory under `file_name` (a random name); after a decision and the retention period the
 *   file is deleted and `file_name` becomes null, while the row (the decision) stays.
 */
export class SitterVerification1764100100000 implements MigrationInterface {
  name = 'SitterVerification1764100100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        ADD COLUMN review_status text NOT NULL DEFAULT 'approved'
          CONSTRAINT sitter_profiles_review_status CHECK (review_status IN ('pending_review', 'approved', 'rejected')),
        ADD COLUMN review_reason text,
        ADD COLUMN review_submitted_at timestamptz,
        ADD COLUMN reviewed_at timestamptz`);
    // Existing sitters were already listed: approved as of when they registered.
    await queryRunner.query(`UPDATE sitter_profiles SET review_submitted_at = created_at, reviewed_at = created_at`);
    await queryRunner.query(`ALTER TABLE sitter_profiles ALTER COLUMN review_status SET DEFAULT 'pending_review'`);
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        ADD CONSTRAINT sitter_profiles_rejection_reason CHECK (review_status <> 'rejected' OR review_reason IS NOT NULL)`);
    await queryRunner.query(`CREATE INDEX sitter_profiles_review_idx ON sitter_profiles (review_status, review_submitted_at)`);

    await queryRunner.query(`
      CREATE TABLE sitter_verifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sitter_id uuid NOT NULL REFERENCES sitter_profiles (user_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('id', 'police_check')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        content_type text NOT NULL,
        byte_size integer NOT NULL CHECK (byte_size > 0),
        file_name text,
        submitted_at timestamptz NOT NULL,
        decided_at timestamptz,
        decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
        reason text,
        expires_on date,
        expiry_warned_at timestamptz,
        expired_at timestamptz,
        file_deleted_at timestamptz,
        CONSTRAINT sitter_verifications_decided CHECK ((status = 'pending') = (decided_at IS NULL)),
        CONSTRAINT sitter_verifications_rejection_reason CHECK (status <> 'rejected' OR reason IS NOT NULL),
        CONSTRAINT sitter_verifications_police_expiry CHECK (kind <> 'police_check' OR status <> 'approved' OR expires_on IS NOT NULL),
        CONSTRAINT sitter_verifications_file CHECK ((file_name IS NULL) = (file_deleted_at IS NOT NULL))
      )`);
    // One document of each kind waits for review at a time.
    await queryRunner.query(
      `CREATE UNIQUE INDEX sitter_verifications_one_pending ON sitter_verifications (sitter_id, kind) WHERE status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX sitter_verifications_queue_idx ON sitter_verifications (status, submitted_at)`);
    await queryRunner.query(
      `CREATE INDEX sitter_verifications_badges_idx ON sitter_verifications (sitter_id, kind, expires_on) WHERE status = 'approved'`,
    );
    await queryRunner.query(
      `CREATE INDEX sitter_verifications_retention_idx ON sitter_verifications (decided_at) WHERE file_name IS NOT NULL AND status <> 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sitter_verifications`);
    await queryRunner.query(`DROP INDEX sitter_profiles_review_idx`);
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        DROP CONSTRAINT sitter_profiles_rejection_reason,
        DROP COLUMN reviewed_at,
        DROP COLUMN review_submitted_at,
        DROP COLUMN review_reason,
        DROP COLUMN review_status`);
  }
}
