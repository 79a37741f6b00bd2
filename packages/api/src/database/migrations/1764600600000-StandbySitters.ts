import { type MigrationInterface, type QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'charge', 'unapplied_charge', 'refund', 'refund_paid', 'payout', 'payout_failed', 'payout_recovery', 'referral_credit', 'referral_credit_reversed', 'referral_credit_expired', 'vet_claim'`;
const KINDS = `${KINDS_BEFORE}, 'standby_takeover'`;
const ACCOUNTS_BEFORE = `'provider_cash', 'booking_fee_revenue', 'commission_revenue', 'gst_payable', 'sitter_payable', 'owner_refund_payable', 'referral_cost', 'referral_credit', 'sitter_recovery'`;
const ACCOUNTS = `${ACCOUNTS_BEFORE}, 'platform_guarantee'`;
const LINES_BEFORE = `'total', 'subtotal', 'booking_fee', 'booking_fee_gst', 'commission', 'commission_gst', 'refund', 'payout', 'referral_discount', 'referral_credit', 'recovery', 'vet_claim'`;
const LINES = `${LINES_BEFORE}, 'standby_topup'`;

/**
 * Standby sitters (docs/standby.md):
 * - `standby_requests`: each sitter an owner named to stand by for a booking, in order, and how
 *   they answered (asked, opted in, offered with its deadline, accepted, declined, expired, closed);
 * - `standby_handoffs`: one per booking whose sitter dropped out (cancelled, or missed the first
 *   visit) while standbys had opted in: what set it off, and how it ended (taken, or refunded);
 * - `standby_suggestions`: after a full refund, the similar sitters the owner may rebook with;
 * - the ledger's account `platform_guarantee`, kind `standby_takeover` and line `standby_topup`.
 */
export class StandbySitters1764600600000 implements MigrationInterface {
  name = 'StandbySitters1764600600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE standby_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 1 AND 2),
        status text NOT NULL DEFAULT 'asked'
          CHECK (status IN ('asked', 'opted_in', 'offered', 'accepted', 'declined', 'expired', 'closed')),
        opted_in_at timestamptz,
        offered_at timestamptz,
        offer_expires_at timestamptz,
        answered_at timestamptz,
        created_at timestamptz NOT NULL,
        UNIQUE (booking_id, sitter_id),
        UNIQUE (booking_id, position)
      )`);
    await queryRunner.query(`CREATE INDEX standby_requests_sitter_idx ON standby_requests (sitter_id, created_at)`);
    await queryRunner.query(`CREATE INDEX standby_requests_offers_idx ON standby_requests (offer_expires_at) WHERE status = 'offered'`);
    await queryRunner.query(`
      CREATE TABLE standby_handoffs (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        from_sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        trigger text NOT NULL CHECK (trigger IN ('sitter_cancelled', 'missed_visit')),
        outcome text NOT NULL DEFAULT 'open' CHECK (outcome IN ('open', 'taken', 'refunded')),
        taken_by uuid REFERENCES users (id) ON DELETE SET NULL,
        top_up_cents integer NOT NULL DEFAULT 0,
        opened_at timestamptz NOT NULL,
        closed_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE standby_suggestions (
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        price_cents integer NOT NULL,
        top_up_cents integer NOT NULL,
        rebooked_booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
        PRIMARY KEY (booking_id, sitter_id)
      )`);
    await this.ledgerChecks(queryRunner, KINDS, ACCOUNTS, LINES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.ledgerChecks(queryRunner, KINDS_BEFORE, ACCOUNTS_BEFORE, LINES_BEFORE);
    await queryRunner.query(`DROP TABLE standby_suggestions`);
    await queryRunner.query(`DROP TABLE standby_handoffs`);
    await queryRunner.query(`DROP TABLE standby_requests`);
  }

  private async ledgerChecks(queryRunner: QueryRunner, kinds: string, accounts: string, lines: string): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ledger_entries
        DROP CONSTRAINT ledger_entries_kind_check,
        DROP CONSTRAINT ledger_entries_account_check,
        DROP CONSTRAINT ledger_entries_line_check,
        ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${kinds})),
        ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (${accounts})),
        ADD CONSTRAINT ledger_entries_line_check CHECK (line IN (${lines}))`);
  }
}
