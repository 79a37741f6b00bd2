import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/** 400: card details a person can fix. */
export class InvalidPaymentDetailsError extends ApiError {
  override readonly name = 'InvalidPaymentDetailsError';
  readonly status = HttpStatus.BAD_REQUEST;
  constructor(message = 'Check your card details') {
    super(message);
  }
}

/** 402: the card was declined (the message says why, in the provider's words when it gave some). */
export class PaymentDeclinedError extends ApiError {
  override readonly name = 'PaymentDeclinedError';
  readonly status = HttpStatus.PAYMENT_REQUIRED;
  constructor(message = 'Your card was declined.') {
    super(message);
  }
}

/** 404: the configured provider offers no such way to pay (test cards with a real provider, a webhook of a provider not configured). */
export class PaymentMethodUnavailableError extends ApiError {
  override readonly name = 'PaymentMethodUnavailableError';
  readonly status = HttpStatus.NOT_FOUND;
  constructor(message = 'This payment method is not available') {
    super(message);
  }
}

/** 400: a webhook whose signature does not sign its body (or has none). */
export class InvalidWebhookSignatureError extends ApiError {
  override readonly name = 'InvalidWebhookSignatureError';
  readonly status = HttpStatus.BAD_REQUEST;
  constructor(message = 'Invalid webhook signature') {
    super(message);
  }
}

/** 400: a correctly signed provider event that is not in the shape every event has. */
export class InvalidProviderEventError extends ApiError {
  override readonly name = 'InvalidProviderEventError';
  readonly status = HttpStatus.BAD_REQUEST;
}

/** A payment or payout operation the configured provider refuses, with the status the client gets and a message a person can act on. */
export class PaymentProviderError extends ApiError {
  override readonly name = 'PaymentProviderError';

  constructor(
    readonly status: HttpStatus,
    message: string,
  ) {
    super(message);
  }
}
