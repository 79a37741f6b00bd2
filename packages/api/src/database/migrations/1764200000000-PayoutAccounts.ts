import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Money out, part one: where a sitter is paid and their tax details.
 *
 * - `payout_accounts`: one per sitter, the provider's reference and what Pawpal may show (BSB,
 *   last four digits, the account name). Never the full account number: a CHECK keeps
 *   `account_last4` at four digits.
 * - `sandbox_bank_accounts`: the sandbox provider's own stand-in for Stripe's store. It keeps no
 *   full number either, only what the simulation needs: the outcome a payout to it will have
 *   (Stripe's AU test numbers decide it).
 * - `tax_details`: legal name, date of birth, address, ABN and GST registration, reported to the
 *   ATO under the Sharing Economy Reporting Regime.
 */
export class PayoutAccounts1764200000000 implements MigrationInterface {
  name = 'PayoutAccounts1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sandbox_bank_accounts (
        ref text PRIMARY KEY,
        bsb text NOT NULL CHECK (bsb ~ '^[0-9]{3}-[0-9]{3}$'),
        account_last4 text NOT NULL CHECK (account_last4 ~ '^[0-9]{4}$'),
        payout_outcome text NOT NULL CHECK (payout_outcome IN ('succeeds', 'no_account', 'account_closed')),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE payout_accounts (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
        provider_ref text NOT NULL,
        account_name text NOT NULL,
        bsb text NOT NULL CHECK (bsb ~ '^[0-9]{3}-[0-9]{3}$'),
        account_last4 text NOT NULL CHECK (account_last4 ~ '^[0-9]{4}$'),
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE tax_details (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        legal_name text NOT NULL,
        date_of_birth date NOT NULL,
        address_line1 text NOT NULL,
        address_line2 text,
        suburb text NOT NULL,
        state text NOT NULL CHECK (state IN ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT')),
        postcode text NOT NULL CHECK (postcode ~ '^[0-9]{4}$'),
        abn text CHECK (abn ~ '^[0-9]{11}$'),
        gst_registered boolean NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT tax_details_gst_needs_abn CHECK (NOT gst_registered OR abn IS NOT NULL)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE tax_details`);
    await queryRunner.query(`DROP TABLE payout_accounts`);
    await queryRunner.query(`DROP TABLE sandbox_bank_accounts`);
  }
}
