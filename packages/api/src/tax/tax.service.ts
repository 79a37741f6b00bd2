import { HttpStatus, Injectable } from '@nestjs/common';
import { needsGstRegistration, parseFinancialYear, TAX_TIME_ZONE, type TaxStatement, type TaxStatementMonth } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { ApiError } from '../platform/errors/domain-error.js';
import { addDays, dateInZone } from '../platform/calendar/zoned-time.js';
import { Clock } from '../platform/clock/clock.js';
import { sitterBookingSumsSql, sitterChargedBookings, sitterMonthSums, sitterSums } from '../ledger/ledger-reads.js';
import { isSitter } from '../users/sitter-role.js';

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
    const rows = await sitterMonthSums(this.dataSource.manager, sitterId, from, to);
    const bookings = await sitterChargedBookings(this.dataSource.manager, sitterId, from, to);
    const today = dateInZone(this.clock.now(), TAX_TIME_ZONE);
    const { gross, refunds } = await sitterSums(this.dataSource.manager, sitterId, addDays(today, -364), today);
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
    return {
      ...statement,
      netCents: statement.grossCents - statement.refundsCents - statement.commissionCents - statement.commissionGstCents,
    };
  }

  /** The year's bookings, one row each, for the CSV. */
  async bookingRows(sitterId: string, fy: string | undefined): Promise<StatementBookingRow[]> {
    await this.assertSitter(sitterId);
    const { from, to } = this.year(fy);
    return (await this.dataSource.query(
      `SELECT b.id AS booking_id, b.service, to_char(b.start_date, 'YYYY-MM-DD') AS start_date, to_char(b.end_date, 'YYYY-MM-DD') AS end_date,
              to_char(b.paid_at AT TIME ZONE '${TAX_TIME_ZONE}', 'YYYY-MM-DD') AS paid_on, s.gross, s.refunds, s.commission, s.commission_gst
         FROM ${sitterBookingSumsSql('$1', '$2', '$3')} s JOIN bookings b ON b.id = s.booking_id
        ORDER BY b.paid_at NULLS LAST, b.id`,
      [sitterId, from, to],
    )) as StatementBookingRow[];
  }

  /** 1 July to 30 June of `fy` (`2026-27`); 400 when malformed or not started yet (by Sydney's date). */
  private year(fy: string | undefined): { from: string; to: string } {
    const start = fy === undefined ? null : parseFinancialYear(fy);
    if (start === null) throw new TaxError(HttpStatus.BAD_REQUEST, 'fy must be a financial year like 2026-27');
    const from = `${start}-07-01`;
    if (from > dateInZone(this.clock.now(), TAX_TIME_ZONE))
      throw new TaxError(HttpStatus.BAD_REQUEST, `The ${fy} financial year has not started yet`);
    return { from, to: `${start + 1}-06-30` };
  }

  private async assertSitter(userId: string): Promise<void> {
    const row = await isSitter(this.dataSource.manager, userId);
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
