import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Email and recoverable accounts.
 *
 * - `mail_queue`: every message Pawpal sends, written in the transaction of the event that caused
 *   it and delivered by the mail sender (src/mail/). A row is claimed with a conditional UPDATE
 *   (`FOR UPDATE SKIP LOCKED`), so two senders never take the same one; `dedupe_key` makes a
 *   reminder or notification for one event exist once. Outside production the delivered rows are
 *   the built-in outbox (`GET /api/dev/outbox`).
 * - `notification_preferences`: the kinds a person switched off, per channel (an absent row means
 *   on). Security mail is never looked up here.
 * - `account_tokens`: single-use links (verify email, reset password, change email), stored as a
 *   SHA-256 of the token only.
 * - `users.email_verified_at`: accounts that existed before verification count as verified.
 */
export class MailAndAccounts1764200500000 implements MigrationInterface {
  name = 'MailAndAccounts1764200500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mail_queue (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        to_address text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
        kind text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        links jsonb NOT NULL DEFAULT '[]',
        unsubscribe_url text,
        dedupe_key text UNIQUE,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL,
        claimed_at timestamptz,
        sent_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE status IN ('queued', 'sending')`);
    await queryRunner.query(`CREATE INDEX mail_queue_to_idx ON mail_queue (to_address, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE notification_preferences (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'push')),
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, kind, channel)
      )`);
    await queryRunner.query(`
      CREATE TABLE account_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify_email', 'password_reset', 'email_change')),
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose)`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    // Accounts from before verification existed (the demo accounts among them) count as verified.
    await queryRunner.query(`UPDATE users SET email_verified_at = created_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
    await queryRunner.query(`DROP TABLE account_tokens`);
    await queryRunner.query(`DROP TABLE notification_preferences`);
    await queryRunner.query(`DROP TABLE mail_queue`);
  }
}
