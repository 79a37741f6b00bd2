import { Module, type OnModuleInit } from '@nestjs/common';
import { AppealsModule } from '../appeals/appeals.module.js';
import { DecisionsService } from '../appeals/decisions.service.js';
import { AuditModule } from '../audit/audit.module.js';
import { NoticesModule } from '../notices/notices.module.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';
import { ReviewsSweepService } from './reviews-sweep.service.js';

/**
 * Two-sided reviews' reads and moderation: the published lists, the sitter's reply, admin removal,
 * and the sweep that counts reviews published by time. Writing a review is bookings/' (POST
 * /api/bookings/{id}/review), which shares review-publication.ts.
 */
@Module({
  imports: [AuditModule, NoticesModule, AppealsModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewsSweepService],
  exports: [ReviewsSweepService],
})
export class ReviewsModule implements OnModuleInit {
  constructor(
    private readonly decisions: DecisionsService,
    private readonly reviews: ReviewsService,
  ) {}

  onModuleInit(): void {
    // A removal overturned on appeal restores the review.
    this.decisions.onOverturn('review_removed', (manager, decision) => this.reviews.restore(manager, decision.target_id));
  }
}
