import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/** A report request the client got wrong; carries its own status and a message a person understands. */
export class ReportError extends ApiError {
  override readonly name = 'ReportError';

  private constructor(
    readonly status: HttpStatus,
    message: string,
  ) {
    super(message);
  }

  static notFound(message: string): ReportError {
    return new ReportError(HttpStatus.NOT_FOUND, message);
  }

  static invalid(message: string): ReportError {
    return new ReportError(HttpStatus.BAD_REQUEST, message);
  }

  static conflict(message: string): ReportError {
    return new ReportError(HttpStatus.CONFLICT, message);
  }
}
