import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A fair process (docs/appeals.md). Written only by src/appeals/.
 * - `decisions`: one row per adverse decision about a member (a profile or document rejected, a
 *   review removed, a suspension, a report upheld), with the community rule it names, the summary
 *   the member reads, and the admin's own reason. `appeal_token_hash`: for a suspension, the
 *   SHA-256 of the single-use token its email carries (the member cannot sign in); cleared when
 *   used. `overturned_at` is set when an appeal overturns it.
 * - `appeals`: at most one per decision; decided by an admin other than the decision's.
 * - `appeal_photos`: the appellant's own uploads.
 */
export class Appeals1764600700000 implements MigrationInterface {
  name = 'Appeals1764600700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE decisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('profile_rejected', 'verification_rejected', 'review_removed', 'suspension', 'report_upheld')),
        rule text NOT NULL CHECK (char_length(rule) BETWEEN 1 AND 60),
        summary text NOT NULL CHECK (char_length(summary) BETWEEN 1 AND 4000),
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 4000),
        target_type text NOT NULL,
        target_id text NOT NULL,
        decided_by uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        decided_at timestamptz NOT NULL,
        appeal_token_hash text UNIQUE,
        overturned_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX decisions_member_idx ON decisions (member_id, decided_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE appeals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        decision_id uuid NOT NULL UNIQUE REFERENCES decisions (id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        statement text NOT NULL CHECK (char_length(statement) BETWEEN 1 AND 4000),
        submitted_at timestamptz NOT NULL,
        decide_by timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'overturned')),
        decided_by uuid REFERENCES users (id) ON DELETE RESTRICT,
        decided_at timestamptz,
        reason text CHECK (char_length(reason) BETWEEN 1 AND 2000),
        CONSTRAINT appeals_decided CHECK ((status = 'open') = (decided_at IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX appeals_open_idx ON appeals (submitted_at) WHERE status = 'open'`);
    await queryRunner.query(`
      CREATE TABLE appeal_photos (
        appeal_id uuid NOT NULL REFERENCES appeals (id) ON DELETE CASCADE,
        upload_id uuid NOT NULL REFERENCES uploads (id) ON DELETE RESTRICT,
        position smallint NOT NULL,
        PRIMARY KEY (appeal_id, upload_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE appeal_photos`);
    await queryRunner.query(`DROP TABLE appeals`);
    await queryRunner.query(`DROP TABLE decisions`);
  }
}
