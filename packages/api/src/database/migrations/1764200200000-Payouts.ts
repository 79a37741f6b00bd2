import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Payouts: one row per completed stay with something to pay the sitter. The money
 * itself moves in the ledger (kinds `payout`, `payout_failed`); this row is the payout's state.
 */
export class Payouts1764200200000 implements MigrationInterface {
  name = 'Payouts1764200200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE RESTRICT,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        status text NOT NULL CHECK (status IN ('scheduled', 'held', 'in_transit', 'paid', 'failed', 'cancelled')),
        scheduled_for timestamptz NOT NULL,
        note text,
        provider text CHECK (provider IN ('sandbox', 'stripe')),
        provider_ref text,
        in_transit_at timestamptz,
        paid_at timestamptz,
        failed_at timestamptz,
        failure_reason text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (status <> 'failed' OR failure_reason IS NOT NULL),
        CHECK (status <> 'paid' OR paid_at IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX payouts_sitter_idx ON payouts (sitter_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX payouts_due_idx ON payouts (status, scheduled_for)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payouts`);
  }
}
