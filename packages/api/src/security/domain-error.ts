import { HttpStatus } from '@nestjs/common';

/**
 * What went wrong, in the domain's words. Services throw DomainError with one of these; the one
 * exception filter maps each code to an HTTP status (statusForCode, exhaustive). A new feature adds
 * its codes here and the compiler points at the switch until they are mapped.
 */
export enum DomainErrorCode {
  NotSignedIn = 'NOT_SIGNED_IN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  WeakPassword = 'WEAK_PASSWORD',
  EmailTaken = 'EMAIL_TAKEN',
  NotAllowed = 'NOT_ALLOWED',
  CrossSiteRequest = 'CROSS_SITE_REQUEST',
  UserNotFound = 'USER_NOT_FOUND',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
}

/** The message a person sees when the thrower gives none. */
const DEFAULT_MESSAGES: Record<DomainErrorCode, string> = {
  [DomainErrorCode.NotSignedIn]: 'Not signed in',
  [DomainErrorCode.InvalidCredentials]: 'Incorrect email or password',
  [DomainErrorCode.WeakPassword]: 'Choose a stronger password',
  [DomainErrorCode.EmailTaken]: 'An account with this email already exists',
  [DomainErrorCode.NotAllowed]: 'You are not allowed to do this',
  [DomainErrorCode.CrossSiteRequest]: 'Cross-site request refused',
  [DomainErrorCode.UserNotFound]: 'User not found',
  [DomainErrorCode.TooManyAttempts]: 'Too many attempts. Try again in a minute.',
};

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string = DEFAULT_MESSAGES[code],
  ) {
    super(message);
  }
}

export function statusForCode(code: DomainErrorCode): HttpStatus {
  switch (code) {
    case DomainErrorCode.WeakPassword:
      return HttpStatus.BAD_REQUEST;
    case DomainErrorCode.NotSignedIn:
    case DomainErrorCode.InvalidCredentials:
      return HttpStatus.UNAUTHORIZED;
    case DomainErrorCode.NotAllowed:
    case DomainErrorCode.CrossSiteRequest:
      return HttpStatus.FORBIDDEN;
    case DomainErrorCode.UserNotFound:
      return HttpStatus.NOT_FOUND;
    case DomainErrorCode.EmailTaken:
      return HttpStatus.CONFLICT;
    case DomainErrorCode.TooManyAttempts:
      return HttpStatus.TOO_MANY_REQUESTS;
    default:
      code satisfies never;
      throw new Error(`Unmapped domain error code ${String(code)}`);
  }
}
