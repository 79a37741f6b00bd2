import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  CHANGE_MESSAGE_MAX_LENGTH,
  MAX_PETS_PER_BOOKING,
  type ProposeChangeInput as ProposeChangeContract,
  SERVICE_TYPES,
  type ServiceType,
} from '@pawpal/contract';
import { IsCalendarDate, IsWallClockTime } from '../../platform/calendar/calendar.validators.js';
import { Omittable } from '../../platform/validation/omittable.js';

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

/** POST /api/bookings/{id}/changes: the fields to change (each optional) and a message. */
export class ProposeChangeInput implements ProposeChangeContract {
  @IsCalendarDate({ message: 'Start date must be a date like 2026-03-10' })
  @Omittable()
  startDate?: string;

  @IsCalendarDate({ message: 'End date must be a date like 2026-03-15' })
  @Omittable()
  endDate?: string;

  @IsString({ each: true, message: 'Each pet must be a pet id' })
  @ArrayMaxSize(MAX_PETS_PER_BOOKING, { message: `Choose at most ${MAX_PETS_PER_BOOKING} pets` })
  @ArrayMinSize(1, { message: 'Choose at least one pet' })
  @IsArray({ message: 'Pets must be a list of pet ids' })
  @Omittable()
  petIds?: string[];

  @IsIn(SERVICE_TYPES, { message: `Service must be one of ${SERVICE_TYPES.join(', ')}` })
  @Omittable()
  service?: ServiceType;

  @IsWallClockTime({ message: 'Drop-off time must be a time like 09:30' })
  @Omittable()
  dropOffTime?: string;

  @IsWallClockTime({ message: 'Pick-up time must be a time like 17:00' })
  @Omittable()
  pickUpTime?: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(CHANGE_MESSAGE_MAX_LENGTH, { message: `Message must be at most ${CHANGE_MESSAGE_MAX_LENGTH} characters` })
  @IsString({ message: 'Message must be text' })
  @IsNotEmpty({ message: 'Write a short message saying why' })
  message: string;
}
