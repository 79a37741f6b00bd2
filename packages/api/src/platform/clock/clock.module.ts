import { Global, Module } from '@nestjs/common';
import { type AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Clock, TestClock } from './clock.js';

/** The one Clock, global: the real time, or the movable TestClock when PAWPAL_TEST_CLOCK=1 outside production. */
@Global()
@Module({
  providers: [
    { provide: Clock, useFactory: (config: AppConfig): Clock => (config.testClock ? new TestClock() : new Clock()), inject: [APP_CONFIG] },
  ],
  exports: [Clock],
})
export class ClockModule {}
