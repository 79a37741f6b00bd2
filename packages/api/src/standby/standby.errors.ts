import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const STANDBY_ERROR_CODES = [
  'STANDBY_REQUEST_NOT_FOUND',
  'BOOKING_NOT_FOUND',
  'NOT_ASKED',
  'NOT_OFFERED',
  'OFFER_EXPIRED',
  'ALREADY_BOOKED',
  'NOT_A_SUGGESTION',
  'ALREADY_REBOOKED',
] as const;
export type StandbyErrorCode = (typeof STANDBY_ERROR_CODES)[number];

const MESSAGES: Record<StandbyErrorCode, string> = {
  STANDBY_REQUEST_NOT_FOUND: 'Standby request not found',
  BOOKING_NOT_FOUND: 'Booking not found',
  NOT_ASKED: 'You can opt in only while you are asked to stand by and the booking is still going ahead',
  NOT_OFFERED: 'This booking is not offered to you: there is nothing to accept',
  OFFER_EXPIRED: 'This offer has run out',
  ALREADY_BOOKED: 'You are already booked at that time, so you cannot take this booking',
  NOT_A_SUGGESTION: 'Rebook with one of the sitters suggested for this booking',
  ALREADY_REBOOKED: 'You have already rebooked this stay',
};

/** What the standby feature refuses (docs/standby.md), each with its status. */
export class StandbyError extends ApiError {
  override readonly name = 'StandbyError';

  constructor(
    readonly code: StandbyErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'STANDBY_REQUEST_NOT_FOUND':
      case 'BOOKING_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'NOT_ASKED':
      case 'NOT_OFFERED':
      case 'OFFER_EXPIRED':
      case 'ALREADY_BOOKED':
      case 'ALREADY_REBOOKED':
        return HttpStatus.CONFLICT;
      case 'NOT_A_SUGGESTION':
        return HttpStatus.BAD_REQUEST;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
