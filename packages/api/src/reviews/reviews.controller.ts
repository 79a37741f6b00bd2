import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { type ReviewListEntry, type ReviewListResponse } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { ReadRouting } from '../platform/read-routing/read-routing.js';
import { CurrentUser, readSessionUserId, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { ReviewListQuery, ReviewReplyInput } from './reviews.dto.js';
import { ReviewsService } from './reviews.service.js';

/** Published reviews (public for sitters, sitters-only for owners) and the sitter's reply. */
@Controller('api')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly users: UsersService,
    private readonly routing: ReadRouting,
  ) {}

  /**
   * A sitter's published reviews by owners, newest first, paged (public while the sitter is listed, like their page).
   * Read like the page: the replica, but the primary for the sitter themself and a member who just wrote.
   */
  @Get('sitters/:sitterId/reviews')
  @Header('Cache-Control', 'no-store')
  async sitterReviews(
    @Param('sitterId') sitterId: string,
    @Query() query: ReviewListQuery,
    @Req() request: FastifyRequest,
  ): Promise<ReviewListResponse> {
    const userId = readSessionUserId(request);
    const viewer = userId === undefined ? undefined : ((await this.users.findById(userId)) ?? undefined);
    return this.reviews.forSitter(viewer, sitterId, query.page, query.pageSize, this.routing.sourceFor(request, sitterId));
  }

  /** An owner's published reviews by sitters, newest first, paged: sitters, admins and the owner themself. */
  @Get('users/:userId/reviews')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  userReviews(@CurrentUser() actor: User, @Param('userId') userId: string, @Query() query: ReviewListQuery): Promise<ReviewListResponse> {
    return this.reviews.forOwner(actor, userId, query.page, query.pageSize);
  }

  /** The sitter's one public reply to a published review of them. */
  @Post('reviews/:reviewId/reply')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.CREATED)
  reply(@CurrentUser() actor: User, @Param('reviewId') reviewId: string, @Body() body: ReviewReplyInput): Promise<ReviewListEntry> {
    return this.reviews.reply(actor, reviewId, body.text);
  }
}
