/**
 * The sitter's tax statement: what Pawpal reports to the ATO under the Sharing Economy
 * Reporting Regime, per Australian financial year (1 July to 30 June, Australia/Sydney dates).
 */
import { query } from './paths.js';

/** GST registration is required from $75,000 of turnover in 12 months. */
export const GST_REGISTRATION_THRESHOLD_CENTS = 7_500_000;
/** Statements count days in this zone. */
export const TAX_TIME_ZONE = 'Australia/Sydney';

/** One month of a statement (`month` is YYYY-MM). */
export interface TaxStatementMonth {
  month: string;
  grossCents: number;
  commissionCents: number;
  commissionGstCents: number;
  refundsCents: number;
  payoutsCents: number;
}

/**
 * GET /api/tax/statement?fy=2026-27. `grossCents`: what owners paid for the sitter's services
 * before Pawpal's fees; `refundsCents`: the part of it refunded; commission and its GST net of
 * refunds; `netCents` = gross − refunds − commission − commission GST; `payoutsCents`: paid out.
 */
export interface TaxStatement {
  fy: string;
  from: string;
  to: string;
  grossCents: number;
  commissionCents: number;
  commissionGstCents: number;
  refundsCents: number;
  netCents: number;
  payoutsCents: number;
  /** Stays paid in the year. */
  bookings: number;
  /** The twelve months of the year, July first. */
  months: TaxStatementMonth[];
  /** Gross less refunds over the 12 months to today, for the GST registration warning. */
  turnover12MonthsCents: number;
  /** True from GST_REGISTRATION_THRESHOLD_CENTS of turnover in 12 months. */
  gstWarning: boolean;
}

/** The financial year's first calendar year from `2026-27`, or null when it is not written like that. */
export function parseFinancialYear(fy: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  if (!match) return null;
  const start = Number(match[1]);
  return Number(match[2]) === (start + 1) % 100 ? start : null;
}

/** `2026-27` for any date from 2026-07-01 to 2027-06-30 (YYYY-MM-DD). */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** True when 12 months' turnover reaches the GST registration threshold. */
export function needsGstRegistration(turnoverCents: number): boolean {
  return turnoverCents >= GST_REGISTRATION_THRESHOLD_CENTS;
}

/** The tax endpoints' URLs. */
export const taxApiPaths = Object.freeze({
  /** GET (admins): the finance view of a period. */
  adminFinance: (from: string, to: string) => `/api/admin/finance?${query({ from, to })}`,
  /** GET (admins): the half-year's seller report as CSV. */
  adminSellersCsv: (period: string) => `/api/admin/tax/sellers.csv?${query({ period })}`,
  /** GET: the statement of one financial year. */
  statement: (fy: string) => `/api/tax/statement?${query({ fy })}`,
  /** GET: the same year as CSV, one row per booking. */
  statementCsv: (fy: string) => `/api/tax/statement.csv?${query({ fy })}`,
});

/**
 * GET /api/admin/finance?from=&to= (Sydney dates, inclusive): the platform's money in the period,
 * from the ledger. `moneyHeldCents` is the provider balance at the end of `to`.
 */
export interface FinanceSummary {
  from: string;
  to: string;
  grossBookingValueCents: number;
  bookingFeesCents: number;
  commissionsCents: number;
  gstCollectedCents: number;
  refundsCents: number;
  payoutsCents: number;
  referralCostCents: number;
  moneyHeldCents: number;
  /** What the standby guarantee cost Pawpal in the period: top-ups paid to standby sitters (docs/standby.md). */
  standbyGuaranteeCents: number;
}

/** Longest period the finance view sums at once (a little over a year). */
export const MAX_FINANCE_PERIOD_DAYS = 366;

/** `2026-H2` (1 July–31 December 2026, due 31 January) or `2027-H1` (1 January–30 June 2027, due 31 July). */
export function parseReportingPeriod(period: string): { from: string; to: string; due: string } | null {
  const match = /^(\d{4})-H([12])$/.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  return match[2] === '1'
    ? { from: `${year}-01-01`, to: `${year}-06-30`, due: `${year}-07-31` }
    : { from: `${year}-07-01`, to: `${year}-12-31`, due: `${year + 1}-01-31` };
}
