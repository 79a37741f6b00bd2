import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/**
 * A client mistake in the trust feature (review before listing, verifications): the status and a
 * message a person understands. Thrown by verifications/ and sitters/ (review routes).
 */
export class TrustError extends ApiError {
  override readonly name = 'TrustError';

  constructor(
    readonly status: HttpStatus,
    message: string,
  ) {
    super(message);
  }

  static badRequest(message: string): TrustError {
    return new TrustError(HttpStatus.BAD_REQUEST, message);
  }

  static notFound(message: string): TrustError {
    return new TrustError(HttpStatus.NOT_FOUND, message);
  }

  static conflict(message: string): TrustError {
    return new TrustError(HttpStatus.CONFLICT, message);
  }
}
