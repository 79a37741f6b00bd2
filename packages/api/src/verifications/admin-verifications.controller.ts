import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { DEFAULT_RULE_OF_DECISION, type AdminVerificationPage, type Verification, type WithDecision } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { AdminGuard } from '../audit/admin.guard.js';
import { CurrentUser } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { AdminVerificationsQueryDto, ApproveVerificationDto, RejectDto } from './dto/trust.input.js';
import { VerificationsService } from './verifications.service.js';

/** The admin's verification queue: 401 signed out, 403 for anyone but an admin. */
@Controller('api/admin/verifications')
@UseGuards(AdminGuard)
export class AdminVerificationsController {
  constructor(private readonly verifications: VerificationsService) {}

  /** Verifications in one status (default pending, oldest first), with the count of each status. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminVerificationsQueryDto): Promise<AdminVerificationPage> {
    return this.verifications.adminList(query.status, query.page, query.pageSize);
  }

  /** Approves a pending document; a police check needs its `certificateDate`. 409 when already decided. */
  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  approve(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() body: ApproveVerificationDto,
    @Req() request: FastifyRequest,
  ): Promise<Verification> {
    return this.verifications.approve({ admin, requestId: request.id }, id, body);
  }

  /** Rejects a pending document with a reason the sitter sees and the community rule; answers the decision's id. 409 when already decided. */
  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  reject(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() body: RejectDto,
    @Req() request: FastifyRequest,
  ): Promise<WithDecision<Verification>> {
    return this.verifications.reject(
      { admin, requestId: request.id },
      id,
      body.reason,
      body.rule ?? DEFAULT_RULE_OF_DECISION.verification_rejected,
    );
  }
}
