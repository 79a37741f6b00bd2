import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const AVAILABILITY_ERROR_CODES = ['DATE_BOOKED', 'SITTER_UNAVAILABLE'] as const;
export type AvailabilityErrorCode = (typeof AVAILABILITY_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<AvailabilityErrorCode, string> = {
  DATE_BOOKED: 'That date is booked and cannot be changed',
  SITTER_UNAVAILABLE: 'The sitter is not available on those dates',
};

/** Refusals about a sitter's calendar, each with its status. */
export class AvailabilityError extends ApiError {
  override readonly name = 'AvailabilityError';

  constructor(
    readonly code: AvailabilityErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'DATE_BOOKED':
      case 'SITTER_UNAVAILABLE':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.CONFLICT;
    }
  }
}
