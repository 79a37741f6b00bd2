import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Reports about a stay: `reports.booking_id` is the booking a report concerns, when the
 * reporter named one (they must be its owner or sitter). While such a report filed by anyone but
 * the sitter is open, that booking's payout is held; the other payouts of the sitter are not.
 */
export class ReportBookings1764301100000 implements MigrationInterface {
  name = 'ReportBookings1764301100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reports ADD COLUMN booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL`);
    // The payout sweep's hold: open reports by booking.
    await queryRunner.query(
      `CREATE INDEX reports_open_booking_idx ON reports (booking_id) WHERE status = 'open' AND booking_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX reports_open_booking_idx`);
    await queryRunner.query(`ALTER TABLE reports DROP COLUMN booking_id`);
  }
}
