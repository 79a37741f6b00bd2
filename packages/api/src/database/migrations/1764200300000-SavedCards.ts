import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Saved cards: a member's cards for faster checkout.
 *
 * - `saved_cards`: what Pawpal may show and the provider's reference to the card (Stripe's
 *   PaymentMethod id, or the sandbox's own reference). Never the card number: CHECKs hold
 *   `last4` to four digits and the expiry to a month and a four-digit year. At most one default
 *   card per member (partial unique index).
 * - `sandbox_cards`: the sandbox provider's stand-in for Stripe's card store. It keeps no number
 *   either, only the outcome a charge to the card will have (decided from Stripe's test numbers
 *   when the card was saved).
 * - `payment_customers`: the provider's customer for a member (Stripe's Customer, needed for
 *   SetupIntents).
 */
export class SavedCards1764200300000 implements MigrationInterface {
  name = 'SavedCards1764200300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sandbox_cards (
        ref text PRIMARY KEY,
        charge_outcome text NOT NULL CHECK (charge_outcome IN ('succeeds', 'declined', 'declined_use_test_card')),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE saved_cards (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
        provider_ref text NOT NULL,
        brand text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'amex', 'card')),
        last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
        exp_month smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
        exp_year smallint NOT NULL CHECK (exp_year BETWEEN 2000 AND 2099),
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX saved_cards_user_idx ON saved_cards (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE UNIQUE INDEX saved_cards_one_default ON saved_cards (user_id) WHERE is_default`);
    await queryRunner.query(`CREATE UNIQUE INDEX saved_cards_provider_ref_key ON saved_cards (provider, provider_ref)`);
    await queryRunner.query(`
      CREATE TABLE payment_customers (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
        customer_id text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_customers`);
    await queryRunner.query(`DROP TABLE saved_cards`);
    await queryRunner.query(`DROP TABLE sandbox_cards`);
  }
}
