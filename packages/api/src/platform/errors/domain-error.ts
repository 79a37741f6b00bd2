import { HttpStatus } from '@nestjs/common';

/**
 * The base of every error a feature throws on purpose: it carries the HTTP status the client gets,
 * so the one exception filter maps by this class alone and knows no feature. A 4xx answers
 * `{ statusCode, error, message }` with the error's message; a 5xx is the server's fault (a broken
 * configuration, missing data): logged with its stack and answered with the generic 500.
 */
export abstract class ApiError extends Error {
  abstract readonly status: number;
  /** Fields a 4xx answer carries besides `{ statusCode, error, message }` (e.g. the new quote of a 409). */
  readonly details?: Readonly<Record<string, unknown>>;
  /** Response headers the answer carries (e.g. `Retry-After` on a 429). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * True for a 5xx that is no bug but the state of the machine (a full disk: 507): answered with
   * its own status and message, which tell the person to try later. Other 5xx stay a generic 500.
   */
  readonly expected?: boolean;
}

/**
 * The platform's own error codes: refusals the platform floor gives (not signed in, a cross-site
 * request, too many attempts) and the generic answers every feature may give (not allowed, dates
 * that are not valid). A feature's own refusals are its own class in `<feature>/<feature>.errors.ts`,
 * extending ApiError with its codes, messages and statuses (e.g. bookings/bookings.errors.ts); they
 * do not come here. Each code's HTTP status is decided in statusForCode (exhaustive), which the
 * error carries. The payment codes, and BookingStateConflict (bookings' BOOKING_STATE_CONFLICT), are
 * still thrown here by payments/ until it has its own error class.
 */
export enum DomainErrorCode {
  NotSignedIn = 'NOT_SIGNED_IN',
  NotAllowed = 'NOT_ALLOWED',
  CrossSiteRequest = 'CROSS_SITE_REQUEST',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
  InvalidDates = 'INVALID_DATES',
}

/** The message a person sees when the thrower gives none. */
const DEFAULT_MESSAGES: Record<DomainErrorCode, string> = {
  [DomainErrorCode.NotSignedIn]: 'Not signed in',
  [DomainErrorCode.NotAllowed]: 'You are not allowed to do this',
  [DomainErrorCode.CrossSiteRequest]: 'Cross-site request refused',
  [DomainErrorCode.TooManyAttempts]: 'Too many attempts. Try again in a minute.',
  [DomainErrorCode.InvalidDates]: 'Those dates are not valid',
};

export class DomainError extends ApiError {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string = DEFAULT_MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    return statusForCode(this.code);
  }
}

/** The HTTP status of each code: a Record, so a code without a status does not compile. */
const STATUS_BY_CODE: Readonly<Record<DomainErrorCode, HttpStatus>> = {
  [DomainErrorCode.InvalidDates]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.NotSignedIn]: HttpStatus.UNAUTHORIZED,
  [DomainErrorCode.NotAllowed]: HttpStatus.FORBIDDEN,
  [DomainErrorCode.CrossSiteRequest]: HttpStatus.FORBIDDEN,
  [DomainErrorCode.TooManyAttempts]: HttpStatus.TOO_MANY_REQUESTS,
};

export function statusForCode(code: DomainErrorCode): HttpStatus {
  return STATUS_BY_CODE[code];
}
