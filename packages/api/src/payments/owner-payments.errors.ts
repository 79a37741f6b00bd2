import { HttpStatus } from '@nestjs/common';
import { MAX_SAVED_CARDS } from '@pawpal/contract';
import { ApiError } from '../platform/errors/domain-error.js';

/** 404: no payment receipt the viewer may open (unknown, unpaid, or someone else's booking). */
export class ReceiptNotFoundError extends ApiError {
  override readonly name = 'ReceiptNotFoundError';
  readonly status = HttpStatus.NOT_FOUND;
  constructor() {
    super('No receipt found for this booking');
  }
}

/** 404: no saved card with this id among the member's own. */
export class SavedCardNotFoundError extends ApiError {
  override readonly name = 'SavedCardNotFoundError';
  readonly status = HttpStatus.NOT_FOUND;
  constructor() {
    super('No saved card found with this id');
  }
}

/** 409: the member already has MAX_SAVED_CARDS cards. */
export class TooManySavedCardsError extends ApiError {
  override readonly name = 'TooManySavedCardsError';
  readonly status = HttpStatus.CONFLICT;
  constructor() {
    super(`You can save up to ${MAX_SAVED_CARDS} cards: remove one before adding another`);
  }
}

/** 400: the card's expiry month has passed (by the server's clock). */
export class SavedCardExpiredError extends ApiError {
  override readonly name = 'SavedCardExpiredError';
  readonly status = HttpStatus.BAD_REQUEST;
  constructor(message = 'Card has expired') {
    super(message);
  }
}

/** 501: saving or charging cards through Stripe is not built yet (see docs/payments.md). */
export class SavedCardsNotBuiltError extends ApiError {
  override readonly name = 'SavedCardsNotBuiltError';
  readonly status = HttpStatus.NOT_IMPLEMENTED;
  constructor() {
    super('Saved cards are not available with Stripe yet: pay with a card at checkout');
  }
}
