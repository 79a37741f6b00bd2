import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig } from '../platform/config/config.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { SchedulerModule } from '../scheduler/scheduler.module.js';
import { DevClockController } from './dev-clock.controller.js';

/** GET /api/dev/clock and POST /api/dev/clock/advance, registered only when the test clock is on (config.testClock). */
@Module({})
export class DevClockModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: DevClockModule, imports: [SchedulerModule, ReviewsModule], controllers: config.testClock ? [DevClockController] : [] };
  }
}
