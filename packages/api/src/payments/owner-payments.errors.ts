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

/** 400: a card saved with Stripe, charged while Stripe is not configured (test mode); a 4xx so the client reads the message (5xx answers are generic). */
export class SavedCardNeedsStripeError extends ApiError {
  override readonly name = 'SavedCardNeedsStripeError';
  readonly status = HttpStatus.BAD_REQUEST;
  constructor() {
    super('This card was saved with Stripe, which is not set up here: pay with a card at checkout');
  }
}

/** 400: the way of saving a card does not match the provider (the card form in test mode, a SetupIntent with Stripe). */
export class WrongCardSetupError extends ApiError {
  override readonly name = 'WrongCardSetupError';
  readonly status = HttpStatus.BAD_REQUEST;
}

/** 409: the SetupIntent is not confirmed (yet): nothing to save. */
export class CardSetupNotConfirmedError extends ApiError {
  override readonly name = 'CardSetupNotConfirmedError';
  readonly status = HttpStatus.CONFLICT;
  constructor() {
    super('This card has not been confirmed with Stripe yet');
  }
}

/** 404: no SetupIntent of this member's with this id. */
export class CardSetupNotFoundError extends ApiError {
  override readonly name = 'CardSetupNotFoundError';
  readonly status = HttpStatus.NOT_FOUND;
  constructor() {
    super('No card set-up found with this id');
  }
}
