import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { UsersService } from '../users/users.service.js';
import { AdminActionsService } from './admin-actions.service.js';

/** Suspensions ended per run (the next run continues). */
const ENDED_BATCH = 100;

/**
 * A timed suspension ends by itself at its `until`: sign-in and the listing rule read the end at
 * request time. This sweep then clears it, as an admin's reinstatement would, so that an approved
 * sitter who is listed again is announced like any newly listed sitter (`sitter.listed`: saved
 * searches near them are told, each once; docs/architecture.md, "Saved searches").
 */
@Injectable()
export class SuspensionSweepsService implements OnModuleInit {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly users: UsersService,
    private readonly actions: AdminActionsService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'suspensions',
      counts: ['suspensionsEnded'],
      run: async (now) => ({ counts: { suspensionsEnded: await this.run(now) } }),
    });
  }

  /** How many suspensions it ended. */
  async run(now: Date): Promise<number> {
    return this.scheduler.transaction(async (manager) => {
      const ended = await this.users.endElapsedSuspensions(manager, now, ENDED_BATCH);
      for (const userId of ended) await this.actions.recordListedAgain(manager, userId, now);
      return ended.length;
    });
  }
}
