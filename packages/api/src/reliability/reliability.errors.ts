import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const RELIABILITY_ERROR_CODES = [
  'NOT_FOUND',
  'NOT_YOURS',
  'ALREADY_REPLIED',
  'ALREADY_CONFIRMED',
  'OWNER_ASKED_BY_SITTER_ONLY',
] as const;
export type ReliabilityErrorCode = (typeof RELIABILITY_ERROR_CODES)[number];

const MESSAGES: Record<ReliabilityErrorCode, string> = {
  NOT_FOUND: 'Not found',
  NOT_YOURS: 'Only the sitter this entry is about can reply to it',
  ALREADY_REPLIED: 'You have already replied to this entry',
  ALREADY_CONFIRMED: 'You have already confirmed that you asked for this cancellation',
  OWNER_ASKED_BY_SITTER_ONLY: 'Only the sitter says the owner asked for a cancellation: an owner who cancels leaves ownerAsked out',
};

/** The reliability records' refusals, each with its status. */
export class ReliabilityError extends ApiError {
  override readonly name = 'ReliabilityError';

  constructor(
    readonly code: ReliabilityErrorCode,
    message?: string,
  ) {
    super(message ?? MESSAGES[code]);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'NOT_YOURS':
        return HttpStatus.FORBIDDEN;
      case 'ALREADY_REPLIED':
      case 'ALREADY_CONFIRMED':
        return HttpStatus.CONFLICT;
      case 'OWNER_ASKED_BY_SITTER_ONLY':
        return HttpStatus.BAD_REQUEST;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
