import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Reliability records (docs/reliability.md). The records themselves are computed from bookings
 * and visits on every read; these tables hold only what cannot be computed. Written only by
 * src/reliability/.
 * - `reliability_tiers`: the "Reliable sitter" tier as the daily sweep last decided it, with the
 *   rules the sitter missed (`misses`), so the next run can say which rule changed.
 * - `cancellation_records`: per cancelled booking, the sitter's word that the owner asked for it
 *   (`owner_asked_at`), the owner's confirmation (`owner_confirmed_at`: only then is it not held
 *   against the sitter), and the sitter's one public reply to the late-cancellation entry.
 */
export class Reliability1764600500000 implements MigrationInterface {
  name = 'Reliability1764600500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reliability_tiers (
        sitter_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        reliable boolean NOT NULL,
        misses text[] NOT NULL,
        checked_at timestamptz NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    // Search filters on the tier.
    await queryRunner.query(`CREATE INDEX reliability_tiers_reliable_idx ON reliability_tiers (sitter_id) WHERE reliable`);
    await queryRunner.query(`CREATE INDEX reliability_tiers_checked_idx ON reliability_tiers (checked_at)`);
    await queryRunner.query(`
      CREATE TABLE cancellation_records (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        owner_asked_at timestamptz,
        owner_confirmed_at timestamptz,
        reply text CHECK (char_length(reply) BETWEEN 1 AND 1000),
        reply_at timestamptz,
        CHECK (owner_confirmed_at IS NULL OR owner_asked_at IS NOT NULL),
        CHECK ((reply IS NULL) = (reply_at IS NULL))
      )`);
    // The record and the entries read sitters' cancellations by sitter and time.
    await queryRunner.query(
      `CREATE INDEX bookings_sitter_cancelled_idx ON bookings (sitter_id, cancelled_at) WHERE status = 'cancelled' AND cancelled_by = 'sitter'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX bookings_sitter_cancelled_idx`);
    await queryRunner.query(`DROP TABLE cancellation_records`);
    await queryRunner.query(`DROP TABLE reliability_tiers`);
  }
}
