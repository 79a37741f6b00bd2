import { Controller, Get, Header, HttpStatus, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type FinanceSummary, MAX_FINANCE_PERIOD_DAYS, parseReportingPeriod } from '@pawpal/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AdminGuard } from '../audit/admin.guard.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { ledgerTotals, providerCashHeld, sellerSumsSql } from '../ledger/ledger-reads.js';
import { daysBetween, isCalendarDate } from '../platform/calendar/zoned-time.js';
import { CurrentUser } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { csvField } from './tax.controller.js';
import { TaxError } from './tax.service.js';

interface SellerRow {
  sitter_id: string;
  email: string;
  legal_name: string | null;
  date_of_birth: string | null;
  address: string | null;
  abn: string | null;
  gst_registered: boolean | null;
  bookings: number;
  gross: number;
  refunds: number;
  commission: number;
  commission_gst: number;
}

const SELLER_COLUMNS = [
  'Seller id',
  'Email',
  'Legal name',
  'Date of birth',
  'Address',
  'ABN',
  'GST registered',
  'Transactions',
  'Gross',
  'Refunded',
  'Commission',
  'GST on commission',
] as const;

/** The platform's money for admins: the finance view and the ATO's half-yearly seller report. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminFinanceController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  /** Sums of the ledger in the period (Sydney dates, inclusive), at most MAX_FINANCE_PERIOD_DAYS long. */
  @Get('finance')
  @Header('Cache-Control', 'private, no-store')
  async finance(@Query('from') from?: string, @Query('to') to?: string): Promise<FinanceSummary> {
    if (!isCalendarDate(from) || !isCalendarDate(to))
      throw new TaxError(HttpStatus.BAD_REQUEST, 'from and to must be dates like 2026-07-01');
    if (to < from) throw new TaxError(HttpStatus.BAD_REQUEST, 'to must not be before from');
    if (daysBetween(from, to) + 1 > MAX_FINANCE_PERIOD_DAYS)
      throw new TaxError(HttpStatus.BAD_REQUEST, `The period can be at most ${MAX_FINANCE_PERIOD_DAYS} days`);
    const totals = await ledgerTotals(this.dataSource.manager, from, to);
    return {
      from,
      to,
      grossBookingValueCents: totals.grossCents,
      bookingFeesCents: totals.bookingFeesCents,
      commissionsCents: totals.commissionsCents,
      gstCollectedCents: totals.gstCents,
      refundsCents: totals.refundsCents,
      payoutsCents: totals.payoutsCents,
      // Friends' discounts and members' credits, less what refunds and expiry gave back.
      referralCostCents: totals.referralCostCents,
      standbyGuaranteeCents: totals.standbyGuaranteeCents,
      moneyHeldCents: await providerCashHeld(this.dataSource.manager, to),
    };
  }

  /**
   * The half-yearly report per seller (`period=2026-H2`: 1 July–31 December, due 31 January;
   * `2027-H1`: 1 January–30 June, due 31 July) as CSV, with each seller's identity from their tax
   * details; an audit row records who downloaded it (it holds personal information).
   */
  @Get('tax/sellers.csv')
  async sellers(
    @CurrentUser() admin: User,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('period') period?: string,
  ): Promise<void> {
    const range = period === undefined ? null : parseReportingPeriod(period);
    if (!range)
      throw new TaxError(HttpStatus.BAD_REQUEST, 'period must be a half-year like 2026-H2 (July to December) or 2027-H1 (January to June)');
    const rows = await this.dataSource.transaction(async (manager) => {
      await this.audit.record(manager, {
        adminId: admin.id,
        action: 'tax_report.download',
        targetType: 'tax_period',
        targetId: period!,
        requestId: request.id,
      });
      return (await manager.query(
        `SELECT s.user_id AS sitter_id, u.email, t.legal_name, to_char(t.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
                concat_ws(', ', t.address_line1, t.address_line2, t.suburb, t.state || ' ' || t.postcode) AS address, t.abn, t.gst_registered,
                s.bookings, s.gross, s.refunds, s.commission, s.commission_gst
           FROM ${sellerSumsSql('$1', '$2')} s JOIN users u ON u.id = s.user_id LEFT JOIN tax_details t ON t.user_id = s.user_id
          ORDER BY u.email`,
        [range.from, range.to],
      )) as SellerRow[];
    });
    const money = (cents: number) => (cents / 100).toFixed(2);
    const lines = rows.map((row) =>
      [
        row.sitter_id,
        row.email,
        row.legal_name ?? '',
        row.date_of_birth ?? '',
        row.address ?? '',
        row.abn ?? '',
        row.gst_registered === null ? '' : row.gst_registered ? 'yes' : 'no',
        String(row.bookings),
        money(row.gross),
        money(row.refunds),
        money(row.commission),
        money(row.commission_gst),
      ]
        .map(csvField)
        .join(','),
    );
    await reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="pawpal-sellers-${period}.csv"`)
      .send([SELLER_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n');
  }
}
