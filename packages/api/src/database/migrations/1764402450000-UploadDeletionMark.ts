import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * `uploads.deleting_at`: set by the unused-upload sweep, in the transaction that found the image
 * unreferenced (its row locked), before it removes any file. From then on no profile or pet may
 * name it (uploads/upload-ownership.ts), and the row goes once its files are gone; a sweep stopped
 * in between is finished by the next one. Written only by uploads.
 */
export class UploadDeletionMark1764402450000 implements MigrationInterface {
  name = 'UploadDeletionMark1764402450000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE uploads ADD COLUMN deleting_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE uploads DROP COLUMN deleting_at`);
  }
}
