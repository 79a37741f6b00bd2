import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The tables that record which payment provider handled a row. */
const PROVIDER_TABLES = ['payment_events', 'payment_refunds', 'payout_accounts', 'payouts', 'saved_cards', 'payment_customers'] as const;

/**
 * A payment provider is one folder and one registration line (docs/payments.md): the `provider`
 * columns no longer list the providers Pawpal ships, so registering another needs no schema
 * change. The column still refuses an empty name.
 */
export class OpenPaymentProviders1764301200000 implements MigrationInterface {
  name = 'OpenPaymentProviders1764301200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of PROVIDER_TABLES) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_provider_check, ADD CONSTRAINT ${table}_provider_check CHECK (provider <> '')`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PROVIDER_TABLES) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_provider_check, ADD CONSTRAINT ${table}_provider_check CHECK (provider IN ('sandbox', 'stripe'))`,
      );
    }
  }
}
