import { Injectable } from '@nestjs/common';
import { DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE } from '../platform/config/config.js';
import { RateLimits } from '../platform/limits/rate-limits.js';

/** Sign-in and sign-up attempts allowed per client IP per minute, JSON and form endpoints together (AUTH_RATE_LIMIT_PER_MINUTE's default). */
export const AUTH_RATE_LIMIT_PER_MINUTE = DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE;

/**
 * The sign-in budget per client IP: platform/limits' `sign-in` limit (one minute, shared by every
 * instance). Called by AuthService and AccountsService, so the JSON endpoints and the HTML form
 * share one budget (per-route plugins such as @fastify/rate-limit count each route separately)
 * and the form can show the refusal inline.
 */
@Injectable()
export class AuthRateLimiter {
  constructor(private readonly limits: RateLimits) {}

  /** Counts one attempt; TOO_MANY_ATTEMPTS (429, Retry-After) once the budget for this minute is spent. */
  consume(clientIp: string): Promise<void> {
    return this.limits.consume(clientIp, 'sign-in');
  }

  /** Forgets every count, sign-in and the members' limits alike (tests start each case with a full budget). */
  reset(): Promise<void> {
    return this.limits.reset();
  }
}
