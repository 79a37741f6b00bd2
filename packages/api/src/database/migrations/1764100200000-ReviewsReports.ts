import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 9 (placeholder until its feature lands: applies nothing). */
export class ReviewsReports1764100200000 implements MigrationInterface {
  name = 'ReviewsReports1764100200000';

  async up(_queryRunner: QueryRunner): Promise<void> {}

  async down(_queryRunner: QueryRunner): Promise<void> {}
}
