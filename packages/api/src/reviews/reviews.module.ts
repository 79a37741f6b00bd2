import { Module } from '@nestjs/common';
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
  imports: [AuditModule, NoticesModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewsSweepService],
  exports: [ReviewsSweepService],
})
export class ReviewsModule {}
