import { Injectable } from '@nestjs/common';
import { type Review } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { countPublished } from '../reviews/review-publication.js';
import { type User } from '../users/user.entity.js';
import { BookingReadsService } from './booking-reads.service.js';
import { viewerRoleOf } from './booking-view.js';
import { type ReviewInput } from './dto/booking-request.input.js';
import { BookingsError, ReviewWindowClosedError } from './bookings.errors.js';

/**
 * Two-sided, double-blind reviews of completed bookings (they write `reviews`, never `bookings`):
 * the owner reviews the sitter, the sitter the owner and their pets, each once, within
 * REVIEW_WINDOW_DAYS of completion. A review stays hidden (its `publish_at` is the window's end)
 * until the other side's arrives: then both are published now and the sitter's rating follows, in
 * the same transaction. The reviews sweep publishes the rest when windows close.
 */
@Injectable()
export class BookingReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly reads: BookingReadsService,
  ) {}

  async review(actor: User, bookingId: string, input: ReviewInput): Promise<Review> {
    return this.dataSource.transaction(async (manager) => {
      // The booking's row lock also serialises the two sides' reviews.
      const row = await this.reads.lock(manager, bookingId);
      const role = row && viewerRoleOf(actor, row);
      if (!row || !role) throw new BookingsError('BOOKING_NOT_FOUND');
      if (role === 'admin') throw new DomainError(DomainErrorCode.NotAllowed, 'Only the owner or the sitter of this booking can review it');
      if (row.status !== 'completed' || row.review_closes_at === null) {
        throw new BookingsError('BOOKING_STATE_CONFLICT', 'You can review a booking once it is completed');
      }
      const now = this.clock.now();
      if (now.getTime() >= row.review_closes_at.getTime()) throw new ReviewWindowClosedError(row.review_closes_at);
      const [review] = (await manager.query(
        `INSERT INTO reviews (booking_id, owner_id, sitter_id, author_role, rating, comment, created_at, publish_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (booking_id, author_role) DO NOTHING
         RETURNING id, rating, comment, created_at`,
        [bookingId, row.owner_id, row.sitter_id, role, input.rating, input.comment, now, row.review_closes_at],
      )) as { id: string; rating: number; comment: string; created_at: Date }[];
      if (!review) throw new BookingsError('ALREADY_REVIEWED');
      // Both sides are in: publish both now (the other one was hidden until this moment).
      const [published] = (await manager.query(
        `UPDATE reviews SET publish_at = $2 WHERE booking_id = $1 AND publish_at > $2
           AND (SELECT count(*) FROM reviews WHERE booking_id = $1) = 2
         RETURNING id`,
        [bookingId, now],
      )) as [{ id: string }[], number];
      if (published.length > 0) await countPublished(manager, now);
      return {
        id: review.id,
        bookingId,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.created_at.toISOString(),
        authorRole: role,
        published: published.length > 0,
      };
    });
  }
}
