import { ArrayMaxSize, IsArray, Matches } from 'class-validator';
import { type AvailabilityQuery, MAX_DATES_PER_AVAILABILITY_UPDATE, type UpdateAvailabilityInput } from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** PUT /api/sitters/me/availability: days to block and days to make available again. */
export class UpdateAvailabilityDto implements UpdateAvailabilityInput {
  @Omittable()
  @Matches(DAY_PATTERN, { each: true, message: 'Dates must be written YYYY-MM-DD' })
  @ArrayMaxSize(MAX_DATES_PER_AVAILABILITY_UPDATE, { message: `At most ${MAX_DATES_PER_AVAILABILITY_UPDATE} dates at once` })
  @IsArray({ message: 'block must be a list of dates' })
  block?: string[];

  @Omittable()
  @Matches(DAY_PATTERN, { each: true, message: 'Dates must be written YYYY-MM-DD' })
  @ArrayMaxSize(MAX_DATES_PER_AVAILABILITY_UPDATE, { message: `At most ${MAX_DATES_PER_AVAILABILITY_UPDATE} dates at once` })
  @IsArray({ message: 'unblock must be a list of dates' })
  unblock?: string[];
}

/** Query of GET /api/sitters/{id}/availability. */
export class AvailabilityQueryDto implements AvailabilityQuery {
  @Omittable()
  @Matches(DAY_PATTERN, { message: 'from must be a date written YYYY-MM-DD' })
  from?: string;

  @Omittable()
  @Matches(DAY_PATTERN, { message: 'to must be a date written YYYY-MM-DD' })
  to?: string;
}
