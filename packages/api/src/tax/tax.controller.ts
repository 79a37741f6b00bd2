import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { SERVICE_LABELS, type TaxStatement } from '@pawpal/contract';
import { type FastifyReply } from 'fastify';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { type StatementBookingRow, TaxService } from './tax.service.js';

const CSV_COLUMNS = [
  'Booking',
  'Service',
  'Start',
  'End',
  'Paid on',
  'Gross',
  'Refunded',
  'Commission',
  'GST on commission',
  'Net',
] as const;

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused (spreadsheets run it as a formula). */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function statementCsv(rows: readonly StatementBookingRow[]): string {
  const lines = rows.map((row) =>
    [
      row.booking_id,
      SERVICE_LABELS[row.service as keyof typeof SERVICE_LABELS] ?? row.service,
      row.start_date,
      row.end_date,
      row.paid_on ?? '',
      dollars(row.gross),
      dollars(row.refunds),
      dollars(row.commission),
      dollars(row.commission_gst),
      dollars(row.gross - row.refunds - row.commission - row.commission_gst),
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The signed-in sitter's tax statement (403 for non-sitters). */
@Controller('api/tax')
@UseGuards(SignedInGuard)
export class TaxController {
  constructor(private readonly tax: TaxService) {}

  @Get('statement')
  @Header('Cache-Control', 'private, no-store')
  statement(@CurrentUser() actor: User, @Query('fy') fy?: string): Promise<TaxStatement> {
    return this.tax.statement(actor.id, fy);
  }

  @Get('statement.csv')
  async csv(@CurrentUser() actor: User, @Res() reply: FastifyReply, @Query('fy') fy?: string): Promise<void> {
    const rows = await this.tax.bookingRows(actor.id, fy);
    await reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="pawpal-tax-statement-${fy}.csv"`)
      .send(statementCsv(rows));
  }
}
