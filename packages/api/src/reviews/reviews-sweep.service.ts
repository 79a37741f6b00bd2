import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../platform/clock/clock.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { countPublished } from './review-publication.js';

/**
 * Reviews published by time (their window closed with only one side in) are visible from
 * `publish_at` on without this sweep; the sweep adds them to the sitters' rating aggregates. The
 * scheduler runs it; idempotent (row locks keep a review from being counted twice). Tests call
 * `runDue()`.
 */
@Injectable()
export class ReviewsSweepService implements OnModuleInit {
  constructor(
    private readonly clock: Clock,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'review-ratings', run: async (now) => void (await this.runAt(now)) });
  }

  /** Counts every review published by now into its sitter's rating; returns how many. */
  runDue(): Promise<number> {
    return this.runAt(this.clock.now());
  }

  private runAt(now: Date): Promise<number> {
    return this.scheduler.transaction((manager) => countPublished(manager, now));
  }
}
