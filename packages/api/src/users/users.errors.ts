import { HttpStatus } from '@nestjs/common';
import { type Suspension } from '@pawpal/contract';
import { ApiError } from '../platform/errors/domain-error.js';
import { formatSuspensionEnd } from './suspension.js';

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

/** 403 at sign-in for a suspended account: the reason, and the end date when there is one. */
export class AccountSuspendedError extends ApiError {
  override readonly name = 'AccountSuspendedError';
  readonly status = HttpStatus.FORBIDDEN;
  constructor(suspension: Suspension) {
    const until = suspension.until === null ? '' : ` until ${formatSuspensionEnd(new Date(suspension.until))}`;
    super(`Your account is suspended${until}: ${suspension.reason}`);
  }
}
