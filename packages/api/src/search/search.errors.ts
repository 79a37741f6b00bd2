import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const SEARCH_ERROR_CODES = ['INVALID_SEARCH'] as const;
export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<SearchErrorCode, string> = {
  INVALID_SEARCH: 'Those search filters do not fit together',
};

/** Sitter search refusals, each with its status. */
export class SearchError extends ApiError {
  override readonly name = 'SearchError';

  constructor(
    readonly code: SearchErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'INVALID_SEARCH':
        return HttpStatus.BAD_REQUEST;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
