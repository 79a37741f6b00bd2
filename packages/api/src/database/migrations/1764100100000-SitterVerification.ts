import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 9 (placeholder until its feature lands: applies nothing). */
export class SitterVerification1764100100000 implements MigrationInterface {
  name = 'SitterVerification1764100100000';

  async up(_queryRunner: QueryRunner): Promise<void> {}

  async down(_queryRunner: QueryRunner): Promise<void> {}
}
