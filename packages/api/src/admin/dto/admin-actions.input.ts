import { IsIn, IsInt, IsISO8601, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import {
  ADMIN_REFUND_KINDS,
  type CommunityRuleId,
  type AdminCancelBookingInput,
  type AdminRefundKind,
  MAX_ADMIN_REASON_LENGTH,
  type ReinstateUserInput,
  type SuspendUserInput,
  type AdminRefundBookingInput,
  type RuleInput,
} from '@pawpal/contract';
import { IsCommunityRule } from '../../appeals/rule.validator.js';
import { Omittable } from '../../platform/validation/omittable.js';

/** POST /api/admin/users/:id/suspend body. */
export class SuspendUserDto implements SuspendUserInput, RuleInput {
  @MaxLength(MAX_ADMIN_REASON_LENGTH, { message: `reason must be at most ${MAX_ADMIN_REASON_LENGTH} characters` })
  @IsNotEmpty({ message: 'Give a reason for the suspension' })
  @IsString({ message: 'Give a reason for the suspension' })
  reason: string;

  @Omittable()
  @IsISO8601({ strict: true }, { message: 'until must be a date and time (ISO 8601)' })
  until?: string;

  /** The community rule the suspension names (docs/appeals.md). */
  @IsCommunityRule()
  rule?: CommunityRuleId;
}

/** POST /api/admin/users/:id/reinstate body. */
export class ReinstateUserDto implements ReinstateUserInput {
  @Omittable()
  @MaxLength(MAX_ADMIN_REASON_LENGTH, { message: `reason must be at most ${MAX_ADMIN_REASON_LENGTH} characters` })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}

/** POST /api/admin/bookings/:id/cancel body. */
export class AdminCancelBookingDto implements AdminCancelBookingInput {
  @MaxLength(MAX_ADMIN_REASON_LENGTH, { message: `reason must be at most ${MAX_ADMIN_REASON_LENGTH} characters` })
  @IsNotEmpty({ message: 'Give a reason for the cancellation' })
  @IsString({ message: 'Give a reason for the cancellation' })
  reason: string;

  @Omittable()
  @IsIn(ADMIN_REFUND_KINDS, { message: `refund must be one of ${ADMIN_REFUND_KINDS.join(', ')}` })
  refund?: AdminRefundKind;

  @Omittable()
  @Min(1, { message: 'refundCents must be at least 1' })
  @IsInt({ message: 'refundCents must be a whole number of cents' })
  refundCents?: number;
}

/** POST /api/admin/bookings/{id}/refund: part or all of a completed stay. */
export class AdminRefundBookingDto implements AdminRefundBookingInput {
  @Min(1, { message: 'amountCents must be at least 1' })
  @IsInt({ message: 'amountCents must be a whole number of cents' })
  amountCents: number;

  @MaxLength(MAX_ADMIN_REASON_LENGTH, { message: `reason must be at most ${MAX_ADMIN_REASON_LENGTH} characters` })
  @IsNotEmpty({ message: 'Give a reason for the refund' })
  @IsString({ message: 'Give a reason for the refund' })
  reason: string;
}
