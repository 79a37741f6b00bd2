import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_PAGE_SIZE,
  APPEAL_MAX_PHOTOS,
  APPEAL_OUTCOMES,
  APPEAL_REASON_MAX_LENGTH,
  APPEAL_STATEMENT_MAX_LENGTH,
  APPEAL_STATUSES,
  type AppealInput,
  type AppealOutcome,
  type AppealStatus,
  type DecideAppealInput,
  MAX_ADMIN_PAGE_SIZE,
} from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';
import { PageQuery } from '../../platform/validation/paging.js';
import { APPEAL_TOKEN_MAX_LENGTH } from '../decisions.service.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/appeals body. */
export class AppealDto implements AppealInput {
  @MaxLength(100, { message: 'decisionId must be at most 100 characters' })
  @IsNotEmpty({ message: 'decisionId is required: the decision you appeal' })
  @IsString({ message: 'decisionId must be text' })
  decisionId: string;

  @Transform(trim)
  @MaxLength(APPEAL_STATEMENT_MAX_LENGTH, { message: `Your statement must be at most ${APPEAL_STATEMENT_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Write a statement: tell the admin why the decision should change' })
  @IsString({ message: 'The statement must be text' })
  statement: string;

  @Omittable()
  @MaxLength(100, { each: true, message: 'Each upload id must be at most 100 characters' })
  @IsString({ each: true, message: 'uploadIds must be a list of upload ids' })
  @ArrayMaxSize(APPEAL_MAX_PHOTOS, { message: `An appeal carries at most ${APPEAL_MAX_PHOTOS} photos` })
  @IsArray({ message: 'uploadIds must be a list of upload ids' })
  uploadIds?: string[];

  @Omittable()
  @MaxLength(APPEAL_TOKEN_MAX_LENGTH, { message: 'This appeal link is not valid' })
  @IsString({ message: 'appealToken must be text' })
  appealToken?: string;
}

/** POST /api/admin/appeals/{id}/decide body. */
export class DecideAppealDto implements DecideAppealInput {
  @IsIn(APPEAL_OUTCOMES, { message: `outcome must be one of ${APPEAL_OUTCOMES.join(', ')}` })
  outcome: AppealOutcome;

  @Transform(trim)
  @MaxLength(APPEAL_REASON_MAX_LENGTH, { message: `reason must be at most ${APPEAL_REASON_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Give a reason: the member reads it' })
  @IsString({ message: 'reason must be text' })
  reason: string;
}

/** GET /api/admin/appeals query. */
export class AdminAppealsQueryDto extends PageQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE) {
  @Omittable()
  @IsIn(APPEAL_STATUSES, { message: `status must be one of ${APPEAL_STATUSES.join(', ')}` })
  status?: AppealStatus;
}
