import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The ledger: every money movement as append-only, double-entry rows in integer cents
 * (debits positive, credits negative), grouped by `txn_id`.
 *
 * The database keeps both promises itself:
 * - append-only: a trigger refuses UPDATE, DELETE and TRUNCATE;
 * - balanced: a constraint trigger, deferred to COMMIT, refuses a transaction whose rows for any
 *   `txn_id` do not sum to zero, so a half-written movement can never be committed.
 */
export class Ledger1764200100000 implements MigrationInterface {
  name = 'Ledger1764200100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ledger_entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        txn_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('charge', 'unapplied_charge', 'refund', 'refund_paid', 'payout', 'payout_failed')),
        booking_id uuid REFERENCES bookings (id) ON DELETE RESTRICT,
        account text NOT NULL CHECK (account IN ('provider_cash', 'booking_fee_revenue', 'commission_revenue', 'gst_payable', 'sitter_payable', 'owner_refund_payable')),
        user_id uuid REFERENCES users (id) ON DELETE RESTRICT,
        -- Which line of the price the row is (statements read it): total, subtotal, booking_fee,
        -- booking_fee_gst, commission, commission_gst, refund, payout.
        line text NOT NULL CHECK (line IN ('total', 'subtotal', 'booking_fee', 'booking_fee_gst', 'commission', 'commission_gst', 'refund', 'payout')),
        amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
        created_at timestamptz NOT NULL,
        CHECK ((account IN ('sitter_payable', 'owner_refund_payable')) = (user_id IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX ledger_entries_txn_idx ON ledger_entries (txn_id)`);
    await queryRunner.query(`CREATE INDEX ledger_entries_booking_idx ON ledger_entries (booking_id)`);
    await queryRunner.query(`CREATE INDEX ledger_entries_account_idx ON ledger_entries (account, user_id, created_at)`);
    await queryRunner.query(`
      CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER ledger_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger_entries
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only()`);
    await queryRunner.query(`
      CREATE FUNCTION ledger_txn_balances() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        total bigint;
      BEGIN
        SELECT sum(amount_cents) INTO total FROM ledger_entries WHERE txn_id = NEW.txn_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to % cents', NEW.txn_id, total USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER ledger_txn_must_balance AFTER INSERT ON ledger_entries
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_txn_balances()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ledger_entries`);
    await queryRunner.query(`DROP FUNCTION ledger_txn_balances()`);
    await queryRunner.query(`DROP FUNCTION ledger_append_only()`);
  }
}
