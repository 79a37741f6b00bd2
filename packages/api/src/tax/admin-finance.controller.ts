import { Controller, Get, Header, HttpStatus, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type FinanceSummary, MAX_FINANCE_PERIOD_DAYS, parseReportingPeriod, TAX_TIME_ZONE } from '@pawpal/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AdminGuard } from '../audit/admin.guard.js';
import { AuditLogService } from '../audit/audit-log.service.js';
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

const IN_DAYS = `(l.created_at AT TIME ZONE '${TAX_TIME_ZONE}')::date BETWEEN $1::date AND $2::date`;
const SELLER_COLUMNS = ['Seller id', 'Email', 'Legal name', 'Date of birth', 'Address', 'ABN', 'GST registered', 'Transactions', 'Gross', 'Refunded', 'Commission', 'GST on commission'] as const;

/** The platform's money for admins (issue 10): the finance view and the ATO's half-yearly seller report. */
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
    if (!isCalendarDate(from) || !isCalendarDate(to)) throw new TaxError(HttpStatus.BAD_REQUEST, 'from and to must be dates like 2026-07-01');
    if (to < from) throw new TaxError(HttpStatus.BAD_REQUEST, 'to must not be before from');
    if (daysBetween(from, to) + 1 > MAX_FINANCE_PERIOD_DAYS) throw new TaxError(HttpStatus.BAD_REQUEST, `The period can be at most ${MAX_FINANCE_PERIOD_DAYS} days`);
    const [row] = (await this.dataSource.query(
      `SELECT
         -- The whole price of what was booked: what owners paid plus what Pawpal paid for them (referral discounts and credits).
         coalesce(sum(l.amount_cents) FILTER (WHERE l.kind = 'charge' AND l.account IN ('provider_cash', 'referral_cost', 'referral_credit')), 0)::bigint AS gross,
         coalesce(-sum(l.amount_cents) FILTER (WHERE l.account = 'booking_fee_revenue'), 0)::bigint AS fees,
         coalesce(-sum(l.amount_cents) FILTER (WHERE l.account = 'commission_revenue'), 0)::bigint AS commissions,
         coalesce(-sum(l.amount_cents) FILTER (WHERE l.account = 'gst_payable'), 0)::bigint AS gst,
         coalesce(-sum(l.amount_cents) FILTER (WHERE l.kind IN ('refund', 'unapplied_charge') AND l.account = 'owner_refund_payable'), 0)::bigint AS refunds,
         coalesce(-sum(l.amount_cents) FILTER (WHERE l.kind IN ('payout', 'payout_failed') AND l.account = 'provider_cash'), 0)::bigint AS payouts,
         coalesce(sum(l.amount_cents) FILTER (WHERE l.account = 'referral_cost'), 0)::bigint AS referral_cost
       FROM ledger_entries l WHERE ${IN_DAYS}`,
      [from, to],
    )) as { gross: string; fees: string; commissions: string; gst: string; refunds: string; payouts: string; referral_cost: string }[];
    const [held] = (await this.dataSource.query(
      `SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM ledger_entries l WHERE l.account = 'provider_cash' AND (l.created_at AT TIME ZONE '${TAX_TIME_ZONE}')::date <= $1::date`,
      [to],
    )) as { cents: string }[];
    return {
      from,
      to,
      grossBookingValueCents: Number(row!.gross),
      bookingFeesCents: Number(row!.fees),
      commissionsCents: Number(row!.commissions),
      gstCollectedCents: Number(row!.gst),
      refundsCents: Number(row!.refunds),
      payoutsCents: Number(row!.payouts),
      // Friends' discounts and members' credits, less what refunds and expiry gave back.
      referralCostCents: Number(row!.referral_cost),
      moneyHeldCents: Number(held!.cents),
    };
  }

  /**
   * The half-yearly report per seller (`period=2026-H2`: 1 July–31 December, due 31 January;
   * `2027-H1`: 1 January–30 June, due 31 July) as CSV, with each seller's identity from their tax
   * details; an audit row records who downloaded it (it holds personal information).
   */
  @Get('tax/sellers.csv')
  async sellers(@CurrentUser() admin: User, @Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('period') period?: string): Promise<void> {
    const range = period === undefined ? null : parseReportingPeriod(period);
    if (!range) throw new TaxError(HttpStatus.BAD_REQUEST, 'period must be a half-year like 2026-H2 (July to December) or 2027-H1 (January to June)');
    const rows = await this.dataSource.transaction(async (manager) => {
      await this.audit.record(manager, { adminId: admin.id, action: 'tax_report.download', targetType: 'tax_period', targetId: period!, requestId: request.id });
      return (await manager.query(
        `SELECT l.user_id AS sitter_id, u.email, t.legal_name, to_char(t.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
                concat_ws(', ', t.address_line1, t.address_line2, t.suburb, t.state || ' ' || t.postcode) AS address, t.abn, t.gst_registered,
                count(DISTINCT l.booking_id) FILTER (WHERE l.kind = 'charge')::int AS bookings,
                coalesce(-sum(l.amount_cents) FILTER (WHERE l.line = 'subtotal' AND l.kind = 'charge'), 0)::int AS gross,
                coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'subtotal' AND l.kind = 'refund'), 0)::int AS refunds,
                coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'commission'), 0)::int AS commission,
                coalesce(sum(l.amount_cents) FILTER (WHERE l.line = 'commission_gst'), 0)::int AS commission_gst
           FROM ledger_entries l JOIN users u ON u.id = l.user_id LEFT JOIN tax_details t ON t.user_id = l.user_id
          WHERE l.account = 'sitter_payable' AND l.line IN ('subtotal', 'commission', 'commission_gst') AND ${IN_DAYS}
          GROUP BY l.user_id, u.email, t.user_id ORDER BY u.email`,
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
