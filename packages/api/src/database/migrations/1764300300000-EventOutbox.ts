import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Two outboxes, each numbered by an identity sequence:
 * - `event_outbox`: domain events written in the same transaction as the change that caused them
 *   (a booking's transition, a sign-up), dispatched afterwards, at least once, to the handlers
 *   that must not lose them (the mail they cause). Written only by platform/events/event-outbox.ts.
 * - `live_outbox`: every live envelope sent between instances, so an instance whose LISTEN
 *   connection was down replays what it missed. Short-lived (minutes). Written only by
 *   live/live-fanout.ts.
 */
export class EventOutbox1764300300000 implements MigrationInterface {
  name = 'EventOutbox1764300300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_outbox (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        dispatched_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(`CREATE INDEX event_outbox_pending ON event_outbox (seq) WHERE dispatched_at IS NULL`);
    await queryRunner.query(`CREATE INDEX event_outbox_dispatched_at ON event_outbox (dispatched_at)`);
    await queryRunner.query(`
      CREATE TABLE live_outbox (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX live_outbox_created_at ON live_outbox (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE live_outbox`);
    await queryRunner.query(`DROP TABLE event_outbox`);
  }
}
