import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/** A clear 4xx from the admin console; the status says which kind of mistake. */
export class AdminActionError extends ApiError {
  override readonly name = 'AdminActionError';
  constructor(
    readonly status: HttpStatus.BAD_REQUEST | HttpStatus.FORBIDDEN | HttpStatus.NOT_FOUND | HttpStatus.CONFLICT,
    message: string,
  ) {
    super(message);
  }
}
