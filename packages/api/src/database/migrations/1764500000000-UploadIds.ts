import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each stored image gets an id besides its random name: POST /api/uploads/images answers it, and a
 * later request names the upload by it (a visit's photos, a vet claim's receipt), which only its
 * uploader (`owner_id`) may do. Rows from before get theirs now.
 */
export class UploadIds1764500000000 implements MigrationInterface {
  name = 'UploadIds1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE uploads ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid()`);
    await queryRunner.query(`ALTER TABLE uploads ADD CONSTRAINT uploads_id_key UNIQUE (id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE uploads DROP COLUMN id`);
  }
}
