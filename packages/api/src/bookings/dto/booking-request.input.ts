import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  BOOKING_LIST_SIDES,
  BOOKING_MESSAGE_MAX_LENGTH,
  BOOKING_STATUSES,
  DECLINE_REASONS,
  type DeclineInput as DeclineContract,
  type DeclineReason,
  type BookingListSide,
  type BookingRequestInput,
  type BookingStatus,
  type CreateBookingInput as CreateBookingContract,
  type ListBookingsQuery as ListBookingsContract,
  MAX_PETS_PER_BOOKING,
  MAX_STANDBY_SITTERS,
  MAX_RATING,
  MIN_RATING,
  type QuoteInput as QuoteContract,
  REVIEW_COMMENT_MAX_LENGTH,
  type ReviewInput as ReviewContract,
  SERVICE_TYPES,
  type ServiceType,
} from '@pawpal/contract';
import { IsCalendarDate, IsWallClockTime } from '../../platform/calendar/calendar.validators.js';
import { Omittable } from '../../platform/validation/omittable.js';

/** Far above any real booking (90 nights at the highest rate), so only nonsense is refused. */
const MAX_EXPECTED_TOTAL_CENTS = 100_000_000;

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.
// There is deliberately no price field: the server prices every booking, and an unknown field
// (price, totalCents, ...) is refused with 400 by the global ValidationPipe.

/** What every booking request names: sitter, service, dates and times. */
class StayInput implements BookingRequestInput {
  @IsString({ message: 'Choose a sitter' })
  @IsNotEmpty({ message: 'Choose a sitter' })
  sitterId: string;

  @IsIn(SERVICE_TYPES, { message: `Service must be one of ${SERVICE_TYPES.join(', ')}` })
  @IsNotEmpty({ message: 'Choose a service' })
  service: ServiceType;

  @IsCalendarDate({ message: 'Start date must be a date like 2026-03-10' })
  @IsNotEmpty({ message: 'Choose a start date' })
  startDate: string;

  @IsCalendarDate({ message: 'End date must be a date like 2026-03-15' })
  @IsNotEmpty({ message: 'Choose an end date' })
  endDate: string;

  @IsWallClockTime({ message: 'Start time must be a time like 09:30' })
  @Omittable()
  startTime?: string;

  @IsWallClockTime({ message: 'End time must be a time like 10:00' })
  @Omittable()
  endTime?: string;

  @IsWallClockTime({ message: 'Drop-off time must be a time like 09:30' })
  @Omittable()
  dropOffTime?: string;

  @IsWallClockTime({ message: 'Pick-up time must be a time like 17:00' })
  @Omittable()
  pickUpTime?: string;
}

/** POST /api/bookings/quote (`BookingRequestInput`, pets optional). */
export class QuoteInput extends StayInput implements QuoteContract {
  @IsString({ each: true, message: 'Each pet must be a pet id' })
  @ArrayMaxSize(MAX_PETS_PER_BOOKING, { message: `Choose at most ${MAX_PETS_PER_BOOKING} pets` })
  @IsArray({ message: 'Pets must be a list of pet ids' })
  @Omittable()
  petIds?: string[];
}

/** POST /api/bookings: a quote input with at least one pet and an optional message. */
export class CreateBookingInput extends StayInput implements CreateBookingContract {
  @IsString({ each: true, message: 'Each pet must be a pet id' })
  @ArrayMaxSize(MAX_PETS_PER_BOOKING, { message: `Choose at most ${MAX_PETS_PER_BOOKING} pets` })
  @ArrayMinSize(1, { message: 'Choose at least one pet' })
  @IsArray({ message: 'Pets must be a list of pet ids' })
  @IsNotEmpty({ message: 'Choose at least one pet' })
  petIds: string[];

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(BOOKING_MESSAGE_MAX_LENGTH, { message: `Message must be at most ${BOOKING_MESSAGE_MAX_LENGTH} characters` })
  @IsString({ message: 'Message must be text' })
  @Omittable()
  message?: string;

  @Max(MAX_EXPECTED_TOTAL_CENTS, { message: 'expectedTotalCents must be the quote’s total in cents' })
  @Min(0, { message: 'expectedTotalCents must be the quote’s total in cents' })
  @IsInt({ message: 'expectedTotalCents must be the quote’s total in whole cents' })
  @Omittable()
  expectedTotalCents?: number;

  @IsString({ each: true, message: 'Each standby sitter must be a sitter id' })
  @ArrayUnique({ message: 'Name each standby sitter once' })
  @ArrayMaxSize(MAX_STANDBY_SITTERS, { message: `Name at most ${MAX_STANDBY_SITTERS} standby sitters` })
  @IsArray({ message: 'Standby sitters must be a list of sitter ids' })
  @Omittable()
  standbySitterIds?: string[];
}

/** POST /api/bookings/{id}/decline body: an optional reason from DECLINE_REASONS. */
export class DeclineInput implements DeclineContract {
  @IsIn(DECLINE_REASONS, { message: `Reason must be one of ${DECLINE_REASONS.join(', ')}` })
  @Omittable()
  reason?: DeclineReason;
}

/** GET /api/bookings query. */
export class ListBookingsQuery implements ListBookingsContract {
  @IsIn(BOOKING_LIST_SIDES, { message: 'as must be owner or sitter' })
  @Omittable()
  as?: BookingListSide;

  @IsIn(BOOKING_STATUSES, { message: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
  @Omittable()
  status?: BookingStatus;
}

/** POST /api/bookings/{id}/review */
export class ReviewInput implements ReviewContract {
  @Max(MAX_RATING, { message: `Rating must be from ${MIN_RATING} to ${MAX_RATING}` })
  @Min(MIN_RATING, { message: `Rating must be from ${MIN_RATING} to ${MAX_RATING}` })
  @IsInt({ message: `Rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}` })
  @IsNotEmpty({ message: 'Rating is required' })
  rating: number;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(REVIEW_COMMENT_MAX_LENGTH, { message: `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters` })
  @IsString({ message: 'Comment must be text' })
  @IsNotEmpty({ message: 'Write a short comment about the stay' })
  comment: string;
}
