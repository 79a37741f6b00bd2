import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_PAGE_SIZE,
  type CommunityRuleId,
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
  type RuleInput,
} from '@pawpal/contract';
import { IsCommunityRule } from '../appeals/rule.validator.js';
import { PageQuery } from '../platform/validation/paging.js';
import { Omittable } from '../platform/validation/omittable.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/sitters/{id}/reviews and /api/users/{id}/reviews query. */
export class ReviewListQuery extends PageQuery(REVIEWS_PAGE_SIZE, MAX_REVIEWS_PAGE_SIZE) implements ReviewListContract {}

/** POST /api/reviews/{id}/reply body. */
export class ReviewReplyInput implements ReviewReplyContract {
  @Transform(trim)
  @MaxLength(REVIEW_REPLY_MAX_LENGTH, { message: `Reply must be at most ${REVIEW_REPLY_MAX_LENGTH} characters` })
  @IsString({ message: 'Reply must be text' })
  @IsNotEmpty({ message: 'Write a reply' })
  text: string;
}

/** POST /api/admin/reviews/{id}/remove body. */
export class RemoveReviewInput implements RemoveReviewContract, RuleInput {
  @IsIn(REVIEW_REMOVAL_REASONS, { message: `reason must be one of ${REVIEW_REMOVAL_REASONS.join(', ')}` })
  @IsNotEmpty({ message: 'Choose a reason from the review rules' })
  reason: ReviewRemovalReason;

  /** The community rule the removal names (docs/appeals.md). */
  @IsCommunityRule()
  rule?: CommunityRuleId;
}

/** GET /api/admin/reviews query. */
export class AdminReviewsQuery extends PageQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE) implements AdminReviewsContract {
  @Transform(trim)
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @IsString()
  @Omittable()
  q?: string;
}
