import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Weekly care (docs/bookings.md, "Weekly care"). Written only by src/series/ (the bookings
 * themselves only by BookingWriter).
 * - `booking_series`: an owner's request for the same walk or drop-in visit on some weekdays at
 *   one time, its bounds (an end date or a number of occurrences; `last_date` is the date of the
 *   last one, null while open-ended), its state and why it is paused; `booked_through`: the last
 *   date the booking sweep has looked at, so each round takes the series furthest behind first.
 * - `booking_series_dates`: the dates that are not booked on purpose: skipped by the owner, or in
 *   conflict (the sitter's calendar was taken when the sweep came to it), with the reason.
 * - `bookings.series_id`: the series an occurrence belongs to; at most one live booking per series
 *   and date (`bookings_one_series_occurrence`), so two sweeps cannot book one date twice.
 */
export class WeeklyCare1764600200000 implements MigrationInterface {
  name = 'WeeklyCare1764600200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE booking_series (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        service text NOT NULL CHECK (service IN ('dog_walking', 'drop_in')),
        weekdays smallint[] NOT NULL CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
        start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        end_time text NOT NULL,
        time_zone text NOT NULL,
        start_date date NOT NULL,
        end_date date,
        occurrences integer CHECK (occurrences > 0),
        last_date date,
        booked_through date,
        pet_ids uuid[] NOT NULL CHECK (cardinality(pet_ids) >= 1),
        message text CHECK (char_length(message) <= 2000),
        status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'active', 'paused', 'declined', 'expired', 'ended')),
        paused_reason text CHECK (paused_reason IN ('owner', 'charge_failed')),
        respond_by timestamptz NOT NULL,
        accepted_at timestamptz,
        ended_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (end_date IS NULL OR occurrences IS NULL)
      )`);
    await queryRunner.query(`CREATE INDEX booking_series_owner ON booking_series (owner_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX booking_series_sitter ON booking_series (sitter_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX booking_series_open ON booking_series (status) WHERE status IN ('requested', 'active')`);
    await queryRunner.query(`
      CREATE TABLE booking_series_dates (
        series_id uuid NOT NULL REFERENCES booking_series (id) ON DELETE CASCADE,
        day date NOT NULL,
        state text NOT NULL CHECK (state IN ('skipped', 'conflict')),
        reason text,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (series_id, day)
      )`);
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN series_id uuid REFERENCES booking_series (id) ON DELETE SET NULL`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX bookings_one_series_occurrence ON bookings (series_id, start_date)
        WHERE series_id IS NOT NULL AND status IN ('requested', 'accepted', 'paid', 'in_progress', 'completed')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX bookings_one_series_occurrence`);
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN series_id`);
    await queryRunner.query(`DROP TABLE booking_series_dates`);
    await queryRunner.query(`DROP TABLE booking_series`);
  }
}
