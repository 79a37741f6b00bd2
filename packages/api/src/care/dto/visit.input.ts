import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CARE_MAX_PHOTOS,
  CARE_NOTE_MAX_LENGTH,
  type CheckInInput as CheckInContract,
  type CheckOutInput as CheckOutContract,
  type ExcuseVisitInput as ExcuseContract,
  ROUTE_MAX_POINTS,
  type RoutePoint,
} from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Largest position uncertainty accepted, metres (a phone's worst fix is a few kilometres). */
const MAX_ACCURACY_M = 100_000;
const NUMBER = { allowNaN: false, allowInfinity: false } as const;

/** POST /api/visits/{id}/check-in: the position is optional, but a latitude comes with a longitude. */
export class CheckInInput implements CheckInContract {
  @Max(90, { message: 'Latitude must be from -90 to 90' })
  @Min(-90, { message: 'Latitude must be from -90 to 90' })
  @IsNumber(NUMBER, { message: 'Latitude must be a number' })
  @ValidateIf((input: CheckInInput) => input.lat !== undefined || input.lng !== undefined)
  lat?: number;

  @Max(180, { message: 'Longitude must be from -180 to 180' })
  @Min(-180, { message: 'Longitude must be from -180 to 180' })
  @IsNumber(NUMBER, { message: 'Longitude must be a number' })
  @ValidateIf((input: CheckInInput) => input.lat !== undefined || input.lng !== undefined)
  lng?: number;

  @Max(MAX_ACCURACY_M, { message: `Accuracy must be at most ${MAX_ACCURACY_M} metres` })
  @Min(0, { message: 'Accuracy cannot be negative' })
  @IsNumber(NUMBER, { message: 'Accuracy must be a number of metres' })
  @Omittable()
  accuracyM?: number;
}

export class CheckOutTaskInput {
  @IsUUID('all', { message: 'Each task needs the taskId of one of the visit’s tasks' })
  taskId: string;

  @IsBoolean({ message: 'Each task’s done must be true or false' })
  done: boolean;

  @Transform(trim)
  @MaxLength(CARE_NOTE_MAX_LENGTH, { message: `A task’s note must be at most ${CARE_NOTE_MAX_LENGTH} characters` })
  @IsString({ message: 'A task’s note must be text' })
  @Omittable()
  note?: string;
}

export class RoutePointInput implements RoutePoint {
  @Max(90, { message: 'Each route point’s latitude must be from -90 to 90' })
  @Min(-90, { message: 'Each route point’s latitude must be from -90 to 90' })
  @IsNumber(NUMBER, { message: 'Each route point needs a latitude' })
  lat: number;

  @Max(180, { message: 'Each route point’s longitude must be from -180 to 180' })
  @Min(-180, { message: 'Each route point’s longitude must be from -180 to 180' })
  @IsNumber(NUMBER, { message: 'Each route point needs a longitude' })
  lng: number;

  @IsISO8601({ strict: true }, { message: 'Each route point’s t must be a time like 2026-03-10T08:15:00Z' })
  @IsString({ message: 'Each route point’s t must be a time like 2026-03-10T08:15:00Z' })
  t: string;
}

/** POST /api/visits/{id}/check-out. */
export class CheckOutInput implements CheckOutContract {
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each task must be an object like { taskId, done }' })
  @Type(() => CheckOutTaskInput)
  @ArrayMaxSize(500, { message: 'Too many tasks' })
  @IsArray({ message: 'Tasks must be a list of { taskId, done, note? }' })
  tasks: CheckOutTaskInput[];

  @Transform(trim)
  @MaxLength(CARE_NOTE_MAX_LENGTH, { message: `The note must be at most ${CARE_NOTE_MAX_LENGTH} characters` })
  @IsString({ message: 'The note must be text' })
  @Omittable()
  note?: string;

  @IsUUID('all', { each: true, message: 'Each photo must be the id of an image you uploaded' })
  @ArrayMaxSize(CARE_MAX_PHOTOS, { message: `At most ${CARE_MAX_PHOTOS} photos` })
  @IsArray({ message: 'Photos must be a list of upload ids' })
  photoUploadIds: string[];

  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each route point must be an object like { lat, lng, t }' })
  @Type(() => RoutePointInput)
  @ArrayMaxSize(ROUTE_MAX_POINTS, { message: `A route has at most ${ROUTE_MAX_POINTS} points` })
  @IsArray({ message: 'The route must be a list of { lat, lng, t }' })
  @Omittable()
  route?: RoutePointInput[];
}

/** POST /api/visits/{id}/excuse. */
export class ExcuseVisitInput implements ExcuseContract {
  @Transform(trim)
  @MaxLength(CARE_NOTE_MAX_LENGTH, { message: `The reason must be at most ${CARE_NOTE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Say why the visit is excused' })
  @IsString({ message: 'The reason must be text' })
  reason: string;
}
