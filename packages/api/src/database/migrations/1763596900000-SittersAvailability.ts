import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { AU_STATE_TIME_ZONES } from '../../geo/au-states.js';
import { bundledSuburbs } from '../../geo/geo.directory.js';

/**
 * Full sitter profiles (location, pets accepted, policy, photos, rating aggregates), the services
 * each sitter offers with a price, and the calendar of days a sitter is unavailable (blocked by
 * them, or booked by a confirmed booking).
 *
 * Location index: GiST on point(longitude, latitude), queried with `<@ box(...)` as the
 * bounding-box pre-filter of search (chosen over a btree on (latitude, longitude) by EXPLAIN:
 * see docs/benchmarks.md).
 */
export class SittersAvailability1763596900000 implements MigrationInterface {
  name = 'SittersAvailability1763596900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        ADD COLUMN about text NOT NULL DEFAULT '',
        ADD COLUMN experience_years integer NOT NULL DEFAULT 0 CHECK (experience_years >= 0),
        ADD COLUMN postcode text NOT NULL DEFAULT '',
        ADD COLUMN latitude double precision,
        ADD COLUMN longitude double precision,
        ADD COLUMN time_zone text,
        ADD COLUMN dog_sizes text[] NOT NULL DEFAULT '{}' CHECK (dog_sizes <@ ARRAY['small', 'medium', 'large', 'giant']),
        ADD COLUMN accepts_cats boolean NOT NULL DEFAULT false,
        ADD COLUMN accepts_small_animals boolean NOT NULL DEFAULT false,
        ADD COLUMN accepts_birds boolean NOT NULL DEFAULT false,
        ADD COLUMN max_pets integer NOT NULL DEFAULT 1 CHECK (max_pets >= 1),
        ADD COLUMN cancellation_policy text NOT NULL DEFAULT 'moderate' CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict')),
        ADD COLUMN photo_urls text[] NOT NULL DEFAULT '{}',
        ADD COLUMN rating_avg numeric(4, 3) CHECK (rating_avg BETWEEN 1 AND 5),
        ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);

    // Profiles written before this migration (development databases) get their coordinates from
    // the bundled suburbs table, else the state's first suburb in it.
    const existing = (await queryRunner.query(`SELECT user_id, suburb, state FROM sitter_profiles`)) as {
      user_id: string;
      suburb: string;
      state: string;
    }[];
    const suburbs = bundledSuburbs();
    for (const row of existing) {
      const match =
        suburbs.find((s) => s.state === row.state && s.name.toLowerCase() === row.suburb.toLowerCase()) ??
        suburbs.find((s) => s.state === row.state) ??
        suburbs[0]!;
      await queryRunner.query(`UPDATE sitter_profiles SET postcode = $2, latitude = $3, longitude = $4 WHERE user_id = $1`, [
        row.user_id,
        match.postcode,
        match.latitude,
        match.longitude,
      ]);
    }
    const zoneCases = Object.entries(AU_STATE_TIME_ZONES)
      .map(([state, zone]) => `WHEN '${state}' THEN '${zone}'`)
      .join(' ');
    await queryRunner.query(`UPDATE sitter_profiles SET time_zone = CASE state ${zoneCases} END`);
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        ALTER COLUMN latitude SET NOT NULL,
        ALTER COLUMN longitude SET NOT NULL,
        ALTER COLUMN time_zone SET NOT NULL,
        ADD CONSTRAINT sitter_profiles_latitude_check CHECK (latitude BETWEEN -90 AND 90),
        ADD CONSTRAINT sitter_profiles_longitude_check CHECK (longitude BETWEEN -180 AND 180)`);
    await queryRunner.query(`CREATE INDEX sitter_profiles_location_idx ON sitter_profiles USING gist (point(longitude, latitude))`);

    await queryRunner.query(`
      CREATE TABLE sitter_services (
        sitter_id uuid NOT NULL REFERENCES sitter_profiles (user_id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('boarding', 'house_sitting', 'drop_in', 'day_care', 'dog_walking')),
        price_cents integer NOT NULL CHECK (price_cents > 0),
        PRIMARY KEY (sitter_id, type)
      )`);

    await queryRunner.query(`
      CREATE TABLE sitter_unavailable_days (
        sitter_id uuid NOT NULL REFERENCES sitter_profiles (user_id) ON DELETE CASCADE,
        day date NOT NULL,
        reason text NOT NULL CHECK (reason IN ('blocked', 'booked')),
        booking_id uuid,
        PRIMARY KEY (sitter_id, day),
        CONSTRAINT sitter_unavailable_days_booking_check CHECK ((reason = 'booked') = (booking_id IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX sitter_unavailable_days_booking_idx ON sitter_unavailable_days (booking_id) WHERE booking_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sitter_unavailable_days`);
    await queryRunner.query(`DROP TABLE sitter_services`);
    await queryRunner.query(`DROP INDEX sitter_profiles_location_idx`);
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        DROP COLUMN about, DROP COLUMN experience_years, DROP COLUMN postcode, DROP COLUMN latitude,
        DROP COLUMN longitude, DROP COLUMN time_zone, DROP COLUMN dog_sizes, DROP COLUMN accepts_cats,
        DROP COLUMN accepts_small_animals, DROP COLUMN accepts_birds, DROP COLUMN max_pets,
        DROP COLUMN cancellation_policy, DROP COLUMN photo_urls, DROP COLUMN rating_avg,
        DROP COLUMN rating_count, DROP COLUMN updated_at`);
  }
}
