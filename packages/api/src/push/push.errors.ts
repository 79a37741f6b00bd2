import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/** A push subscription the API will not store (the endpoint or keys are not a push service's). Always 400. */
export class PushSubscriptionRefused extends ApiError {
  override readonly name = 'PushSubscriptionRefused';
  readonly status = HttpStatus.BAD_REQUEST;
}
