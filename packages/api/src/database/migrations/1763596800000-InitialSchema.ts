import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Accounts, the start of sitter profiles, and the session table (connect-pg-simple's schema).
 * btree_gist is created here because TypeORM's generator omits CREATE EXTENSION, and later
 * booking overlap constraints (EXCLUDE USING gist) need it.
 */
export class InitialSchema1763596800000 implements MigrationInterface {
  name = 'InitialSchema1763596800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        phone text,
        profile_image_url text,
        profile_completed boolean NOT NULL DEFAULT false,
        password_hash text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Emails are stored lower-cased (the CHECK above); the unique index is on lower() as well so
    // a row written around the application still cannot duplicate an address by case.
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);

    await queryRunner.query(`
      CREATE TABLE sitter_profiles (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        headline text NOT NULL,
        suburb text NOT NULL,
        state text NOT NULL CHECK (state IN ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE session (
        sid varchar NOT NULL COLLATE "default" PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_session_expire" ON session (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE session`);
    await queryRunner.query(`DROP TABLE sitter_profiles`);
    await queryRunner.query(`DROP TABLE users`);
    // btree_gist stays: other objects in the database may use it.
  }
}
