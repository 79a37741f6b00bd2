import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { DEFAULT_RULE_OF_DECISION, type AdminSitterReviewPage, type SitterReviewState, type WithDecision } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { AdminGuard } from '../audit/admin.guard.js';
import { CurrentUser } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { AdminSittersQueryDto, RejectDto } from '../verifications/dto/trust.input.js';
import { SitterReviewService } from './sitter-review.service.js';

/** The admin's sitter review queue: 401 signed out, 403 for anyone but an admin. */
@Controller('api/admin/sitters')
@UseGuards(AdminGuard)
export class AdminSittersController {
  constructor(private readonly review: SitterReviewService) {}

  /** Sitter profiles in one review status (default pending_review, oldest first), with the count of each status. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminSittersQueryDto): Promise<AdminSitterReviewPage> {
    return this.review.adminList(query.status, query.page, query.pageSize);
  }

  /** Lists a pending sitter (their photo ID must be approved). 409 when already decided. */
  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  approve(@CurrentUser() admin: User, @Param('id') id: string, @Req() request: FastifyRequest): Promise<SitterReviewState> {
    return this.review.approve({ admin, requestId: request.id }, id);
  }

  /** Rejects a pending sitter with a reason they see and the community rule; answers the decision's id. 409 when already decided. */
  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  reject(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() body: RejectDto,
    @Req() request: FastifyRequest,
  ): Promise<WithDecision<SitterReviewState>> {
    return this.review.reject({ admin, requestId: request.id }, id, body.reason, body.rule ?? DEFAULT_RULE_OF_DECISION.profile_rejected);
  }
}
