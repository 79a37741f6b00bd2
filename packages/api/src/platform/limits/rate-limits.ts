import { Inject, Injectable, Logger, type OnModuleDestroy, Optional } from '@nestjs/common';
import { type AppConfig, type MemberLimits } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Clock } from '../clock/clock.js';
import { DomainError, DomainErrorCode } from '../errors/domain-error.js';
import { Metrics } from '../observability/metrics.js';
import { type RateLimitStore, type WindowBudget, type WindowCount } from './rate-limit-store.js';

/** What is counted: sign-in attempts per client address, and what a member posts per member. */
export type RateLimitKind = 'sign-in' | 'message' | 'booking-request' | 'upload';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface LimitWindow {
  /** Part of the counter's key: `<kind>/<name>:<subject>`. */
  readonly name: string;
  readonly ms: number;
  /** "a minute", "a day": how the refusal names the window. */
  readonly phrase: string;
  readonly limit: (config: AppConfig) => number;
}

interface LimitRule {
  readonly windows: readonly LimitWindow[];
  /** The 429's message, which says when to try again. */
  readonly refusal: (limit: number, window: LimitWindow, wait: string) => string;
}

const perMember = (limit: (limits: MemberLimits) => number) => (config: AppConfig) => limit(config.memberLimits);

/** Every limit, in one table: its windows (each a budget; all must have room) and what the refusal says. */
export const RATE_LIMIT_RULES: Readonly<Record<RateLimitKind, LimitRule>> = {
  // The sign-in message predates the others and is pinned by the auth tests: the window is a minute.
  'sign-in': {
    windows: [{ name: 'minute', ms: MINUTE_MS, phrase: 'a minute', limit: (config) => config.authRateLimitPerMinute }],
    refusal: () => 'Too many attempts. Try again in a minute.',
  },
  message: {
    windows: [
      { name: 'minute', ms: MINUTE_MS, phrase: 'a minute', limit: perMember((limits) => limits.messagesPerMinute) },
      { name: 'day', ms: DAY_MS, phrase: 'a day', limit: perMember((limits) => limits.messagesPerDay) },
    ],
    refusal: (limit, window, wait) => `You can send up to ${plural(limit, 'message')} ${window.phrase}. Try again in ${wait}.`,
  },
  'booking-request': {
    windows: [{ name: 'day', ms: DAY_MS, phrase: 'a day', limit: perMember((limits) => limits.bookingRequestsPerDay) }],
    refusal: (limit, window, wait) => `You can send up to ${plural(limit, 'booking request')} ${window.phrase}. Try again in ${wait}.`,
  },
  upload: {
    windows: [{ name: 'hour', ms: HOUR_MS, phrase: 'an hour', limit: perMember((limits) => limits.uploadsPerHour) }],
    refusal: (limit, window, wait) => `You can upload up to ${plural(limit, 'file')} ${window.phrase}. Try again in ${wait}.`,
  },
};

/** 429 Too Many Requests with `Retry-After` (whole seconds) and a message saying when to try again. */
export class RateLimitedError extends DomainError {
  override readonly headers: Readonly<Record<string, string>>;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(DomainErrorCode.TooManyAttempts, message);
    this.headers = { 'Retry-After': String(retryAfterSeconds) };
  }
}

/** The store RateLimits counts in (the database's, or Redis's when REDIS_URL is set): see LimitsModule. */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/**
 * The one home of rate limits. Counters are shared by every API instance (rate_limits table or
 * Redis), so three instances behind a balancer allow what one would. Windows run on the app's
 * Clock, so the test clock moves them too.
 */
@Injectable()
export class RateLimits implements OnModuleDestroy {
  private readonly logger = new Logger(RateLimits.name);

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    // Optional for the specs that build two instances by hand.
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /**
   * Counts one attempt of `kind` by `subject` (a member's id, or a client address for sign-in) in
   * each of the kind's windows; RateLimitedError (429) when any window is already spent.
   */
  async consume(subject: string, kind: RateLimitKind): Promise<void> {
    const rule = RATE_LIMIT_RULES[kind];
    const now = this.clock.now();
    const budgets = rule.windows.map((window) => ({
      key: `${kind}/${window.name}:${subject}`,
      windowMs: window.ms,
      limit: window.limit(this.config),
    }));
    const counts = await this.hit(budgets, now);
    let refusal: RateLimitedError | undefined;
    for (const [index, window] of rule.windows.entries()) {
      const { limit } = budgets[index]!;
      const count = counts[index];
      if (count === undefined || count.hits <= limit) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil((count.resetsAt.getTime() - now.getTime()) / 1000));
      // Several spent windows: the one that frees up last says when to come back.
      if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) {
        refusal = new RateLimitedError(rule.refusal(limit, window, describeWait(retryAfterSeconds)), retryAfterSeconds);
      }
    }
    if (refusal) {
      this.metrics?.rateLimitRefusals.inc({ kind });
      throw refusal;
    }
  }

  /**
   * The attempt's counts, or none when the store cannot be reached: the attempt is let through (logged)
   * rather than refusing everyone while Redis or the database is away; the database being away
   * fails the request on its own anyway.
   */
  private async hit(budgets: readonly WindowBudget[], now: Date): Promise<WindowCount[]> {
    try {
      return await this.store.hit(budgets, now);
    } catch (error) {
      this.logger.warn(
        `Rate limit not counted (${budgets[0]?.key.split(':')[0] ?? ''}): ${error instanceof Error ? error.message : String(error)}`,
      );
      return [];
    }
  }

  /** Deletes the windows that have ended (the scheduler's sweep): storage stays bounded by the active counters. */
  forgetExpired(now: Date = this.clock.now()): Promise<number> {
    return this.store.forgetExpired(now);
  }

  /** Forgets every count. */
  reset(): Promise<void> {
    return this.store.reset();
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}

/** "45 seconds", "1 minute", "17 minutes", "3 hours": rounded up, so the person is never early. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 2 * 60 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
