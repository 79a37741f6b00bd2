import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const SERIES_ERROR_CODES = ['SERIES_NOT_FOUND', 'INVALID_SERIES', 'OWNER_ONLY', 'SITTER_ONLY', 'SERIES_STATE_CONFLICT'] as const;
export type SeriesErrorCode = (typeof SERIES_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<SeriesErrorCode, string> = {
  SERIES_NOT_FOUND: 'Weekly care not found',
  INVALID_SERIES: 'This weekly care request is not valid',
  OWNER_ONLY: 'Only the owner can do this',
  SITTER_ONLY: 'Only the sitter can do this',
  SERIES_STATE_CONFLICT: 'This weekly care cannot do that now',
};

/** Weekly care's refusals: unknown or foreign series (404), the wrong party (403), bad input (400), the wrong state (409). */
export class SeriesError extends ApiError {
  override readonly name = 'SeriesError';

  constructor(
    readonly code: SeriesErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'SERIES_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'INVALID_SERIES':
        return HttpStatus.BAD_REQUEST;
      case 'OWNER_ONLY':
      case 'SITTER_ONLY':
        return HttpStatus.FORBIDDEN;
      case 'SERIES_STATE_CONFLICT':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
