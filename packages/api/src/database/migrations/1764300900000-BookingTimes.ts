import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Bookings by their time, not the sitter's whole day, and a decline's reason.
 *
 * `booking_slots`: the instants a sitter is committed, one row per committed booking for a stay
 * (boarding, house sitting, day care: [starts_at, ends_at)) and one per day for drop-in visits and
 * dog walks (that day's start to end time in the booking's zone). The exclusion constraint
 * `booking_slots_no_overlap` (btree_gist, from the first migration; PGlite loads it too) refuses two
 * overlapping slots of one sitter, so walks at 08:00 and 15:00 on one day both fit while overlapping
 * ones cannot both be accepted, however concurrent: the loser gets SQLSTATE 23P01. It replaces
 * `bookings_no_overlapping_commitments`, which saw a series of walks as one range from the first
 * walk's start to the last one's end.
 *
 * The table's one writer is the trigger `booking_slots_sync` on bookings: the slots appear when a
 * booking becomes committed (accepted, paid, in progress: the statuses of the old constraint) and go
 * when it leaves those statuses, in the same statement as the status change.
 *
 * `bookings.decline_reason`: the code the sitter chose when declining (DECLINE_REASONS in the contract).
 */
export class BookingTimes1764300900000 implements MigrationInterface {
  name = 'BookingTimes1764300900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE bookings ADD COLUMN decline_reason text CHECK (decline_reason IN ('not_available', 'cannot_care_for_pet', 'too_far', 'other'))`,
    );
    await queryRunner.query(`
      CREATE TABLE booking_slots (
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        during tstzrange NOT NULL CHECK (NOT isempty(during)),
        PRIMARY KEY (booking_id, during),
        CONSTRAINT booking_slots_no_overlap EXCLUDE USING gist (sitter_id WITH =, during WITH &&)
      )`);
    // A booking's slots: each day's visit or walk, or the whole stay.
    await queryRunner.query(`
      CREATE FUNCTION booking_slot_ranges(service text, start_date date, end_date date, start_time text, end_time text,
                                          starts_at timestamptz, ends_at timestamptz, time_zone text)
        RETURNS SETOF tstzrange LANGUAGE sql STABLE AS $$
        SELECT tstzrange((day + start_time::time) AT TIME ZONE time_zone, (day + end_time::time) AT TIME ZONE time_zone)
          FROM generate_series(start_date::timestamp, end_date::timestamp, interval '1 day') AS day
         WHERE service IN ('drop_in', 'dog_walking')
        UNION ALL
        SELECT tstzrange(starts_at, ends_at) WHERE service NOT IN ('drop_in', 'dog_walking')
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION booking_slots_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        was_committed boolean := TG_OP = 'UPDATE' AND COALESCE(OLD.status IN ('accepted', 'paid', 'in_progress'), false);
        is_committed boolean := NEW.status IN ('accepted', 'paid', 'in_progress');
      BEGIN
        IF is_committed AND NOT was_committed THEN
          INSERT INTO booking_slots (booking_id, sitter_id, during)
          SELECT NEW.id, NEW.sitter_id, slot
            FROM booking_slot_ranges(NEW.service, NEW.start_date, NEW.end_date, NEW.start_time, NEW.end_time, NEW.starts_at, NEW.ends_at, NEW.time_zone) AS slot;
        ELSIF was_committed AND NOT is_committed THEN
          DELETE FROM booking_slots WHERE booking_id = NEW.id;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER booking_slots_sync AFTER INSERT OR UPDATE OF status ON bookings FOR EACH ROW EXECUTE FUNCTION booking_slots_sync()`,
    );
    await queryRunner.query(`
      INSERT INTO booking_slots (booking_id, sitter_id, during)
      SELECT b.id, b.sitter_id, slot
        FROM bookings b, booking_slot_ranges(b.service, b.start_date, b.end_date, b.start_time, b.end_time, b.starts_at, b.ends_at, b.time_zone) AS slot
       WHERE b.status IN ('accepted', 'paid', 'in_progress')`);
    await queryRunner.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlapping_commitments`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlapping_commitments
        EXCLUDE USING gist (sitter_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
        WHERE (status IN ('accepted', 'paid', 'in_progress'))`);
    await queryRunner.query(`DROP TRIGGER booking_slots_sync ON bookings`);
    await queryRunner.query(`DROP FUNCTION booking_slots_sync()`);
    await queryRunner.query(`DROP FUNCTION booking_slot_ranges(text, date, date, text, text, timestamptz, timestamptz, text)`);
    await queryRunner.query(`DROP TABLE booking_slots`);
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN decline_reason`);
  }
}
