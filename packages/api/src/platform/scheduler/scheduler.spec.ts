import { Logger } from '@nestjs/common';
import { type DataSource, type EntityManager } from 'typeorm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock } from '../clock/clock.js';
import { type AppConfig } from '../config/config.js';
import { Metrics } from '../observability/metrics.js';
import { SCHEDULER_LOCK_KEY, SchedulerService, SweepsFailedError } from './scheduler.service.js';

/**
 * A stand-in database with one advisory lock, as Postgres keeps it: a transaction that takes it
 * holds it until it ends, and another transaction's try answers false meanwhile.
 */
function lockingDatabase() {
  let holder: object | undefined;
  const statements: string[] = [];
  const dataSource = {
    async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
      const transaction = {};
      const manager = {
        async query(sql: string, parameters?: unknown[]) {
          statements.push(sql);
          if (sql.includes('pg_try_advisory_xact_lock')) {
            expect(parameters).toEqual([SCHEDULER_LOCK_KEY]);
            if (holder !== undefined && holder !== transaction) return [{ locked: false }];
            holder = transaction;
            return [{ locked: true }];
          }
          return [];
        },
      } as unknown as EntityManager;
      try {
        return await work(manager);
      } finally {
        if (holder === transaction) holder = undefined;
      }
    },
  } as unknown as DataSource;
  return { dataSource, statements };
}

function scheduler(dataSource: DataSource, metrics = new Metrics()): SchedulerService {
  return new SchedulerService(dataSource, new Clock(), { schedulerIntervalMs: 0 } as AppConfig, metrics);
}

async function sweepsMetric(metrics: Metrics): Promise<Record<string, number>> {
  const { values } = await metrics.sweeps.get();
  return Object.fromEntries(values.map((value) => [`${value.labels.sweep}:${value.labels.outcome}`, value.value]));
}

