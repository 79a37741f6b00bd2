import { type HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/** Referral program errors; each carries the status the client gets and a sentence a person can act on. */
export class ReferralsError extends ApiError {
  override readonly name = 'ReferralsError';

  constructor(
    readonly status: HttpStatus,
    message: string,
  ) {
    super(message);
  }
}
