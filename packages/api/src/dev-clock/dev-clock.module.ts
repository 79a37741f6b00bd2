import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig } from '../platform/config/config.js';
import { DevClockController } from './dev-clock.controller.js';

/** GET /api/dev/clock and POST /api/dev/clock/advance, registered only when the test clock is on (config.testClock). The scheduler it drives is global. */
@Module({})
export class DevClockModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: DevClockModule, controllers: config.testClock ? [DevClockController] : [] };
  }
}
