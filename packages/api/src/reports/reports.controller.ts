import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { DEFAULT_RULE_OF_DECISION, type AdminReport, type AdminReportList, type Report } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { AdminGuard } from '../audit/admin.guard.js';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { type User } from '../users/user.entity.js';
import { AdminReportsQuery, HandleReportInput, ReportInput, ResolveReportInput } from './reports.dto.js';
import { ReportsService } from './reports.service.js';

/** Any signed-in user reports a sitter profile, a user, a message or a review. */
@Controller('api/reports')
@UseGuards(SignedInGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@CurrentUser() actor: User, @Body() body: ReportInput): Promise<Report> {
    return this.reports.create(actor, body);
  }
}

/** The admins' report queue: list by status, resolve or dismiss with a note (the reporter is told). */
@Controller('api/admin/reports')
@UseGuards(AdminGuard)
export class AdminReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminReportsQuery): Promise<AdminReportList> {
    return this.reports.adminList(query.status, query.page, query.pageSize);
  }

  /** Upheld: a decision against the reported member naming `rule`, which they may appeal (its id in the answer; null when the target is gone). */
  @Post(':reportId/resolve')
  @HttpCode(HttpStatus.OK)
  resolve(
    @CurrentUser() admin: User,
    @Param('reportId') reportId: string,
    @Body() body: ResolveReportInput,
    @Req() request: FastifyRequest,
  ): Promise<AdminReport & { decisionId: string | null }> {
    return this.reports.handle(admin, reportId, 'resolved', body.note, request.id, body.rule ?? DEFAULT_RULE_OF_DECISION.report_upheld);
  }

  @Post(':reportId/dismiss')
  @HttpCode(HttpStatus.OK)
  dismiss(
    @CurrentUser() admin: User,
    @Param('reportId') reportId: string,
    @Body() body: HandleReportInput,
    @Req() request: FastifyRequest,
  ): Promise<AdminReport & { decisionId: string | null }> {
    return this.reports.handle(admin, reportId, 'dismissed', body.note, request.id);
  }
}
