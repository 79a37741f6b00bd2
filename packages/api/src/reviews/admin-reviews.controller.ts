import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { DEFAULT_RULE_OF_DECISION, type AdminReview, type ListPage } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { AdminGuard } from '../audit/admin.guard.js';
import { CurrentUser } from '../platform/session/signed-in.guard.js';
import { type User } from '../users/user.entity.js';
import { AdminReviewsQuery, RemoveReviewInput } from './reviews.dto.js';
import { ReviewsService } from './reviews.service.js';

/** Review moderation: every review (hidden ones too) and removal for a reason from the review rules. */
@Controller('api/admin/reviews')
@UseGuards(AdminGuard)
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminReviewsQuery): Promise<ListPage<AdminReview>> {
    return this.reviews.adminList(query.q || undefined, query.page, query.pageSize);
  }

  /**
   * 200 with the decision's id (its author may appeal it); the profile shows "A review was removed
   * for breaking the review rules" in its place.
   */
  @Post(':reviewId/remove')
  @HttpCode(HttpStatus.OK)
  async remove(
    @CurrentUser() admin: User,
    @Param('reviewId') reviewId: string,
    @Body() body: RemoveReviewInput,
    @Req() request: FastifyRequest,
  ): Promise<{ decisionId: string }> {
    return {
      decisionId: await this.reviews.remove(admin, reviewId, body.reason, body.rule ?? DEFAULT_RULE_OF_DECISION.review_removed, request.id),
    };
  }
}
