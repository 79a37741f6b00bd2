import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Saved searches (docs/architecture.md, "Saved searches"): a member's "tell me when a sitter joins
 * near <place>". Written only by SavedSearchesService (src/saved-searches/saved-searches.service.ts).
 * - The place is stored as the search resolved it when saved (name, postcode, state and centre), so
 *   matching a newly listed sitter is one distance test, with no suburb lookup.
 * - `service` NULL means any service; one row per member, place, radius and service.
 * - The latitude index serves the matcher's band (a radius is at most SEARCH_MAX_RADIUS_KM).
 * What was sent is not stored here: each alert's mail has the dedupe key
 * `saved_search:<saved search>:<sitter>`, so a sitter is announced once per saved search.
 */
export class SavedSearches1764800500000 implements MigrationInterface {
  name = 'SavedSearches1764800500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE saved_searches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        place_name text NOT NULL CHECK (length(place_name) BETWEEN 1 AND 120),
        postcode text NOT NULL CHECK (length(postcode) <= 4),
        state text NOT NULL CHECK (length(state) <= 3),
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        radius_km double precision NOT NULL CHECK (radius_km > 0 AND radius_km <= 1000),
        service text,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX saved_searches_same_idx ON saved_searches (user_id, place_name, postcode, state, radius_km, coalesce(service, ''))`,
    );
    await queryRunner.query(`CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX saved_searches_latitude_idx ON saved_searches (latitude)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE saved_searches`);
  }
}
