import { financialYearOf, taxApiPaths, TAX_TIME_ZONE, type TaxStatement } from '@pawpal/contract';
import useSWR from 'swr';

/* The sitter's tax statement; shapes and the financial-year rule are @pawpal/contract's. */

export function useTaxStatement(fy: string) {
  return useSWR<TaxStatement, Error>(taxApiPaths.statement(fy));
}

/** The current financial year and the `count - 1` before it, newest first, by Sydney's date. */
export function recentFinancialYears(now: Date, count = 3): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TAX_TIME_ZONE }).format(now);
  const start = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: count }, (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, '0')}`);
}
