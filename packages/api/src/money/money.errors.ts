import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/** Domain error codes of the money module; each error carries its HTTP status (see `status`). */
export const MONEY_ERROR_CODES = ['MONEY_INVALID_INPUT', 'MONEY_INVALID_CONFIG'] as const;
export type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[number];

/** Thrown for invalid amounts, dates, policies or fee configuration; never for rounding. */
export class MoneyError extends ApiError {
  override readonly name = 'MoneyError';

  constructor(
    readonly code: MoneyErrorCode,
    message: string,
  ) {
    super(message);
  }

  /** Invalid amounts or dates come from the request (400); an invalid fee configuration is the server's fault (500). */
  get status(): HttpStatus {
    switch (this.code) {
      case 'MONEY_INVALID_INPUT':
        return HttpStatus.BAD_REQUEST;
      case 'MONEY_INVALID_CONFIG':
        return HttpStatus.INTERNAL_SERVER_ERROR;
      default:
        this.code satisfies never;
        return HttpStatus.INTERNAL_SERVER_ERROR;
    }
  }
}
