import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Uploads get an id: a stable identifier beside the random name, which `POST /api/uploads/images`
 * answers with the URL; every existing upload gets one now. Written only by uploads.
 */
export class UploadIds1764402440000 implements MigrationInterface {
  name = 'UploadIds1764402440000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE uploads
        ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
        ADD CONSTRAINT uploads_id_key UNIQUE (id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE uploads DROP CONSTRAINT uploads_id_key, DROP COLUMN id`);
  }
}
