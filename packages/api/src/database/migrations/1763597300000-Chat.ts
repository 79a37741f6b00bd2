import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Chat: one channel per pair of users, messages, and a read marker per participant.
 * - The pair is unique whichever way round it was opened (unique index on least/greatest).
 * - Messages carry a `seq` (identity) for ordering and cursors: ids are random uuids.
 * - Unread count = messages in my channels with seq above my marker, not sent by me: the
 *   (channel_id, seq) index INCLUDE sender_id makes it an index-only range scan per channel.
 */
export class Chat1763597300000 implements MigrationInterface {
  name = 'Chat1763597300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat_channels (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_a_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_b_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        CHECK (user_a_id <> user_b_id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX chat_channels_pair_key ON chat_channels (least(user_a_id, user_b_id), greatest(user_a_id, user_b_id))`,
    );
    await queryRunner.query(`CREATE INDEX chat_channels_user_a_idx ON chat_channels (user_a_id, last_activity_at DESC)`);
    await queryRunner.query(`CREATE INDEX chat_channels_user_b_idx ON chat_channels (user_b_id, last_activity_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        channel_id uuid NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
        sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        body text CHECK (body IS NULL OR char_length(body) BETWEEN 1 AND 4000),
        photo_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (body IS NOT NULL OR photo_url IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX chat_messages_channel_seq_idx ON chat_messages (channel_id, seq) INCLUDE (sender_id)`);

    await queryRunner.query(`
      CREATE TABLE chat_read_state (
        channel_id uuid NOT NULL REFERENCES chat_channels (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        last_read_seq bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, channel_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE chat_read_state`);
    await queryRunner.query(`DROP TABLE chat_messages`);
    await queryRunner.query(`DROP TABLE chat_channels`);
  }
}
