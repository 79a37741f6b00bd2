import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  BOOKING_MESSAGE_MAX_LENGTH,
  type CreateSeriesInput as CreateSeriesContract,
  MAX_PETS_PER_BOOKING,
  SERIES_MAX_OCCURRENCES,
  SERIES_SERVICES,
  type SeriesService,
  type SkipSeriesInput as SkipSeriesContract,
} from '@pawpal/contract';
import { IsCalendarDate, IsWallClockTime } from '../../platform/calendar/calendar.validators.js';
import { Omittable } from '../../platform/validation/omittable.js';

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

/** POST /api/series. */
export class CreateSeriesInput implements CreateSeriesContract {
  @IsString({ message: 'Choose a sitter' })
  @IsNotEmpty({ message: 'Choose a sitter' })
  sitterId: string;

  @IsIn(SERIES_SERVICES, { message: `Weekly care is for ${SERIES_SERVICES.join(' or ')}` })
  @IsNotEmpty({ message: 'Choose a service' })
  service: SeriesService;

  @ArrayUnique({ message: 'Choose each weekday once' })
  @Max(7, { each: true, message: 'Weekdays are 1 (Monday) to 7 (Sunday)' })
  @Min(1, { each: true, message: 'Weekdays are 1 (Monday) to 7 (Sunday)' })
  @IsInt({ each: true, message: 'Weekdays are 1 (Monday) to 7 (Sunday)' })
  @ArrayMaxSize(7, { message: 'Choose at most 7 weekdays' })
  @ArrayMinSize(1, { message: 'Choose at least one weekday' })
  @IsArray({ message: 'Weekdays must be a list of numbers from 1 (Monday) to 7 (Sunday)' })
  weekdays: number[];

  @IsWallClockTime({ message: 'Time must be a time like 07:30' })
  @IsNotEmpty({ message: 'Choose a time' })
  time: string;

  @IsCalendarDate({ message: 'Start date must be a date like 2026-03-10' })
  @IsNotEmpty({ message: 'Choose a start date' })
  startDate: string;

  @IsCalendarDate({ message: 'End date must be a date like 2026-06-10' })
  @Omittable()
  endDate?: string;

  @Max(SERIES_MAX_OCCURRENCES, { message: `A series has at most ${SERIES_MAX_OCCURRENCES} occurrences` })
  @Min(1, { message: 'A series has at least one occurrence' })
  @IsInt({ message: 'Occurrences must be a whole number' })
  @Omittable()
  occurrences?: number;

  @IsString({ each: true, message: 'Each pet must be a pet id' })
  @ArrayMaxSize(MAX_PETS_PER_BOOKING, { message: `Choose at most ${MAX_PETS_PER_BOOKING} pets` })
  @ArrayMinSize(1, { message: 'Choose at least one pet' })
  @IsArray({ message: 'Pets must be a list of pet ids' })
  petIds: string[];

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(BOOKING_MESSAGE_MAX_LENGTH, { message: `Message must be at most ${BOOKING_MESSAGE_MAX_LENGTH} characters` })
  @IsString({ message: 'Message must be text' })
  message: string;
}

/** POST /api/series/:id/skip. */
export class SkipSeriesInput implements SkipSeriesContract {
  @IsCalendarDate({ message: 'Date must be a date like 2026-03-10' })
  @IsNotEmpty({ message: 'Choose the date to skip' })
  date: string;
}
