import { HttpStatus } from '@nestjs/common';
import { SAVED_SEARCHES_PER_MEMBER_MAX } from '@pawpal/contract';
import { ApiError } from '../platform/errors/domain-error.js';

export const SAVED_SEARCHES_ERROR_CODES = [
  'SAVED_SEARCH_NOT_FOUND',
  'SAVED_SEARCH_NEEDS_PLACE',
  'SAVED_SEARCH_EXISTS',
  'SAVED_SEARCHES_FULL',
] as const;
export type SavedSearchesErrorCode = (typeof SAVED_SEARCHES_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<SavedSearchesErrorCode, string> = {
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found',
  SAVED_SEARCH_NEEDS_PLACE: 'Give a suburb or postcode to save a search',
  SAVED_SEARCH_EXISTS: 'You have already saved this search',
  SAVED_SEARCHES_FULL: `You can keep at most ${SAVED_SEARCHES_PER_MEMBER_MAX} saved searches: remove one to save another`,
};

/** Refusals about saved searches, each with its status. */
export class SavedSearchesError extends ApiError {
  override readonly name = 'SavedSearchesError';

  constructor(
    readonly code: SavedSearchesErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'SAVED_SEARCH_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'SAVED_SEARCH_NEEDS_PLACE':
        return HttpStatus.BAD_REQUEST;
      case 'SAVED_SEARCH_EXISTS':
      case 'SAVED_SEARCHES_FULL':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