describe('SchedulerService', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs the shared sweeps first, in registration order, in savepoints of the locked transaction, then the others', async () => {
    const { dataSource, statements } = lockingDatabase();
    const sweeps = scheduler(dataSource);
    const order: string[] = [];
    sweeps.register({ name: 'own-a', run: async () => void order.push('own-a') });
    sweeps.register({
      name: 'first',
      transaction: 'shared',
      run: async (_now, manager) => void order.push(`first:${typeof manager.query}`),
    });
    sweeps.register({
      name: 'second',
      transaction: 'shared',
      run: async () => ({ afterCommit: async () => void order.push('second committed') }),
    });
    sweeps.register({ name: 'own-b', run: async () => void order.push('own-b') });

    expect(sweeps.names()).toEqual(['first', 'second', 'own-a', 'own-b']);
    await expect(sweeps.runOnce()).resolves.toEqual({ ran: true });
    expect(order).toEqual(['first:function', 'second committed', 'own-a', 'own-b']);
    expect(statements.filter((sql) => sql.includes('SAVEPOINT'))).toEqual([
      'SAVEPOINT scheduler_sweep',
      'RELEASE SAVEPOINT scheduler_sweep',
      'SAVEPOINT scheduler_sweep',
      'RELEASE SAVEPOINT scheduler_sweep',
    ]);
  });

  it('reports every declared count, summed into one flat result', async () => {
    const { dataSource } = lockingDatabase();
    const sweeps = scheduler(dataSource);
    sweeps.register({ name: 'expiry', transaction: 'shared', counts: ['expired'], run: async () => ({ counts: { expired: 3 } }) });
    sweeps.register({ name: 'start', transaction: 'shared', counts: ['started'], run: async () => undefined });
    sweeps.register({ name: 'other', run: async () => undefined });
    await expect(sweeps.runOnce()).resolves.toEqual({ ran: true, expired: 3, started: 0 });
    expect(() => sweeps.register({ name: 'again', counts: ['expired'], run: async () => undefined })).toThrow(
      /"expired" of "again" is already reported/,
    );
    expect(() => sweeps.register({ name: 'expiry', run: async () => undefined })).toThrow(/named "expiry" is already registered/);
  });

  it('logs a failing sweep under its own name, undoes only its changes, and still runs the others', async () => {
    const { dataSource, statements } = lockingDatabase();
    const metrics = new Metrics();
    const sweeps = scheduler(dataSource, metrics);
    const errors = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    sweeps.register({ name: 'broken-shared', transaction: 'shared', run: () => Promise.reject(new Error('constraint violated')) });
    sweeps.register({
      name: 'fine-shared',
      transaction: 'shared',
      counts: ['done'],
      run: async () => (ran.push('fine-shared'), { counts: { done: 1 } }),
    });
    sweeps.register({ name: 'payouts', run: () => Promise.reject(new Error('bank unreachable')) });
    sweeps.register({ name: 'referrals', run: async () => void ran.push('referrals') });

    const failed = await sweeps.runOnce().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(SweepsFailedError);
    expect((failed as SweepsFailedError).message).toBe(
      'broken-shared sweep failed: constraint violated; payouts sweep failed: bank unreachable',
    );
    expect((failed as SweepsFailedError).result).toEqual({ ran: true, done: 1 });
    expect(ran).toEqual(['fine-shared', 'referrals']);
    expect(statements).toContain('ROLLBACK TO SAVEPOINT scheduler_sweep');
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      'broken-shared sweep failed: constraint violated',
      'payouts sweep failed: bank unreachable',
    ]);
    await expect(sweepsMetric(metrics)).resolves.toEqual({
      'broken-shared:failed': 1,
      'fine-shared:ran': 1,
      'payouts:failed': 1,
      'referrals:ran': 1,
    });
  });

  it('lets one of two instances sweep at a time: the other skips every sweep while the first holds the lock', async () => {
    const { dataSource } = lockingDatabase();
    const first = scheduler(dataSource);
    const secondMetrics = new Metrics();
    const second = scheduler(dataSource, secondMetrics);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const runs: string[] = [];
    first.register({
      name: 'expiry',
      transaction: 'shared',
      counts: ['expired'],
      run: async () => (entered(), await held, runs.push('first'), { counts: { expired: 1 } }),
    });
    first.register({ name: 'payouts', run: async () => void runs.push('first payouts') });
    second.register({
      name: 'expiry',
      transaction: 'shared',
      counts: ['expired'],
      run: async () => (runs.push('second'), { counts: { expired: 1 } }),
    });
    second.register({ name: 'payouts', run: async () => void runs.push('second payouts') });

    const firstRun = first.runOnce();
    await inside;
    await expect(second.runOnce()).resolves.toEqual({ ran: false, expired: 0 });
    release();
    await expect(firstRun).resolves.toEqual({ ran: true, expired: 1 });
    expect(runs).toEqual(['first', 'first payouts']);
    await expect(sweepsMetric(secondMetrics)).resolves.toEqual({ 'expiry:skipped': 1, 'payouts:skipped': 1 });
  });

  it('runs each sweep on its own interval, SCHEDULER_INTERVAL_SECONDS by default', async () => {
    vi.useFakeTimers();
    try {
      const { dataSource } = lockingDatabase();
      const sweeps = new SchedulerService(dataSource, new Clock(), { schedulerIntervalMs: 30_000 } as AppConfig, new Metrics());
      const runs: string[] = [];
      sweeps.register({ name: 'default', run: async () => void runs.push('default') });
      sweeps.register({ name: 'minutely', intervalMs: 60_000, run: async () => void runs.push('minutely') });
      sweeps.register({ name: 'quick', intervalMs: 10_000, run: async () => void runs.push('quick') });
      sweeps.onApplicationBootstrap();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs.filter((name) => name === 'quick')).toHaveLength(6);
      expect(runs.filter((name) => name === 'default')).toHaveLength(2);
      expect(runs.filter((name) => name === 'minutely')).toHaveLength(1);
      await sweeps.onModuleDestroy();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toHaveLength(9);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a sweep whose registration was undone', async () => {
    const { dataSource } = lockingDatabase();
    const sweeps = scheduler(dataSource);
    const runs: string[] = [];
    const unregister = sweeps.register({ name: 'temporary', run: async () => void runs.push('temporary') });
    await sweeps.runOnce();
    unregister();
    await sweeps.runOnce();
    expect(runs).toEqual(['temporary']);
    expect(sweeps.names()).toEqual([]);
  });
});
