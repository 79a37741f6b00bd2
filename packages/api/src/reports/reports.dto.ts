import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_PAGE_SIZE,
  type CommunityRuleId,
  type AdminReportsQuery as AdminReportsContract,
  type HandleReportInput as HandleReportContract,
  MAX_ADMIN_PAGE_SIZE,
  MAX_ADMIN_REASON_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type ReportInput as ReportContract,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  type RuleInput,
} from '@pawpal/contract';
import { IsCommunityRule } from '../appeals/rule.validator.js';
import { PageQuery } from '../platform/validation/paging.js';
import { Omittable } from '../platform/validation/omittable.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/reports body. */
export class ReportInput implements ReportContract {
  @IsIn(REPORT_TARGET_TYPES, { message: `targetType must be one of ${REPORT_TARGET_TYPES.join(', ')}` })
  @IsNotEmpty({ message: 'targetType is required' })
  targetType: ReportTargetType;

  @IsString({ message: 'targetId must be text' })
  @IsNotEmpty({ message: 'targetId is required' })
  targetId: string;

  @IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` })
  @IsNotEmpty({ message: 'Choose a reason' })
  reason: ReportReason;

  @Transform(trim)
  @MaxLength(REPORT_DETAILS_MAX_LENGTH, { message: `Details must be at most ${REPORT_DETAILS_MAX_LENGTH} characters` })
  @IsString({ message: 'Details must be text' })
  @Omittable()
  details?: string;

  @IsString({ message: 'bookingId must be text' })
  @IsNotEmpty({ message: 'bookingId must not be empty' })
  @Omittable()
  bookingId?: string;
}

/** GET /api/admin/reports query. */
export class AdminReportsQuery extends PageQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE) implements AdminReportsContract {
  @IsIn(REPORT_STATUSES, { message: `status must be one of ${REPORT_STATUSES.join(', ')}` })
  @Omittable()
  status: ReportStatus = 'open';
}

/** POST /api/admin/reports/{id}/resolve and /dismiss body. */
export class HandleReportInput implements HandleReportContract {
  @Transform(trim)
  @MaxLength(MAX_ADMIN_REASON_LENGTH, { message: `The note must be at most ${MAX_ADMIN_REASON_LENGTH} characters` })
  @IsString({ message: 'The note must be text' })
  @IsNotEmpty({ message: 'Write a note on what was done' })
  note: string;
}

/** POST /api/admin/reports/{id}/resolve body: upheld against the reported member, naming the community rule (docs/appeals.md). */
export class ResolveReportInput extends HandleReportInput implements RuleInput {
  @IsCommunityRule()
  rule?: CommunityRuleId;
}
