import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/** Payout set-up errors; each carries the status the client gets and a message a person can act on. */
export class PayoutsError extends ApiError {
  override readonly name = 'PayoutsError';

  constructor(
    readonly status: HttpStatus,
    message: string,
  ) {
    super(message);
  }

  static sittersOnly(): PayoutsError {
    return new PayoutsError(HttpStatus.FORBIDDEN, 'Only sitters can set up payouts: create your sitter profile first');
  }
}
