import { ArrayMaxSize, IsArray, IsOptional, Matches } from 'class-validator';
import { MAX_DATES_PER_UPDATE } from '../availability.constants.js';
import { type UnavailableReason } from '@pawpal/contract';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** PUT /api/sitters/me/availability: days to block and days to make available again. */
export class UpdateAvailabilityDto {
  @IsOptional()
  @Matches(DAY_PATTERN, { each: true, message: 'Dates must be written YYYY-MM-DD' })
  @ArrayMaxSize(MAX_DATES_PER_UPDATE, { message: `At most ${MAX_DATES_PER_UPDATE} dates at once` })
  @IsArray({ message: 'block must be a list of dates' })
  block?: string[];

  @IsOptional()
  @Matches(DAY_PATTERN, { each: true, message: 'Dates must be written YYYY-MM-DD' })
  @ArrayMaxSize(MAX_DATES_PER_UPDATE, { message: `At most ${MAX_DATES_PER_UPDATE} dates at once` })
  @IsArray({ message: 'unblock must be a list of dates' })
  unblock?: string[];
}

/** Query of GET /api/sitters/{id}/availability. */
export class AvailabilityQueryDto {
  @IsOptional()
  @Matches(DAY_PATTERN, { message: 'from must be a date written YYYY-MM-DD' })
  from?: string;

  @IsOptional()
  @Matches(DAY_PATTERN, { message: 'to must be a date written YYYY-MM-DD' })
  to?: string;
}

export type DayStatus = 'available' | UnavailableReason;

/** The sitter's calendar for a range of days (every day listed). */
export interface AvailabilityResponse {
  timeZone: string;
  days: { date: string; status: DayStatus }[];
}
