import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig, DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';

/** Sign-in and sign-up attempts allowed per client IP per minute, JSON and form endpoints together (AUTH_RATE_LIMIT_PER_MINUTE's default). */
export const AUTH_RATE_LIMIT_PER_MINUTE = DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE;
const WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 10_000;

/**
 * Fixed one-minute window per client IP, in process memory. Called by AuthService, so the JSON
 * endpoints and the HTML form share one budget (per-route plugins such as @fastify/rate-limit count
 * each route separately) and the form can show the refusal inline. With several instances each
 * keeps its own count, which only makes the limit looser.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; attempts: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Counts one attempt; TOO_MANY_ATTEMPTS once the budget for this minute is spent. */
  consume(clientIp: string, now: number = Date.now()): void {
    let window = this.windows.get(clientIp);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      if (this.windows.size >= MAX_TRACKED_CLIENTS) this.forgetExpired(now);
      window = { startedAt: now, attempts: 0 };
      this.windows.set(clientIp, window);
    }
    window.attempts += 1;
    if (window.attempts > this.config.authRateLimitPerMinute) throw new DomainError(DomainErrorCode.TooManyAttempts);
  }

  /** Forgets every count (tests start each case with a full budget). */
  reset(): void {
    this.windows.clear();
  }

  private forgetExpired(now: number): void {
    for (const [ip, window] of this.windows) {
      if (now - window.startedAt >= WINDOW_MS) this.windows.delete(ip);
    }
    // Still full (an attack from many addresses): start over rather than grow without bound.
    if (this.windows.size >= MAX_TRACKED_CLIENTS) this.windows.clear();
  }
}
