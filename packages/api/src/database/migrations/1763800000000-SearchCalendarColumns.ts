import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Search reads each candidate sitter's calendar and prices from the profile row itself instead of
 * probing sitter_unavailable_days and sitter_services once per candidate (measured 3-4x faster
 * on 100k sitters: docs/benchmarks.md, docs/decisions/0003-search-calendar-on-the-profile.md).
 *
 * - sitter_profiles.unavailable: every blocked or booked day as one datemultirange;
 * - sitter_profiles.service_prices: price_cents per service type in SERVICE_TYPES order
 *   (boarding, house_sitting, drop_in, day_care, dog_walking), NULL where not offered.
 *
 * Both are caches of the tables that stay the source of truth, kept exact by statement-level
 * triggers in the writing transaction, whoever writes (the bookings module included).
 */
export class SearchCalendarColumns1763800000000 implements MigrationInterface {
  name = 'SearchCalendarColumns1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sitter_profiles
        ADD COLUMN unavailable datemultirange NOT NULL DEFAULT '{}'::datemultirange,
        ADD COLUMN service_prices integer[] NOT NULL DEFAULT ARRAY[NULL, NULL, NULL, NULL, NULL]::integer[]`);

    await queryRunner.query(`
      CREATE FUNCTION sitter_profiles_unavailable_of(sitter uuid) RETURNS datemultirange LANGUAGE sql STABLE AS $$
        SELECT coalesce(range_agg(daterange(day, day + 1)), '{}'::datemultirange) FROM sitter_unavailable_days WHERE sitter_id = sitter
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION sitter_profiles_service_prices_of(sitter uuid) RETURNS integer[] LANGUAGE sql STABLE AS $$
        SELECT ARRAY[
          max(price_cents) FILTER (WHERE type = 'boarding'),
          max(price_cents) FILTER (WHERE type = 'house_sitting'),
          max(price_cents) FILTER (WHERE type = 'drop_in'),
          max(price_cents) FILTER (WHERE type = 'day_care'),
          max(price_cents) FILTER (WHERE type = 'dog_walking')]
        FROM sitter_services WHERE sitter_id = sitter
      $$`);
    // One trigger function per table; TG_OP picks the transition table(s) the event has.
    await queryRunner.query(`
      CREATE FUNCTION sitter_unavailable_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'DELETE' THEN
          UPDATE sitter_profiles SET unavailable = sitter_profiles_unavailable_of(user_id)
           WHERE user_id IN (SELECT DISTINCT sitter_id FROM new_rows);
        END IF;
        IF TG_OP <> 'INSERT' THEN
          UPDATE sitter_profiles SET unavailable = sitter_profiles_unavailable_of(user_id)
           WHERE user_id IN (SELECT DISTINCT sitter_id FROM old_rows);
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION sitter_services_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'DELETE' THEN
          UPDATE sitter_profiles SET service_prices = sitter_profiles_service_prices_of(user_id)
           WHERE user_id IN (SELECT DISTINCT sitter_id FROM new_rows);
        END IF;
        IF TG_OP <> 'INSERT' THEN
          UPDATE sitter_profiles SET service_prices = sitter_profiles_service_prices_of(user_id)
           WHERE user_id IN (SELECT DISTINCT sitter_id FROM old_rows);
        END IF;
        RETURN NULL;
      END
      $$`);
    for (const [table, fn] of [
      ['sitter_unavailable_days', 'sitter_unavailable_days_sync'],
      ['sitter_services', 'sitter_services_sync'],
    ]) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_insert_sync AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_update_sync AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_delete_sync AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
    }
    await queryRunner.query(
      `UPDATE sitter_profiles SET unavailable = sitter_profiles_unavailable_of(user_id), service_prices = sitter_profiles_service_prices_of(user_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['sitter_unavailable_days', 'sitter_services']) {
      for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER ${table}_${event}_sync ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION sitter_services_sync()`);
    await queryRunner.query(`DROP FUNCTION sitter_unavailable_days_sync()`);
    await queryRunner.query(`DROP FUNCTION sitter_profiles_service_prices_of(uuid)`);
    await queryRunner.query(`DROP FUNCTION sitter_profiles_unavailable_of(uuid)`);
    await queryRunner.query(`ALTER TABLE sitter_profiles DROP COLUMN service_prices, DROP COLUMN unavailable`);
  }
}
