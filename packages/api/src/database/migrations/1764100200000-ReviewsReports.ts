import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Two-sided, double-blind reviews and reports (docs/reviews-and-reports.md).
 *
 * `reviews` gains its author's side (`author_role`: the owner reviews the sitter, the sitter the
 * owner and pets), one review per side per booking, and publication: `publish_at` is when the
 * review becomes visible — the end of the review window when it is written, moved to now when the
 * other side's review arrives — so every read filters `publish_at <= now` (the injected Clock) and
 * needs no sweep to hide or show a review. `counted` records that the sitter's rating aggregate
 * includes it (set in the transaction that publishes it; the reviews sweep catches the ones
 * published by time). Then the sitter's one public reply, and an admin's removal with its reason.
 * Existing reviews were public at once: they are published at their creation time.
 *
 * `reports`: a signed-in user's report of a sitter, a user, a message or a review; one open
 * report per reporter and target (partial unique index); an admin resolves or dismisses it.
 */
export class ReviewsReports1764100200000 implements MigrationInterface {
  name = 'ReviewsReports1764100200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE reviews
        ADD COLUMN author_role text NOT NULL DEFAULT 'owner' CHECK (author_role IN ('owner', 'sitter')),
        ADD COLUMN publish_at timestamptz,
        ADD COLUMN counted boolean NOT NULL DEFAULT false,
        ADD COLUMN reply text CHECK (reply IS NULL OR char_length(reply) BETWEEN 1 AND 2000),
        ADD COLUMN reply_at timestamptz,
        ADD COLUMN removed_at timestamptz,
        ADD COLUMN removal_reason text
          CHECK (removal_reason IN ('not_first_hand', 'private_information', 'threats_or_harassment', 'off_topic', 'spam')),
        ADD COLUMN removed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD CONSTRAINT reviews_removal_has_reason CHECK (removed_at IS NULL OR removal_reason IS NOT NULL),
        ADD CONSTRAINT reviews_reply_on_sitter_reviews CHECK (reply IS NULL OR author_role = 'owner')`);
    await queryRunner.query(`UPDATE reviews SET publish_at = created_at, counted = true`);
    await queryRunner.query(`ALTER TABLE reviews DROP CONSTRAINT reviews_booking_id_key`);
    await queryRunner.query(`ALTER TABLE reviews ADD CONSTRAINT reviews_booking_side_key UNIQUE (booking_id, author_role)`);
    await queryRunner.query(`DROP INDEX reviews_sitter_idx`);
    await queryRunner.query(`CREATE INDEX reviews_sitter_idx ON reviews (sitter_id, publish_at DESC) WHERE author_role = 'owner'`);
    await queryRunner.query(`CREATE INDEX reviews_owner_idx ON reviews (owner_id, publish_at DESC) WHERE author_role = 'sitter'`);
    // The reviews sweep: published by time, not yet in the sitter's rating.
    await queryRunner.query(`CREATE INDEX reviews_uncounted_idx ON reviews (publish_at) WHERE NOT counted`);

    await queryRunner.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        target_type text NOT NULL CHECK (target_type IN ('sitter', 'user', 'message', 'review')),
        target_id uuid NOT NULL,
        reason text NOT NULL
          CHECK (reason IN ('safety_concern', 'harassment', 'scam_or_fraud', 'fake_or_misleading', 'inappropriate_content', 'spam', 'other')),
        details text NOT NULL DEFAULT '' CHECK (char_length(details) <= 2000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
        created_at timestamptz NOT NULL,
        handled_at timestamptz,
        handled_by uuid REFERENCES users (id) ON DELETE SET NULL,
        note text,
        CHECK ((status = 'open') = (handled_at IS NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX reports_one_open_per_reporter_key ON reports (reporter_id, target_type, target_id) WHERE status = 'open'`,
    );
    await queryRunner.query(`CREATE INDEX reports_status_idx ON reports (status, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX reports_target_idx ON reports (target_type, target_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reports`);
    await queryRunner.query(`DROP INDEX reviews_uncounted_idx`);
    await queryRunner.query(`DROP INDEX reviews_owner_idx`);
    await queryRunner.query(`DROP INDEX reviews_sitter_idx`);
    await queryRunner.query(`DELETE FROM reviews WHERE author_role = 'sitter'`);
    await queryRunner.query(`ALTER TABLE reviews DROP CONSTRAINT reviews_booking_side_key`);
    await queryRunner.query(`ALTER TABLE reviews ADD CONSTRAINT reviews_booking_id_key UNIQUE (booking_id)`);
    await queryRunner.query(`CREATE INDEX reviews_sitter_idx ON reviews (sitter_id, created_at DESC)`);
    await queryRunner.query(`
      ALTER TABLE reviews
        DROP CONSTRAINT reviews_reply_on_sitter_reviews, DROP CONSTRAINT reviews_removal_has_reason,
        DROP COLUMN removed_by, DROP COLUMN removal_reason, DROP COLUMN removed_at, DROP COLUMN reply_at, DROP COLUMN reply,
        DROP COLUMN counted, DROP COLUMN publish_at, DROP COLUMN author_role`);
  }
}
