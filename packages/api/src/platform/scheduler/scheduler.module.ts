import { type DynamicModule, Module } from '@nestjs/common';
import { type DataSource } from 'typeorm';
import { SchedulerService, SWEEP_DATA_SOURCE } from './scheduler.service.js';

/**
 * The scheduler, global: every feature injects SchedulerService and registers its own sweeps in
 * its `onModuleInit`; the scheduler imports no feature. `sweeps` is the DataSource they run on
 * (the composition's Database.sweepDataSource).
 */
@Module({})
export class SchedulerModule {
  static forRoot(sweeps: DataSource): DynamicModule {
    return {
      global: true,
      module: SchedulerModule,
      providers: [{ provide: SWEEP_DATA_SOURCE, useValue: sweeps }, SchedulerService],
      exports: [SchedulerService],
    };
  }
}
