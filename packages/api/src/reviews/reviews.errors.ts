import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/** A review request the client got wrong; carries its own status and a message a person understands. */
export class ReviewError extends ApiError {
  override readonly name = 'ReviewError';

  private constructor(
    readonly status: HttpStatus,
    message: string,
  ) {
    super(message);
  }

  static notFound(message = 'Review not found'): ReviewError {
    return new ReviewError(HttpStatus.NOT_FOUND, message);
  }

  static forbidden(message: string): ReviewError {
    return new ReviewError(HttpStatus.FORBIDDEN, message);
  }

  static conflict(message: string): ReviewError {
    return new ReviewError(HttpStatus.CONFLICT, message);
  }
}
