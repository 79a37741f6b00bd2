import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Marketplace rules the database keeps.
 *
 * - `users.profile_completed` is computed by the database on every INSERT and UPDATE of a row, from
 *   the row as it is written: first and last name, email, phone and picture all set (not blank).
 *   The API no longer computes it from the copy of the user it read earlier, so two concurrent
 *   PATCHes of different fields cannot leave a stale value: the second UPDATE waits for the first
 *   one's row lock and the trigger then sees both changes. Any value a writer sends is overridden.
 * - The pets of an accepted, paid or in-progress booking are fixed: no row of `booking_pets` of such
 *   a booking is deleted or changed, and no pet is added to one that already has its pets (the
 *   booking request inserts its pets in the statement after the booking; the demo seed inserts
 *   the pets of its past bookings the same way). Deleting the booking itself still cascades.
 */
export class MarketplaceRules1764300100000 implements MigrationInterface {
  name = 'MarketplaceRules1764300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION users_profile_completed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.profile_completed := coalesce(
          NEW.first_name ~ '\\S' AND NEW.last_name ~ '\\S' AND NEW.email ~ '\\S' AND NEW.phone ~ '\\S' AND NEW.profile_image_url ~ '\\S',
          false);
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER users_profile_completed BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_profile_completed()`,
    );
    // Every existing row once through the trigger.
    await queryRunner.query(`UPDATE users SET profile_completed = profile_completed`);

    await queryRunner.query(`
      CREATE FUNCTION booking_pets_fixed_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM bookings WHERE id = OLD.booking_id AND status IN ('accepted', 'paid', 'in_progress')) THEN
          RAISE EXCEPTION 'The pets of an accepted or paid booking cannot change' USING ERRCODE = 'check_violation';
        END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER booking_pets_fixed_row BEFORE UPDATE OR DELETE ON booking_pets FOR EACH ROW EXECUTE FUNCTION booking_pets_fixed_row()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION booking_pets_fixed_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (
          SELECT 1 FROM new_rows n JOIN bookings b ON b.id = n.booking_id
           WHERE b.status IN ('accepted', 'paid', 'in_progress')
             AND EXISTS (SELECT 1 FROM booking_pets bp WHERE bp.booking_id = n.booking_id AND bp.pet_id NOT IN (SELECT pet_id FROM new_rows x WHERE x.booking_id = n.booking_id))
        ) THEN
          RAISE EXCEPTION 'The pets of an accepted or paid booking cannot change' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER booking_pets_fixed_insert AFTER INSERT ON booking_pets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_pets_fixed_insert()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER booking_pets_fixed_insert ON booking_pets`);
    await queryRunner.query(`DROP FUNCTION booking_pets_fixed_insert()`);
    await queryRunner.query(`DROP TRIGGER booking_pets_fixed_row ON booking_pets`);
    await queryRunner.query(`DROP FUNCTION booking_pets_fixed_row()`);
    await queryRunner.query(`DROP TRIGGER users_profile_completed ON users`);
    await queryRunner.query(`DROP FUNCTION users_profile_completed()`);
  }
}
