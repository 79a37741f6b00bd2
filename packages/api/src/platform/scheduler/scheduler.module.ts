import { Global, Module } from '@nestjs/common';
import { SchedulerService } from './scheduler.service.js';

/**
 * The scheduler, global: every feature injects SchedulerService and registers its own sweeps in
 * its `onModuleInit`; the scheduler imports no feature.
 */
@Global()
@Module({
  providers: [SchedulerService],
  exports: [SchedulerService],
})
export class SchedulerModule {}
