import { Logger } from '@nestjs/common';
import { afterEach, expect, it, vi } from 'vitest';
import { describeOnBothDatabases } from '../../../test/harness.js';
import { Clock } from '../clock/clock.js';
import { Metrics } from '../observability/metrics.js';
import { SchedulerService, SweepsFailedError } from './scheduler.service.js';

describeOnBothDatabases(
  'scheduler on the real database',
  (ctx) => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    const probeRows = async (): Promise<string[]> =>
      ((await ctx.pawpal.database.dataSource.query(`SELECT name FROM scheduler_probe ORDER BY name`)) as { name: string }[]).map(
        (row) => row.name,
      );

    it('undoes only a failing shared sweep’s changes, logs it under its name, and still runs and commits the others', async () => {
      const dataSource = ctx.pawpal.database.dataSource;
      await dataSource.query(`CREATE TABLE IF NOT EXISTS scheduler_probe (name text PRIMARY KEY)`);
      await dataSource.query(`DELETE FROM scheduler_probe`);
      const scheduler = ctx.pawpal.app.get(SchedulerService);
      const errors = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const removals = [
        scheduler.register({
          name: 'probe-kept',
          transaction: 'shared',
          run: async (_now, manager) => void (await manager.query(`INSERT INTO scheduler_probe VALUES ('kept')`)),
        }),
        scheduler.register({
          name: 'probe-broken',
          transaction: 'shared',
          run: async (_now, manager) => {
            await manager.query(`INSERT INTO scheduler_probe VALUES ('undone')`);
            await manager.query(`INSERT INTO scheduler_probe VALUES ('kept')`);
          },
        }),
        scheduler.register({
          name: 'probe-own',
          run: async () => void (await dataSource.query(`INSERT INTO scheduler_probe VALUES ('own')`)),
        }),
      ];
      try {
        const failure = await scheduler.runOnce().then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(SweepsFailedError);
        expect((failure as SweepsFailedError).failures.map((failed) => failed.sweep)).toEqual(['probe-broken']);
        expect((failure as SweepsFailedError).result).toMatchObject({ ran: true, expired: 0, lapsed: 0, started: 0, completed: 0 });
        expect(errors.mock.calls.map(([message]) => String(message))).toEqual([
          expect.stringMatching(/^probe-broken sweep failed: duplicate key value/),
        ]);
        expect(await probeRows()).toEqual(['kept', 'own']);
      } finally {
        for (const remove of removals) remove();
        await dataSource.query(`DROP TABLE scheduler_probe`);
      }
    });

    if (ctx.kind === 'postgres') {
      it('lets one of two instances sweep: the other skips while the first holds the lock, then takes its turn', async () => {
        const dataSource = ctx.pawpal.database.dataSource;
        const config = ctx.pawpal.config;
        const first = new SchedulerService(dataSource, new Clock(), config, new Metrics());
        const second = new SchedulerService(dataSource, new Clock(), config, new Metrics());
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        let entered: () => void = () => undefined;
        const inside = new Promise<void>((resolve) => (entered = resolve));
        const runs: string[] = [];
        first.register({ name: 'probe', transaction: 'shared', run: async () => (entered(), await held, void runs.push('first')) });
        second.register({ name: 'probe', transaction: 'shared', run: async () => void runs.push('second') });

        const firstRun = first.runOnce();
        await inside;
        await expect(second.runOnce()).resolves.toEqual({ ran: false });
        release();
        await expect(firstRun).resolves.toEqual({ ran: true });
        await expect(second.runOnce()).resolves.toEqual({ ran: true });
        expect(runs).toEqual(['first', 'second']);
      });
    }
  },
  // No timer: the test runs the sweeps itself.
  { env: { SCHEDULER_INTERVAL_SECONDS: '0' } },
);
