import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Tax invoice numbers (docs/payments.md, "Invoice numbers"). Written only by the booking writer
 * (src/bookings/invoice-numbers.ts), when it records a payment.
 * - `invoice_counters`: the last number issued in each financial year (the year it ends in).
 * - `bookings.invoice_number`: the paid booking's number; null for bookings paid before numbering
 *   (their invoice shows the booking id).
 */
export class InvoiceNumbers1764700100000 implements MigrationInterface {
  name = 'InvoiceNumbers1764700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoice_counters (
        financial_year integer PRIMARY KEY CHECK (financial_year BETWEEN 2000 AND 9999),
        last_number integer NOT NULL CHECK (last_number > 0)
      )`);
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN invoice_number text UNIQUE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN invoice_number`);
    await queryRunner.query(`DROP TABLE invoice_counters`);
  }
}
