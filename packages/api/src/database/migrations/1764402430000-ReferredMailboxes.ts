import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A referral is once per person (docs/payments.md, "Referral program"): `referred_mailboxes` keeps
 * one row per mailbox that has joined with a referral, as an HMAC-SHA256 of the mailbox (the address
 * trimmed and lower-cased, without a `+tag`, without Gmail's ignored dots; `referrals/mailbox.ts`)
 * keyed from SESSION_SECRET, never the address itself. It is written when a code is applied at
 * sign-up, when a referred account moves to a new address and when it is deleted, and it outlives
 * the account: the same person signing up again is not referred again. Written only by
 * ReferralsService.
 *
 * Referrals from before this table are remembered when their account changes its address or is
 * deleted; an account already deleted before it left no address to remember.
 */
export class ReferredMailboxes1764402430000 implements MigrationInterface {
  name = 'ReferredMailboxes1764402430000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE referred_mailboxes (
        mailbox_hash bytea PRIMARY KEY CHECK (octet_length(mailbox_hash) = 32),
        recorded_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE referred_mailboxes`);
  }
}
