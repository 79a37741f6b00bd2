import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const ACCOUNTS_ERROR_CODES = [
  'LINK_NOT_VALID',
  'WRONG_CURRENT_PASSWORD',
  'SAME_EMAIL',
  'EMAIL_CHANGE_ELSEWHERE',
  'ACTIVE_BOOKINGS',
] as const;
export type AccountsErrorCode = (typeof ACCOUNTS_ERROR_CODES)[number];

const MESSAGES: Record<AccountsErrorCode, string> = {
  LINK_NOT_VALID: 'This link has expired or was already used. Ask for a new one.',
  WRONG_CURRENT_PASSWORD: 'Your current password is not right',
  SAME_EMAIL: 'That is already your email address',
  ACTIVE_BOOKINGS:
    'Finish, decline or cancel your active bookings first: an account with a booking still requested, accepted, paid or under way cannot be deleted',
  EMAIL_CHANGE_ELSEWHERE:
    'Change your email with your current password (POST /api/profile/email): it takes effect when the new address opens the link we send it',
};

/** The account flows' refusals (verification, reset, password and email change), each with its status. */
export class AccountsError extends ApiError {
  override readonly name = 'AccountsError';

  constructor(readonly code: AccountsErrorCode) {
    super(MESSAGES[code]);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'LINK_NOT_VALID':
      case 'SAME_EMAIL':
      case 'EMAIL_CHANGE_ELSEWHERE':
        return HttpStatus.BAD_REQUEST;
      case 'WRONG_CURRENT_PASSWORD':
        return HttpStatus.FORBIDDEN;
      case 'ACTIVE_BOOKINGS':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
