import { Injectable } from '@nestjs/common';

/**
 * The time every time-based rule runs on (request expiry, pay-by, start and completion, refund
 * retries). One instance for the app, so a test can move it (`vi.spyOn(app.get(Clock), 'now')`)
 * and every deadline check and sweep follows; SQL takes its time as a parameter, never `now()`.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/**
 * PAWPAL_TEST_CLOCK=1 (never in production): the real time plus an offset that only moves
 * forward, like Stripe's test clocks. Moved by POST /api/dev/clock/advance.
 */
export class TestClock extends Clock {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves this process's time forward by `ms` and answers the new time. */
  advance(ms: number): Date {
    if (!Number.isSafeInteger(ms) || ms <= 0)
      throw new RangeError(`The clock only moves forward by a positive whole number of ms, not ${ms}`);
    this.offsetMs += ms;
    return this.now();
  }
}
