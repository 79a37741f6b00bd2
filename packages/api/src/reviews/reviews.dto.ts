import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ADMIN_PAGE_SIZE,
  type AdminReviewsQuery as AdminReviewsContract,
  MAX_ADMIN_PAGE_SIZE,
  MAX_REVIEWS_PAGE_SIZE,
  type RemoveReviewInput as RemoveReviewContract,
  REVIEW_REMOVAL_REASONS,
  REVIEW_REPLY_MAX_LENGTH,
  type ReviewListQuery as ReviewListContract,
  type ReviewRemovalReason,
  type ReviewReplyInput as ReviewReplyContract,
  REVIEWS_PAGE_SIZE,
} from '@pawpal/contract';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/sitters/{id}/reviews and /api/users/{id}/reviews query. */
export class ReviewListQuery implements ReviewListContract {
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @Max(MAX_REVIEWS_PAGE_SIZE, { message: `pageSize must be at most ${MAX_REVIEWS_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @Type(() => Number)
  pageSize: number = REVIEWS_PAGE_SIZE;
}

/** POST /api/reviews/{id}/reply body. */
export class ReviewReplyInput implements ReviewReplyContract {
  @Transform(trim)
  @MaxLength(REVIEW_REPLY_MAX_LENGTH, { message: `Reply must be at most ${REVIEW_REPLY_MAX_LENGTH} characters` })
  @IsString({ message: 'Reply must be text' })
  @IsNotEmpty({ message: 'Write a reply' })
  text: string;
}

/** POST /api/admin/reviews/{id}/remove body. */
export class RemoveReviewInput implements RemoveReviewContract {
  @IsIn(REVIEW_REMOVAL_REASONS, { message: `reason must be one of ${REVIEW_REMOVAL_REASONS.join(', ')}` })
  @IsNotEmpty({ message: 'Choose a reason from the review rules' })
  reason: ReviewRemovalReason;
}

/** GET /api/admin/reviews query. */
export class AdminReviewsQuery implements AdminReviewsContract {
  @Transform(trim)
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @IsString()
  @IsOptional()
  q?: string;

  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @Max(MAX_ADMIN_PAGE_SIZE, { message: `pageSize must be at most ${MAX_ADMIN_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @Type(() => Number)
  pageSize: number = ADMIN_PAGE_SIZE;
}
