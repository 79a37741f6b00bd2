import { financialYearOf, TAX_TIME_ZONE } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { dateInZone } from '../platform/calendar/zoned-time.js';

/**
 * Tax invoice numbers (docs/payments.md, "Invoice numbers"): `PP-<year>-<6 digits>`, counted from 1
 * in each Australian financial year (1 July–30 June, by Sydney's date, TAX_TIME_ZONE), the year
 * being the one the financial year ends in (ATO style: 2026-27 is 2027). A paid booking gets its
 * number once, in the transaction that records the payment (BookingWriter.recordPayment, the only
 * writer of invoice_counters and bookings.invoice_number); bookings paid before numbering keep
 * their id as the number.
 */

/** The financial year an invoice issued at `issuedAt` is numbered in: 2027 from 1 July 2026 to 30 June 2027. */
export function invoiceYearOf(issuedAt: Date): number {
  return Number(financialYearOf(dateInZone(issuedAt, TAX_TIME_ZONE)).slice(0, 4)) + 1;
}

/** PP-2027-000123 (more digits past 999,999). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `PP-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Takes the next number of `issuedAt`'s financial year and stores it on the booking. The counter
 * row's upsert locks it until the transaction ends, so concurrent payments get consecutive numbers
 * and a rolled-back payment gives its number back.
 */
export async function assignInvoiceNumber(manager: EntityManager, bookingId: string, issuedAt: Date): Promise<string> {
  const year = invoiceYearOf(issuedAt);
  const [counter] = (await manager.query(
    `INSERT INTO invoice_counters (financial_year, last_number) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [year],
  )) as { last_number: number }[];
  const number = formatInvoiceNumber(year, counter!.last_number);
  await manager.query(`UPDATE bookings SET invoice_number = $2 WHERE id = $1 AND invoice_number IS NULL`, [bookingId, number]);
  return number;
}
