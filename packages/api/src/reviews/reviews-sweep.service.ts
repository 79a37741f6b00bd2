import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { countPublished } from './review-publication.js';

/**
 * Reviews published by time (their window closed with only one side in) are visible from
 * `publish_at` on without this sweep; the sweep adds them to the sitters' rating aggregates. Runs
 * every SCHEDULER_INTERVAL_SECONDS like the booking scheduler; idempotent, so several instances
 * may run it at once (row locks keep a review from being counted twice). Tests call `runDue()`.
 */
@Injectable()
export class ReviewsSweepService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReviewsSweepService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.schedulerIntervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.runDue().catch((error: unknown) => this.logger.error(`Review sweep failed: ${error instanceof Error ? error.message : String(error)}`));
    }, this.config.schedulerIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Counts every review published by now into its sitter's rating; returns how many. */
  runDue(): Promise<number> {
    const run = this.dataSource.transaction((manager) => countPublished(manager, this.clock.now())).finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }
}
