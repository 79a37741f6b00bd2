import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Meet-and-greets before a first booking (docs/bookings.md#meet-and-greets). Written only by
 * src/meet-and-greets/ (and the sitter's flag by src/sitters/).
 * - `meet_and_greets`: an owner's request to a sitter with three proposed times; the sitter's
 *   answer (`chosen_time`, one of them, or declined) and what each side said afterwards. One
 *   unanswered request per owner and sitter at a time: one left unanswered past its last time is
 *   marked `expired` when the owner asks again (reads show it expired before that).
 * - `sitter_profiles.requires_meet_and_greet`: new owners meet the sitter before their first request.
 * - `mail_queue.attachments`: files sent with a message (the calendar invitation), as text.
 */
export class MeetAndGreets1764600300000 implements MigrationInterface {
  name = 'MeetAndGreets1764600300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sitter_profiles ADD COLUMN requires_meet_and_greet boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE mail_queue ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await queryRunner.query(`
      CREATE TABLE meet_and_greets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        proposed_times timestamptz[] NOT NULL CHECK (cardinality(proposed_times) = 3),
        message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 1000),
        status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'accepted', 'declined', 'expired')),
        chosen_time timestamptz,
        created_at timestamptz NOT NULL,
        answered_at timestamptz,
        owner_outcome text CHECK (owner_outcome IN ('went_well', 'not_for_us', 'no_show')),
        owner_outcome_at timestamptz,
        sitter_outcome text CHECK (sitter_outcome IN ('went_well', 'not_for_us', 'no_show')),
        sitter_outcome_at timestamptz,
        CHECK (owner_id <> sitter_id),
        CHECK ((status = 'accepted') = (chosen_time IS NOT NULL)),
        CHECK (chosen_time IS NULL OR chosen_time = ANY (proposed_times)),
        CHECK ((status IN ('accepted', 'declined')) = (answered_at IS NOT NULL)),
        CHECK ((owner_outcome IS NULL AND sitter_outcome IS NULL) OR status = 'accepted')
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX meet_and_greets_one_requested ON meet_and_greets (owner_id, sitter_id) WHERE status = 'requested'`,
    );
    await queryRunner.query(`CREATE INDEX meet_and_greets_owner_idx ON meet_and_greets (owner_id, created_at)`);
    await queryRunner.query(`CREATE INDEX meet_and_greets_sitter_idx ON meet_and_greets (sitter_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE meet_and_greets`);
    await queryRunner.query(`ALTER TABLE mail_queue DROP COLUMN attachments`);
    await queryRunner.query(`ALTER TABLE sitter_profiles DROP COLUMN requires_meet_and_greet`);
  }
}
