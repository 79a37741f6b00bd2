import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const BOOKING_CHANGES_ERROR_CODES = [
  'BOOKING_CHANGE_NOT_FOUND',
  'BOOKING_NOT_CHANGEABLE',
  'BOOKING_CHANGE_OPEN',
  'BOOKING_CHANGE_EMPTY',
  'BOOKING_CHANGE_DECIDED',
  'BOOKING_CHANGE_NOT_YOURS',
  'BOOKING_CHANGE_PARTIES_ONLY',
] as const;
export type BookingChangesErrorCode = (typeof BOOKING_CHANGES_ERROR_CODES)[number];

const MESSAGES: Record<BookingChangesErrorCode, string> = {
  BOOKING_CHANGE_NOT_FOUND: 'Change not found',
  BOOKING_NOT_CHANGEABLE: 'Only a requested, accepted or paid booking can be changed, before it starts',
  BOOKING_CHANGE_OPEN: 'This booking already has a change waiting for an answer: withdraw it or wait for the answer',
  BOOKING_CHANGE_EMPTY: 'Say what to change: dates, pets, service or handover times different from the booking’s',
  BOOKING_CHANGE_DECIDED: 'This change has already been answered or has lapsed',
  BOOKING_CHANGE_NOT_YOURS: 'Only the other side answers a change, and only its proposer withdraws it',
  BOOKING_CHANGE_PARTIES_ONLY: 'Only the owner and the sitter of the booking can change it',
};

/** What changes to a booking refuse (docs/bookings.md, "Changes to a booking"), each with its status. */
export class BookingChangesError extends ApiError {
  override readonly name = 'BookingChangesError';

  constructor(
    readonly code: BookingChangesErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'BOOKING_CHANGE_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'BOOKING_NOT_CHANGEABLE':
      case 'BOOKING_CHANGE_OPEN':
      case 'BOOKING_CHANGE_DECIDED':
        return HttpStatus.CONFLICT;
      case 'BOOKING_CHANGE_EMPTY':
        return HttpStatus.BAD_REQUEST;
      case 'BOOKING_CHANGE_NOT_YOURS':
      case 'BOOKING_CHANGE_PARTIES_ONLY':
        return HttpStatus.FORBIDDEN;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
