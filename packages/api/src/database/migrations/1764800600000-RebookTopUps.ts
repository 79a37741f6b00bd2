import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The standby guarantee on a rebooking (docs/standby.md): a booking the owner made with one of the
 * similar sitters suggested after a full refund stores what Pawpal pays of its higher price
 * (`standby_top_up_cents`, at most STANDBY_TOPUP_CAP_CENTS). It is taken off what the owner pays
 * (`total_cents`), like the referral discount, and posted from `platform_guarantee` when paid.
 */
export class RebookTopUps1764800600000 implements MigrationInterface {
  name = 'RebookTopUps1764800600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE bookings ADD COLUMN standby_top_up_cents integer NOT NULL DEFAULT 0 CHECK (standby_top_up_cents >= 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN standby_top_up_cents`);
  }
}
