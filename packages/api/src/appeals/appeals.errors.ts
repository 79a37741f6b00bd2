import { HttpStatus } from '@nestjs/common';
import { APPEAL_MAX_PHOTOS, APPEAL_WINDOW_DAYS, COMMUNITY_RULE_IDS } from '@pawpal/contract';
import { ApiError } from '../platform/errors/domain-error.js';

export const APPEALS_ERROR_CODES = [
  'DECISION_NOT_FOUND',
  'APPEAL_NOT_FOUND',
  'UNKNOWN_RULE',
  'ALREADY_APPEALED',
  'WINDOW_CLOSED',
  'ALREADY_DECIDED',
  'SAME_DECIDER',
  'TOKEN_INVALID',
  'TOO_MANY_PHOTOS',
  'NOT_SIGNED_IN',
] as const;
export type AppealsErrorCode = (typeof APPEALS_ERROR_CODES)[number];

const MESSAGES: Record<AppealsErrorCode, string> = {
  DECISION_NOT_FOUND: 'Decision not found',
  APPEAL_NOT_FOUND: 'Appeal not found',
  UNKNOWN_RULE: `rule must be one of ${COMMUNITY_RULE_IDS.join(', ')}`,
  ALREADY_APPEALED: 'You have already appealed this decision: each decision can be appealed once',
  WINDOW_CLOSED: `The time to appeal this decision has passed: an appeal is filed within ${APPEAL_WINDOW_DAYS} days of the decision`,
  ALREADY_DECIDED: 'This appeal has already been decided',
  SAME_DECIDER: 'You made the decision under appeal: a different admin must decide its appeal',
  TOKEN_INVALID: 'This appeal link is not valid any more (it works once, for its own decision): sign in or contact Pawpal support',
  TOO_MANY_PHOTOS: `An appeal carries at most ${APPEAL_MAX_PHOTOS} photos`,
  NOT_SIGNED_IN: 'Sign in to appeal, or use the link in the email about your suspension',
};

/** What the appeals feature refuses (docs/appeals.md), each with its status. */
export class AppealsError extends ApiError {
  override readonly name = 'AppealsError';

  constructor(
    readonly code: AppealsErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'DECISION_NOT_FOUND':
      case 'APPEAL_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'ALREADY_APPEALED':
      case 'WINDOW_CLOSED':
      case 'ALREADY_DECIDED':
        return HttpStatus.CONFLICT;
      case 'SAME_DECIDER':
        return HttpStatus.FORBIDDEN;
      case 'TOKEN_INVALID':
      case 'NOT_SIGNED_IN':
        return HttpStatus.UNAUTHORIZED;
      case 'UNKNOWN_RULE':
      case 'TOO_MANY_PHOTOS':
        return HttpStatus.BAD_REQUEST;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
