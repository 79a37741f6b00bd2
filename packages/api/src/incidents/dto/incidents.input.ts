import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import {
  ADMIN_PAGE_SIZE,
  type AdminIncidentsQuery as AdminIncidentsContract,
  CARE_MAX_PHOTOS,
  type CreateIncidentInput as CreateIncidentContract,
  INCIDENT_KINDS,
  INCIDENT_OUTCOME_MAX_LENGTH,
  INCIDENT_STATUSES,
  INCIDENT_SUBURB_MAX_LENGTH,
  INCIDENT_TEXT_MAX_LENGTH,
  type IncidentKind,
  type IncidentStatus,
  type IncidentUpdateInput as IncidentUpdateContract,
  MAX_ADMIN_PAGE_SIZE,
  type ResolveIncidentInput as ResolveIncidentContract,
} from '@pawpal/contract';
import { PageQuery } from '../../platform/validation/paging.js';
import { Omittable } from '../../platform/validation/omittable.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Longer than any upload id (a stored name): a longer one cannot name an upload. */
const UPLOAD_ID_MAX_LENGTH = 100;

/** POST /api/bookings/{id}/incidents body. */
export class CreateIncidentDto implements CreateIncidentContract {
  @IsIn(INCIDENT_KINDS, { message: `kind must be one of ${INCIDENT_KINDS.join(', ')}` })
  @IsNotEmpty({ message: 'Say what happened: kind is required' })
  kind: IncidentKind;

  @MaxLength(INCIDENT_TEXT_MAX_LENGTH, { message: `The description must be at most ${INCIDENT_TEXT_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Describe what happened' })
  @IsString({ message: 'Describe what happened' })
  @Transform(trim)
  description: string;

  @MaxLength(UPLOAD_ID_MAX_LENGTH, { each: true, message: 'Each photo must be an upload id from POST /api/uploads/images' })
  @IsString({ each: true, message: 'Each photo must be an upload id from POST /api/uploads/images' })
  @ArrayUnique({ message: 'Name each photo once' })
  @ArrayMaxSize(CARE_MAX_PHOTOS, { message: `Add at most ${CARE_MAX_PHOTOS} photos` })
  @IsArray({ message: 'photoUploadIds must be a list of upload ids (it may be empty)' })
  photoUploadIds: string[];

  @IsString({ message: 'petId must be the id of one of the booking’s pets' })
  @Omittable()
  petId?: string;

  @MaxLength(INCIDENT_SUBURB_MAX_LENGTH, { message: `The suburb must be at most ${INCIDENT_SUBURB_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'lastSeenSuburb must not be empty (leave it out for the booking’s suburb)' })
  @IsString({ message: 'lastSeenSuburb must be text' })
  @Transform(trim)
  @Omittable()
  lastSeenSuburb?: string;

  @IsISO8601({ strict: true }, { message: 'lastSeenAt must be a date and time (ISO 8601)' })
  @Omittable()
  lastSeenAt?: string;
}

/** POST /api/incidents/{id}/updates body. */
export class IncidentUpdateDto implements IncidentUpdateContract {
  @MaxLength(INCIDENT_TEXT_MAX_LENGTH, { message: `The update must be at most ${INCIDENT_TEXT_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Write the update' })
  @IsString({ message: 'Write the update' })
  @Transform(trim)
  text: string;

  @MaxLength(UPLOAD_ID_MAX_LENGTH, { each: true, message: 'Each photo must be an upload id from POST /api/uploads/images' })
  @IsString({ each: true, message: 'Each photo must be an upload id from POST /api/uploads/images' })
  @ArrayUnique({ message: 'Name each photo once' })
  @ArrayMaxSize(CARE_MAX_PHOTOS, { message: `Add at most ${CARE_MAX_PHOTOS} photos` })
  @IsArray({ message: 'photoUploadIds must be a list of upload ids (it may be empty)' })
  photoUploadIds: string[];
}

/** POST /api/admin/incidents/{id}/resolve body. */
export class ResolveIncidentDto implements ResolveIncidentContract {
  @MaxLength(INCIDENT_OUTCOME_MAX_LENGTH, { message: `The outcome must be at most ${INCIDENT_OUTCOME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Say what the outcome was' })
  @IsString({ message: 'Say what the outcome was' })
  @Transform(trim)
  outcome: string;

  @Min(1, { message: 'refundCents must be at least 1 (leave it out for no refund)' })
  @IsInt({ message: 'refundCents must be a whole number of cents' })
  @Omittable()
  refundCents?: number;

  @IsBoolean({ message: 'releaseHold must be true (let the payout go) or false (keep it held)' })
  releaseHold: boolean;
}

/** GET /api/admin/incidents query. */
export class AdminIncidentsQueryDto extends PageQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE) implements AdminIncidentsContract {
  @IsIn(INCIDENT_STATUSES, { message: `status must be one of ${INCIDENT_STATUSES.join(', ')}` })
  @Omittable()
  status: IncidentStatus = 'open';
}
