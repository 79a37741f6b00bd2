import { HttpStatus } from '@nestjs/common';
import {
  MEET_AND_GREET_MAX_DAYS_AHEAD,
  MEET_AND_GREET_OPEN_MAX,
  MEET_AND_GREET_PROPOSED_TIMES,
  MEET_AND_GREET_REQUIRED_CODE,
} from '@pawpal/contract';
import { ApiError } from '../platform/errors/domain-error.js';

export const MEET_AND_GREETS_ERROR_CODES = [
  'MEET_AND_GREET_NOT_FOUND',
  'INVALID_TIMES',
  'INVALID_MEET_AND_GREET',
  'ALREADY_REQUESTED',
  'TOO_MANY_OPEN',
  'NOT_AWAITING_ANSWER',
  'NOT_YET_HAPPENED',
  'OUTCOME_ALREADY_GIVEN',
  MEET_AND_GREET_REQUIRED_CODE,
] as const;
export type MeetAndGreetsErrorCode = (typeof MEET_AND_GREETS_ERROR_CODES)[number];

const MESSAGES: Record<MeetAndGreetsErrorCode, string> = {
  MEET_AND_GREET_NOT_FOUND: 'Meet-and-greet not found',
  INVALID_TIMES: `Propose exactly ${MEET_AND_GREET_PROPOSED_TIMES} different times, each in the future and at most ${MEET_AND_GREET_MAX_DAYS_AHEAD} days ahead`,
  INVALID_MEET_AND_GREET: 'This meet-and-greet is not valid',
  ALREADY_REQUESTED: 'You already asked this sitter to meet: wait for their answer',
  TOO_MANY_OPEN: `You have ${MEET_AND_GREET_OPEN_MAX} meet-and-greet requests waiting for an answer: wait for one before asking another sitter`,
  NOT_AWAITING_ANSWER: 'This meet-and-greet is no longer waiting for an answer',
  NOT_YET_HAPPENED: 'Say how it went after the meet-and-greet’s time',
  OUTCOME_ALREADY_GIVEN: 'You have already said how this meet-and-greet went',
  MEET_AND_GREET_REQUIRED: 'This sitter meets new owners before a first booking: request a meet-and-greet first',
};

/** What the meet-and-greets feature refuses (docs/bookings.md#meet-and-greets), each with its status; the body carries the code. */
export class MeetAndGreetsError extends ApiError {
  override readonly name = 'MeetAndGreetsError';
  override readonly details: { code: MeetAndGreetsErrorCode };

  constructor(
    readonly code: MeetAndGreetsErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
    this.details = { code };
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'MEET_AND_GREET_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'INVALID_TIMES':
      case 'INVALID_MEET_AND_GREET':
        return HttpStatus.BAD_REQUEST;
      case 'ALREADY_REQUESTED':
      case 'TOO_MANY_OPEN':
      case 'NOT_AWAITING_ANSWER':
      case 'NOT_YET_HAPPENED':
      case 'OUTCOME_ALREADY_GIVEN':
      case 'MEET_AND_GREET_REQUIRED':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
