import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type DevClockResponse } from '@pawpal/contract';
import { Clock, TestClock } from '../platform/clock/clock.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { AdvanceClockInput } from './advance-clock.input.js';

/**
 * The test clock (PAWPAL_TEST_CLOCK=1, never in production; otherwise not registered, so both
 * routes answer 404 like any unknown route). Like Stripe's test clocks: end-to-end tests and
 * demos move the server's time forward instead of waiting for a deadline.
 */
@Controller('api/dev/clock')
export class DevClockController {
  constructor(
    private readonly clock: Clock,
    private readonly scheduler: SchedulerService,
  ) {}

  /** `{ now }`: the server's time. */
  @Get()
  @Header('Cache-Control', 'no-store')
  now(): DevClockResponse {
    return { now: this.clock.now().toISOString() };
  }

  /** Moves the time forward by `ms` and runs every registered sweep (booking expiry, lapse, start and completion first, then the others) before answering `{ now }`. */
  @Post('advance')
  @HttpCode(HttpStatus.OK)
  async advance(@Body() body: AdvanceClockInput): Promise<DevClockResponse> {
    if (!(this.clock instanceof TestClock)) throw new Error('The dev clock routes need the TestClock (PAWPAL_TEST_CLOCK=1)');
    this.clock.advance(body.ms);
    await this.scheduler.runDue();
    return { now: this.clock.now().toISOString() };
  }
}
