import { type MigrationInterface, type QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'charge', 'unapplied_charge', 'refund', 'refund_paid', 'payout', 'payout_failed'`;
const KINDS = `${KINDS_BEFORE}, 'payout_recovery', 'referral_credit', 'referral_credit_reversed', 'referral_credit_expired'`;
const ACCOUNTS_BEFORE = `'provider_cash', 'booking_fee_revenue', 'commission_revenue', 'gst_payable', 'sitter_payable', 'owner_refund_payable'`;
const ACCOUNTS = `${ACCOUNTS_BEFORE}, 'referral_cost', 'referral_credit', 'sitter_recovery'`;
const LINES_BEFORE = `'total', 'subtotal', 'booking_fee', 'booking_fee_gst', 'commission', 'commission_gst', 'refund', 'payout'`;
const LINES = `${LINES_BEFORE}, 'referral_discount', 'referral_credit', 'recovery'`;
const PER_USER_BEFORE = `'sitter_payable', 'owner_refund_payable'`;
const PER_USER = `${PER_USER_BEFORE}, 'referral_credit', 'sitter_recovery'`;

/**
 * The referral program and the recovery of refunds after a payout:
 * - `referral_codes`: each member's code (made on first use); `referrals`: one row per friend who
 *   signed up with a code (a friend is referred once: UNIQUE friend_id), its reward's state;
 * - bookings keep the referral discount and the credit used, frozen with the price
 *   (`total_cents` is what the owner pays: subtotal + fee + its GST − both);
 * - the ledger's new accounts, kinds and lines; one referral credit per booking (unique index);
 * - payouts keep the part of a stay's earnings that repaid an earlier refund (`adjustment_cents`).
 */
export class Referrals1764200400000 implements MigrationInterface {
  name = 'Referrals1764200400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE referral_codes (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        code text NOT NULL UNIQUE CHECK (code ~ '^[2-9A-HJKMNP-Z]{8}$'),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE referrals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        referrer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        friend_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        code text NOT NULL,
        joined_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'joined' CHECK (status IN ('joined', 'rewarded', 'reversed', 'not_rewarded')),
        flag text CHECK (flag IN ('shared_card', 'shared_payout_account', 'yearly_limit')),
        reward_booking_id uuid UNIQUE REFERENCES bookings (id) ON DELETE RESTRICT,
        credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents >= 0),
        rewarded_at timestamptz,
        reversed_at timestamptz,
        credit_expired_at timestamptz,
        CHECK (referrer_id <> friend_id),
        CHECK (status <> 'not_rewarded' OR flag IS NOT NULL),
        CHECK (status NOT IN ('rewarded', 'reversed') OR (rewarded_at IS NOT NULL AND reward_booking_id IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, joined_at DESC)`);
    await queryRunner.query(`
      ALTER TABLE bookings
        ADD COLUMN referral_discount_cents integer NOT NULL DEFAULT 0 CHECK (referral_discount_cents >= 0),
        ADD COLUMN credit_applied_cents integer NOT NULL DEFAULT 0 CHECK (credit_applied_cents >= 0)`);
    await queryRunner.query(`ALTER TABLE payouts ADD COLUMN adjustment_cents integer NOT NULL DEFAULT 0 CHECK (adjustment_cents <= 0)`);
    await this.ledgerChecks(queryRunner, KINDS, ACCOUNTS, LINES, PER_USER);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ledger_one_referral_credit_per_booking ON ledger_entries (booking_id) WHERE kind = 'referral_credit' AND account = 'referral_credit'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ledger_one_referral_credit_per_booking`);
    await this.ledgerChecks(queryRunner, KINDS_BEFORE, ACCOUNTS_BEFORE, LINES_BEFORE, PER_USER_BEFORE);
    await queryRunner.query(`ALTER TABLE payouts DROP COLUMN adjustment_cents`);
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN referral_discount_cents, DROP COLUMN credit_applied_cents`);
    await queryRunner.query(`DROP TABLE referrals`);
    await queryRunner.query(`DROP TABLE referral_codes`);
  }

  private async ledgerChecks(queryRunner: QueryRunner, kinds: string, accounts: string, lines: string, perUser: string): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ledger_entries
        DROP CONSTRAINT ledger_entries_kind_check,
        DROP CONSTRAINT ledger_entries_account_check,
        DROP CONSTRAINT ledger_entries_line_check,
        DROP CONSTRAINT ledger_entries_check,
        ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${kinds})),
        ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (${accounts})),
        ADD CONSTRAINT ledger_entries_line_check CHECK (line IN (${lines})),
        ADD CONSTRAINT ledger_entries_check CHECK ((account IN (${perUser})) = (user_id IS NOT NULL))`);
  }
}
