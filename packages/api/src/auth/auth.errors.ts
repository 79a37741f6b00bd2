import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const AUTH_ERROR_CODES = ['INVALID_CREDENTIALS', 'WEAK_PASSWORD'] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<AuthErrorCode, string> = {
  INVALID_CREDENTIALS: 'Incorrect email or password',
  WEAK_PASSWORD: 'Choose a stronger password',
};

/** Sign-up and sign-in refusals, each with its status. */
export class AuthError extends ApiError {
  override readonly name = 'AuthError';

  constructor(
    readonly code: AuthErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'INVALID_CREDENTIALS':
        return HttpStatus.UNAUTHORIZED;
      case 'WEAK_PASSWORD':
        return HttpStatus.BAD_REQUEST;
      default:
        this.code satisfies never;
        return HttpStatus.UNAUTHORIZED;
    }
  }
}
