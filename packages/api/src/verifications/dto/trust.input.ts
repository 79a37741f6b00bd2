import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import {
  ADMIN_PAGE_SIZE,
  type ApproveVerificationInput,
  type CommunityRuleId,
  MAX_ADMIN_PAGE_SIZE,
  MAX_ADMIN_REASON_LENGTH,
  type RejectInput,
  type RuleInput,
  SITTER_REVIEW_STATUSES,
  type SitterReviewStatus,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@pawpal/contract';
import { IsCommunityRule } from '../../appeals/rule.validator.js';
import { PageQuery } from '../../platform/validation/paging.js';
import { Omittable } from '../../platform/validation/omittable.js';

/** POST /api/admin/sitters/{id}/reject and /api/admin/verifications/{id}/reject body. */
export class RejectDto implements RejectInput, RuleInput {
  @MaxLength(MAX_ADMIN_REASON_LENGTH, { message: `reason must be at most ${MAX_ADMIN_REASON_LENGTH} characters` })
  @Matches(/\S/, { message: 'reason must not be empty: tell the sitter what to fix' })
  @IsString({ message: 'reason must be text: tell the sitter what to fix' })
  reason: string;

  /** The community rule the rejection names (docs/appeals.md). */
  @IsCommunityRule()
  rule?: CommunityRuleId;
}

/** POST /api/admin/verifications/{id}/approve body (the rules: VerificationsService.approve). */
export class ApproveVerificationDto implements ApproveVerificationInput {
  @Omittable()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'certificateDate must be a date written YYYY-MM-DD' })
  @IsString({ message: 'certificateDate must be a date written YYYY-MM-DD' })
  certificateDate?: string;

  /** Deprecated (see ApproveVerificationInput): accepted only when it equals the expiry worked out from certificateDate. */
  @Omittable()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'expiresOn must be a date written YYYY-MM-DD' })
  @IsString({ message: 'expiresOn must be a date written YYYY-MM-DD' })
  expiresOn?: string;
}

/** Paging of the admin queues. */
class AdminPageDto extends PageQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE) {}

/** GET /api/admin/sitters query. */
export class AdminSittersQueryDto extends AdminPageDto {
  @IsIn(SITTER_REVIEW_STATUSES, { message: `status must be one of ${SITTER_REVIEW_STATUSES.join(', ')}` })
  status: SitterReviewStatus = 'pending_review';
}

/** GET /api/admin/verifications query. */
export class AdminVerificationsQueryDto extends AdminPageDto {
  @IsIn(VERIFICATION_STATUSES, { message: `status must be one of ${VERIFICATION_STATUSES.join(', ')}` })
  status: VerificationStatus = 'pending';
}
