import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYearOf } from './invoice-numbers.js';

describe('tax invoice numbers', () => {
  it("numbers in the Australian financial year the invoice date falls in, by Sydney's date, named by the year it ends", () => {
    // 30 June 23:59 in Sydney (AEST, UTC+10) is still 2025-26; a minute later 2026-27 begins.
    expect(invoiceYearOf(new Date('2026-06-30T13:59:00Z'))).toBe(2026);
    expect(invoiceYearOf(new Date('2026-06-30T14:00:00Z'))).toBe(2027);
    expect(invoiceYearOf(new Date('2027-01-15T00:00:00Z'))).toBe(2027);
    expect(invoiceYearOf(new Date('2027-06-30T13:59:59Z'))).toBe(2027);
  });

  it('writes PP-<year>-<6 digits>', () => {
    expect(formatInvoiceNumber(2027, 123)).toBe('PP-2027-000123');
    expect(formatInvoiceNumber(2027, 1)).toBe('PP-2027-000001');
    expect(formatInvoiceNumber(2027, 1_234_567)).toBe('PP-2027-1234567');
  });
});
