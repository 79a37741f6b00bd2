import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Changes to a booking (docs/bookings.md, "Changes to a booking"):
 * - `booking_changes`: a change either side proposed (`proposed_by` owner or sitter, kept for the
 *   sitters' reliability records), what it asks for, the price before and after, and its answer.
 *   The partial unique index `booking_changes_one_open` keeps one open change (pending or awaiting
 *   payment) per booking, however concurrent the proposals.
 * - the trigger `booking_slots_sync` also follows a committed booking whose times change, so an
 *   applied change moves its slots in the same statement and `booking_slots_no_overlap` refuses a
 *   change that collides with another booking, as it refuses a new request.
 */
export class BookingChanges1764600100000 implements MigrationInterface {
  name = 'BookingChanges1764600100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE booking_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        proposed_by text NOT NULL CHECK (proposed_by IN ('owner', 'sitter')),
        proposer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        changes jsonb NOT NULL,
        message text NOT NULL,
        before jsonb NOT NULL,
        after jsonb NOT NULL,
        delta_cents integer NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'awaiting_payment', 'applied', 'declined', 'withdrawn', 'lapsed')),
        respond_by timestamptz NOT NULL,
        pay_by timestamptz,
        refund_cents integer CHECK (refund_cents >= 0),
        charge_provider text,
        charge_id text,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX booking_changes_booking ON booking_changes (booking_id, created_at DESC)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX booking_changes_one_open ON booking_changes (booking_id) WHERE status IN ('pending', 'awaiting_payment')`,
    );
    await queryRunner.query(`CREATE INDEX booking_changes_due ON booking_changes (respond_by) WHERE status = 'pending'`);
    await queryRunner.query(`CREATE INDEX booking_changes_pay_due ON booking_changes (pay_by) WHERE status = 'awaiting_payment'`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION booking_slots_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        was_committed boolean := TG_OP = 'UPDATE' AND COALESCE(OLD.status IN ('accepted', 'paid', 'in_progress'), false);
        is_committed boolean := NEW.status IN ('accepted', 'paid', 'in_progress');
        moved boolean := TG_OP = 'UPDATE' AND (OLD.service, OLD.start_date, OLD.end_date, OLD.start_time, OLD.end_time, OLD.starts_at, OLD.ends_at)
                           IS DISTINCT FROM (NEW.service, NEW.start_date, NEW.end_date, NEW.start_time, NEW.end_time, NEW.starts_at, NEW.ends_at);
      BEGIN
        IF was_committed AND (NOT is_committed OR moved) THEN
          DELETE FROM booking_slots WHERE booking_id = NEW.id;
        END IF;
        IF is_committed AND (NOT was_committed OR moved) THEN
          INSERT INTO booking_slots (booking_id, sitter_id, during)
          SELECT NEW.id, NEW.sitter_id, slot
            FROM booking_slot_ranges(NEW.service, NEW.start_date, NEW.end_date, NEW.start_time, NEW.end_time, NEW.starts_at, NEW.ends_at, NEW.time_zone) AS slot;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`DROP TRIGGER booking_slots_sync ON bookings`);
    await queryRunner.query(
      `CREATE TRIGGER booking_slots_sync AFTER INSERT OR UPDATE OF status, service, start_date, end_date, start_time, end_time, starts_at, ends_at
         ON bookings FOR EACH ROW EXECUTE FUNCTION booking_slots_sync()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER booking_slots_sync ON bookings`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION booking_slots_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(`DROP TABLE booking_changes`);
  }
}
