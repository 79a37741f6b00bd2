import { HttpStatus, Injectable } from '@nestjs/common';
import { needsGstRegistration, parseFinancialYear, TAX_TIME_ZONE, type TaxStatement, type TaxStatementMonth } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { ApiError } from '../platform/errors/domain-error.js';
import { addDays, dateInZone } from '../platform/calendar/zoned-time.js';
import { Clock } from '../platform/clock/clock.js';

/** Statement errors: each carries its status and a message a person can act on. */
export class TaxError extends ApiError {
  override readonly name = 'TaxError';
  constructor(
    readonly status: HttpStatus,
    message: string,
  ) {
    super(message);
  }
}

interface MonthRow {
  month: string;
  gross: number;
  refunds: number;
  commission: number;
  commission_gst: number;
  payouts: number;
}

/** One booking's line of the CSV. */
export interface StatementBookingRow {
  booking_id: string;
  service: string;
  start_date: string;
  end_date: string;
  paid_on: string | null;
  gross: number;
  refunds: number;
  commission: number;
  commission_gst: number;
}

/** Sums of the sitter's ledger rows by line, in the Sydney days from $2 to $3 (inclusive). */
const SITTER_SUMS = `
  coalesce(-sum(l.amount_cents) FILTER (WHERE l.line = 'subtotal' AND l.kind = 'charge'), 0)::int AS gross,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'subtotal' AND l.kind = 'refund'), 0)::int AS refunds,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'commission'), 0)::int AS commission,
  coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'commission_gst'), 0)::int AS commission_gst`;
const IN_DAYS = `l.account = 'sitter_payable' AND l.user_id = $1 AND (l.created_at AT TIME ZONE '${TAX_TIME_ZONE}')::date BETWEEN $2::date AND $3::date`;

/**
 * The sitter's statement for one financial year, read from the ledger alone (each row names its
 * line of the price), so statement, receipts and payouts cannot disagree.
 */
@Injectable()
export class TaxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async statement(sitterId: string, fy: string | undefined): Promise<TaxStatement> {
    await this.assertSitter(sitterId);
    const { from, to } = this.year(fy);
    const rows = (await this.dataSource.query(
      `SELECT to_char(l.created_at AT TIME ZONE '${TAX_TIME_ZONE}', 'YYYY-MM') AS month, ${SITTER_SUMS},
              coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'payout'), 0)::int AS payouts
         FROM ledger_entries l WHERE ${IN_DAYS} GROUP BY 1`,
      [sitterId, from, to],
    )) as MonthRow[];
    const [{ bookings }] = (await this.dataSource.query(
      `SELECT count(DISTINCT l.booking_id)::int AS bookings FROM ledger_entries l WHERE ${IN_DAYS} AND l.kind = 'charge'`,
      [sitterId, from, to],
    )) as [{ bookings: number }];
    const today = dateInZone(this.clock.now(), TAX_TIME_ZONE);
    const [{ gross, refunds }] = (await this.dataSource.query(`SELECT ${SITTER_SUMS} FROM ledger_entries l WHERE ${IN_DAYS}`, [
      sitterId,
      addDays(today, -364),
      today,
    ])) as [MonthRow];
    const byMonth = new Map(rows.map((row) => [row.month, row]));
    const months: TaxStatementMonth[] = monthsOf(from).map((month) => {
      const row = byMonth.get(month);
      return {
        month,
        grossCents: row?.gross ?? 0,
        commissionCents: row?.commission ?? 0,
        commissionGstCents: row?.commission_gst ?? 0,
        refundsCents: row?.refunds ?? 0,
        payoutsCents: row?.payouts ?? 0,
      };
    });
    const total = (key: keyof Omit<TaxStatementMonth, 'month'>) => months.reduce((sum, month) => sum + month[key], 0);
    const turnover = gross - refunds;
    const statement = {
      fy: fy!,
      from,
      to,
      grossCents: total('grossCents'),
      commissionCents: total('commissionCents'),
      commissionGstCents: total('commissionGstCents'),
      refundsCents: total('refundsCents'),
      payoutsCents: total('payoutsCents'),
      bookings,
      months,
      turnover12MonthsCents: turnover,
      gstWarning: needsGstRegistration(turnover),
    };
    return { ...statement, netCents: statement.grossCents - statement.refundsCents - statement.commissionCents - statement.commissionGstCents };
  }

  /** The year's bookings, one row each, for the CSV. */
  async bookingRows(sitterId: string, fy: string | undefined): Promise<StatementBookingRow[]> {
    await this.assertSitter(sitterId);
    const { from, to } = this.year(fy);
    return (await this.dataSource.query(
      `SELECT b.id AS booking_id, b.service, to_char(b.start_date, 'YYYY-MM-DD') AS start_date, to_char(b.end_date, 'YYYY-MM-DD') AS end_date,
              to_char(b.paid_at AT TIME ZONE '${TAX_TIME_ZONE}', 'YYYY-MM-DD') AS paid_on, ${SITTER_SUMS}
         FROM ledger_entries l JOIN bookings b ON b.id = l.booking_id
        WHERE ${IN_DAYS} AND l.line IN ('subtotal', 'commission', 'commission_gst')
        GROUP BY b.id ORDER BY b.paid_at NULLS LAST, b.id`,
      [sitterId, from, to],
    )) as StatementBookingRow[];
  }

  /** 1 July to 30 June of `fy` (`2026-27`); 400 when malformed or not started yet (by Sydney's date). */
  private year(fy: string | undefined): { from: string; to: string } {
    const start = fy === undefined ? null : parseFinancialYear(fy);
    if (start === null) throw new TaxError(HttpStatus.BAD_REQUEST, 'fy must be a financial year like 2026-27');
    const from = `${start}-07-01`;
    if (from > dateInZone(this.clock.now(), TAX_TIME_ZONE)) throw new TaxError(HttpStatus.BAD_REQUEST, `The ${fy} financial year has not started yet`);
    return { from, to: `${start + 1}-06-30` };
  }

  private async assertSitter(userId: string): Promise<void> {
    const [row] = (await this.dataSource.query(`SELECT 1 FROM sitter_profiles WHERE user_id = $1`, [userId])) as unknown[];
    if (!row) throw new TaxError(HttpStatus.FORBIDDEN, 'Tax statements are for sitters: create your sitter profile first');
  }
}

/** The twelve YYYY-MM of the year starting `from` (a 1 July). */
function monthsOf(from: string): string[] {
  const start = Number(from.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((6 + i) % 12) + 1;
    return `${month >= 7 ? start : start + 1}-${String(month).padStart(2, '0')}`;
  });
}
