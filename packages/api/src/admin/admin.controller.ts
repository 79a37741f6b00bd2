import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  type AdminBooking,
  type AdminBookingList,
  type AdminSummary,
  type AdminUserDetail,
  type AdminUserList,
  type AuditEntry,
  type ListPage,
  type WithDecision,
} from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { AdminGuard } from '../audit/admin.guard.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { CurrentUser } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { AdminActionsService } from './admin-actions.service.js';
import { AdminReadsService } from './admin-reads.service.js';
import { AdminCancelBookingDto, AdminRefundBookingDto, ReinstateUserDto, SuspendUserDto } from './dto/admin-actions.input.js';
import { AdminListQueryDto, AuditLogQueryDto } from './dto/admin-list.query.js';

/** The admin console's API: 401 signed out, 403 for anyone but an admin (AdminGuard). Never cached. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(
    private readonly reads: AdminReadsService,
    private readonly actions: AdminActionsService,
    private readonly auditLog: AuditLogService,
  ) {}

  @Get('summary')
  @Header('Cache-Control', 'no-store')
  summary(): Promise<AdminSummary> {
    return this.reads.summary();
  }

  @Get('users')
  @Header('Cache-Control', 'no-store')
  users(@Query() query: AdminListQueryDto): Promise<AdminUserList> {
    return this.reads.users(query);
  }

  @Get('users/:id')
  @Header('Cache-Control', 'no-store')
  user(@Param('id') userId: string): Promise<AdminUserDetail> {
    return this.reads.user(userId);
  }

  @Post('users/:id/suspend')
  @HttpCode(HttpStatus.OK)
  suspend(
    @CurrentUser() admin: User,
    @Param('id') userId: string,
    @Body() input: SuspendUserDto,
    @Req() request: FastifyRequest,
  ): Promise<WithDecision<AdminUserDetail>> {
    return this.actions.suspend(admin, userId, input, request.id);
  }

  @Post('users/:id/reinstate')
  @HttpCode(HttpStatus.OK)
  reinstate(
    @CurrentUser() admin: User,
    @Param('id') userId: string,
    @Body() input: ReinstateUserDto,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserDetail> {
    return this.actions.reinstate(admin, userId, input, request.id);
  }

  @Get('bookings')
  @Header('Cache-Control', 'no-store')
  bookings(@Query() query: AdminListQueryDto): Promise<AdminBookingList> {
    return this.reads.bookings(query);
  }

  @Post('bookings/:id/cancel')
  @HttpCode(HttpStatus.OK)
  cancelBooking(
    @CurrentUser() admin: User,
    @Param('id') bookingId: string,
    @Body() input: AdminCancelBookingDto,
    @Req() request: FastifyRequest,
  ): Promise<AdminBooking> {
    return this.actions.cancelBooking(admin, bookingId, input, request.id);
  }

  /** Refunds part or all of a completed stay: the owner through the provider, the sitter's share from their payouts. */
  @Post('bookings/:id/refund')
  @HttpCode(HttpStatus.OK)
  refundBooking(
    @CurrentUser() admin: User,
    @Param('id') bookingId: string,
    @Body() input: AdminRefundBookingDto,
    @Req() request: FastifyRequest,
  ): Promise<AdminBooking> {
    return this.actions.refundBooking(admin, bookingId, input, request.id);
  }

  @Get('audit-log')
  @Header('Cache-Control', 'no-store')
  auditLogPage(@Query() query: AuditLogQueryDto): Promise<ListPage<AuditEntry>> {
    return this.auditLog.list(query);
  }
}
