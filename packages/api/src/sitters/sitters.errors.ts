import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const SITTERS_ERROR_CODES = ['SITTER_NOT_FOUND', 'NOT_A_SITTER', 'ALREADY_A_SITTER'] as const;
export type SittersErrorCode = (typeof SITTERS_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<SittersErrorCode, string> = {
  SITTER_NOT_FOUND: 'Sitter not found',
  NOT_A_SITTER: "You don't have a sitter profile yet",
  ALREADY_A_SITTER: 'You are already registered as a sitter',
};

/** Refusals about sitter profiles, each with its status. */
export class SittersError extends ApiError {
  override readonly name = 'SittersError';

  constructor(
    readonly code: SittersErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'SITTER_NOT_FOUND':
      case 'NOT_A_SITTER':
        return HttpStatus.NOT_FOUND;
      case 'ALREADY_A_SITTER':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.NOT_FOUND;
    }
  }
}
