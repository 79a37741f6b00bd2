import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Calendars that tell the truth (docs/bookings.md, "Calendars that tell the truth"):
 * - `calendar_feeds`: each sitter's private feed token (calendars/calendar-feed.service.ts);
 * - `calendar_imports`: calendars a sitter imported by URL or file, with their sync state
 *   (calendars/calendar-imports.service.ts);
 * - `sitter_unavailable_days.import_id`: an imported busy day is a blocked day owned by its import,
 *   so the availability read, the booking check and search (through the `unavailable` column its
 *   triggers keep) see it with no query of their own;
 * - `sitter_profiles.availability_confirmed_at` (null until first counted) and the reminder stamps,
 *   read by search's dated filter as one column comparison on the row it already reads.
 */
export class TruthfulCalendars1764600400000 implements MigrationInterface {
  name = 'TruthfulCalendars1764600400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE calendar_feeds (
        sitter_id uuid PRIMARY KEY REFERENCES sitter_profiles (user_id) ON DELETE CASCADE,
        token text NOT NULL UNIQUE CHECK (length(token) >= 22),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE calendar_imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sitter_id uuid NOT NULL REFERENCES sitter_profiles (user_id) ON DELETE CASCADE,
        source text NOT NULL CHECK (source IN ('url', 'file')),
        name text NOT NULL,
        url text,
        created_at timestamptz NOT NULL,
        last_synced_at timestamptz,
        last_error text,
        consecutive_failures integer NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
        flagged_at timestamptz,
        next_sync_at timestamptz,
        CONSTRAINT calendar_imports_url_check CHECK ((source = 'url') = (url IS NOT NULL)),
        CONSTRAINT calendar_imports_sync_check CHECK ((source = 'url') = (next_sync_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX calendar_imports_sitter_idx ON calendar_imports (sitter_id)`);
    await queryRunner.query(`CREATE INDEX calendar_imports_due_idx ON calendar_imports (next_sync_at) WHERE next_sync_at IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE sitter_unavailable_days
        ADD COLUMN import_id uuid REFERENCES calendar_imports (id) ON DELETE CASCADE,
        ADD CONSTRAINT sitter_unavailable_days_import_check CHECK (import_id IS NULL OR reason = 'blocked')`);
    await queryRunner.query(
      `CREATE INDEX sitter_unavailable_days_import_idx ON sitter_unavailable_days (import_id) WHERE import_id IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        ADD COLUMN availability_confirmed_at timestamptz,
        ADD COLUMN availability_reminded_at timestamptz,
        ADD COLUMN availability_hidden_told_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        DROP COLUMN availability_confirmed_at, DROP COLUMN availability_reminded_at, DROP COLUMN availability_hidden_told_at`);
    await queryRunner.query(`DELETE FROM sitter_unavailable_days WHERE import_id IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE sitter_unavailable_days DROP COLUMN import_id`);
    await queryRunner.query(`DROP TABLE calendar_imports`);
    await queryRunner.query(`DROP TABLE calendar_feeds`);
  }
}
