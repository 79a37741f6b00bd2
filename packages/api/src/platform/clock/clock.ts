import { Injectable } from '@nestjs/common';

/**
 * The time the booking rules run on. One instance for the app, so a test can move it
 * (`vi.spyOn(app.get(Clock), 'now')`) and every deadline check and sweep follows.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
