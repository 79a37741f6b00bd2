import { HttpStatus } from '@nestjs/common';
import { type Booking, type Quote as QuoteResponse, REVIEW_WINDOW_DAYS } from '@pawpal/contract';
import { ApiError } from '../platform/errors/domain-error.js';

export const BOOKINGS_ERROR_CODES = [
  'BOOKING_NOT_FOUND',
  'INVALID_BOOKING_REQUEST',
  'BOOKING_STATE_CONFLICT',
  'SITTER_ALREADY_BOOKED',
  'SITTERS_ONLY',
  'ALREADY_REVIEWED',
] as const;
export type BookingsErrorCode = (typeof BOOKINGS_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<BookingsErrorCode, string> = {
  BOOKING_NOT_FOUND: 'Booking not found',
  INVALID_BOOKING_REQUEST: 'This booking request is not valid',
  BOOKING_STATE_CONFLICT: 'This booking cannot be changed that way now',
  SITTER_ALREADY_BOOKED: 'The sitter is already booked for part of these dates',
  SITTERS_ONLY: 'Only sitters can do this',
  ALREADY_REVIEWED: 'You have already reviewed this booking',
};

/** The booking flows' refusals (requests, decisions, reviews, who may see a booking), each with its status. */
export class BookingsError extends ApiError {
  override readonly name = 'BookingsError';

  constructor(
    readonly code: BookingsErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'BOOKING_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'INVALID_BOOKING_REQUEST':
        return HttpStatus.BAD_REQUEST;
      case 'BOOKING_STATE_CONFLICT':
      case 'SITTER_ALREADY_BOOKED':
      case 'ALREADY_REVIEWED':
        return HttpStatus.CONFLICT;
      case 'SITTERS_ONLY':
        return HttpStatus.FORBIDDEN;
      default:
        this.code satisfies never;
        return HttpStatus.NOT_FOUND;
    }
  }
}

/** 409: the owner saw another total than the booking would have now; the answer carries the new quote. */
export class PriceChangedError extends ApiError {
  override readonly name = 'PriceChangedError';
  readonly status = HttpStatus.CONFLICT;
  override readonly details: { quote: QuoteResponse };
  constructor(expectedCents: number, quote: QuoteResponse) {
    super(
      `The price changed from ${dollars(expectedCents)} to ${dollars(quote.totalCents)} since your quote. Check the new price and send the request again.`,
    );
    this.details = { quote };
  }
}

/**
 * 409: the owner already asked this sitter for this service and these dates (and times, for
 * visits and walks), and the sitter has not answered yet; the answer carries that request.
 */
export class AlreadyRequestedError extends ApiError {
  override readonly name = 'AlreadyRequestedError';
  readonly status = HttpStatus.CONFLICT;
  override readonly details: { booking: Booking };
  constructor(booking: Booking) {
    super(`You already asked ${booking.sitter.firstName} for these dates`);
    this.details = { booking };
  }
}

/** 409: the review window of this stay has closed. */
export class ReviewWindowClosedError extends ApiError {
  override readonly name = 'ReviewWindowClosedError';
  readonly status = HttpStatus.CONFLICT;
  constructor(closedAt: Date) {
    super(
      `Reviews can be written within ${REVIEW_WINDOW_DAYS} days after a stay ends; this stay's window closed on ${closedAt.toISOString().slice(0, 10)}`,
    );
  }
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
