import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 9 (placeholder until its feature lands: applies nothing). */
export class AdminAccounts1764100300000 implements MigrationInterface {
  name = 'AdminAccounts1764100300000';

  async up(_queryRunner: QueryRunner): Promise<void> {}

  async down(_queryRunner: QueryRunner): Promise<void> {}
}
