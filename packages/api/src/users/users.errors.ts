import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const USERS_ERROR_CODES = ['EMAIL_TAKEN', 'USER_NOT_FOUND'] as const;
export type UsersErrorCode = (typeof USERS_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<UsersErrorCode, string> = {
  EMAIL_TAKEN: 'An account with this email already exists',
  USER_NOT_FOUND: 'User not found',
};

/** Refusals about user accounts themselves (an address already taken, an unknown user), each with its status. */
export class UsersError extends ApiError {
  override readonly name = 'UsersError';

  constructor(
    readonly code: UsersErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'EMAIL_TAKEN':
        return HttpStatus.CONFLICT;
      case 'USER_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      default:
        this.code satisfies never;
        return HttpStatus.CONFLICT;
    }
  }
}
