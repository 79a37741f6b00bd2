import { Injectable } from '@nestjs/common';
import { type Review } from '@pawpal/contract';
import { DataSource, QueryFailedError } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { SittersService } from '../sitters/sitters.service.js';
import { type User } from '../users/user.entity.js';
import { BookingReadsService } from './booking-reads.service.js';
import { viewerRoleOf } from './booking-view.js';
import { type ReviewInput } from './dto/booking-request.input.js';

const UNIQUE_VIOLATION = '23505';

/** Reviews of completed bookings (they write `reviews`, never `bookings`). */
@Injectable()
export class BookingReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly reads: BookingReadsService,
    private readonly sitters: SittersService,
  ) {}

  /** The owner reviews a completed booking, once; the sitter's rating aggregate follows in the same transaction. */
  async review(actor: User, bookingId: string, input: ReviewInput): Promise<Review> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const row = await this.reads.lock(manager, bookingId);
        const role = row && viewerRoleOf(actor, row);
        if (!row || !role) throw new DomainError(DomainErrorCode.BookingNotFound);
        if (role !== 'owner') throw new DomainError(DomainErrorCode.NotAllowed, 'Only the owner can review this booking');
        if (row.status !== 'completed') throw new DomainError(DomainErrorCode.BookingStateConflict, 'You can review a booking once it is completed');
        const [review] = (await manager.query(
          `INSERT INTO reviews (booking_id, owner_id, sitter_id, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           RETURNING id, rating, comment, created_at`,
          [bookingId, row.owner_id, row.sitter_id, input.rating, input.comment, this.clock.now()],
        )) as { id: string; rating: number; comment: string; created_at: Date }[];
        await this.sitters.recordReview(manager, row.sitter_id, input.rating);
        return { id: review!.id, bookingId, rating: review!.rating, comment: review!.comment, createdAt: review!.created_at.toISOString() };
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError(DomainErrorCode.AlreadyReviewed);
      }
      throw error;
    }
  }
}
