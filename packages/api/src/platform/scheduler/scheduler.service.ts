import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { type AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Metrics } from '../observability/metrics.js';

/** Any constant key shared by every instance: only the holder of this advisory lock sweeps. */
export const SCHEDULER_LOCK_KEY = 7_263_001;

/**
 * The DataSource the sweeps run on: with a database server, connections of their own with
 * longer limits than a request's (DATABASE_SWEEP_TIMEOUT_MS); embedded, the one connection.
 */
export const SWEEP_DATA_SOURCE = Symbol('SWEEP_DATA_SOURCE');

/** What one run of a sweep hands back to the scheduler. */
export interface SweepReport<C extends string = string> {
  /** How many things it changed, by the names it declared in `counts` (`{ expired: 2 }`). */
  readonly counts?: Readonly<Partial<Record<C, number>>>;
  /** Runs once the scheduler's transaction has committed, e.g. to publish the events of what changed ('shared' sweeps only). */
  readonly afterCommit?: () => Promise<void>;
}

interface SweepCommon<C extends string> {
  /** Names the sweep in the error log (`<name> sweep failed: …`) and in the sweeps metric's `sweep` label; unique. */
  readonly name: string;
  /** How often the timer runs it, in ms; SCHEDULER_INTERVAL_SECONDS when left out. `runOnce` and `runDue` run every sweep. */
  readonly intervalMs?: number;
  /** The names of the counts it reports: part of every run's result, 0 when it did not run (unique across sweeps). */
  readonly counts?: readonly C[];
}

/**
 * Runs inside the scheduler's transaction, the one that holds SCHEDULER_LOCK_KEY, with its
 * manager, in a savepoint of its own (a failure undoes only this sweep's changes). The shared
 * sweeps run in registration order and all of them before any `own` sweep: for work that must be
 * done once across instances and in order (the booking transitions, which payouts and referrals
 * read). Must not open another connection (the embedded database has exactly one).
 */
export interface SharedSweep<C extends string = string> extends SweepCommon<C> {
  readonly transaction: 'shared';
  run(now: Date, manager: EntityManager): Promise<SweepReport<C> | void>;
}

/**
 * Runs after the shared sweeps committed, only on the instance that held the lock, with its own
 * connection and transactions (in registration order). For work that is idempotent on its own
 * (conditional changes, its own locks).
 */
export interface OwnSweep<C extends string = string> extends SweepCommon<C> {
  readonly transaction?: 'own';
  run(now: Date): Promise<SweepReport<C> | void>;
}

export type Sweep<C extends string = string> = SharedSweep<C> | OwnSweep<C>;

/** A run's result: whether this instance held the lock (false: nothing was done), and every declared count, flat (`{ ran, expired, … }`). */
export type SweepResult = { readonly ran: boolean } & Readonly<Record<string, number | boolean>>;

export interface SweepFailure {
  readonly sweep: string;
  readonly error: unknown;
}

/** `runOnce` and `runDue` reject with this when a sweep failed; every other sweep still ran (`result`). */
export class SweepsFailedError extends Error {
  constructor(
    readonly failures: readonly SweepFailure[],
    readonly result: SweepResult,
  ) {
    super(failures.map((failure) => `${failure.sweep} sweep failed: ${messageOf(failure.error)}`).join('; '));
    this.name = 'SweepsFailedError';
  }
}

type Outcome = 'ran' | 'skipped' | 'failed';

/**
 * Runs the sweeps the features register (`register` in their `onModuleInit`); it knows none of
 * them. State lives in the database (deadline columns), so a restart loses nothing: every sweep
 * applies whatever is due at `now`, idempotently. With several instances only the holder of
 * SCHEDULER_LOCK_KEY (`pg_try_advisory_xact_lock`) sweeps. Each sweep runs on its own: one that
 * fails is logged under its name and counted in the metric, and the others still run. The timer
 * ticks every SCHEDULER_INTERVAL_SECONDS (or the shortest interval of a sweep) and runs the sweeps
 * whose interval has passed; tests and the test clock call `runOnce(now)` / `runDue()`.
 */
@Injectable()
export class SchedulerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SchedulerService.name);
  private readonly sweeps: Sweep[] = [];
  /** When the timer runs each sweep next (Date.now() ms). */
  private readonly nextRun = new Map<Sweep, number>();
  private timer: NodeJS.Timeout | undefined;
  private timerMs = 0;
  private started = false;
  private running: Promise<SweepResult> | undefined;

  constructor(
    @Inject(SWEEP_DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  /** Adds a sweep (in the feature's `onModuleInit`); returns the function that removes it. */
  register<C extends string>(sweep: Sweep<C>): () => void {
    if (this.sweeps.some((known) => known.name === sweep.name)) throw new Error(`A sweep named "${sweep.name}" is already registered`);
    const taken = new Set(this.sweeps.flatMap((known) => known.counts ?? []));
    const clash = (sweep.counts ?? []).find((count) => taken.has(count));
    if (clash !== undefined) throw new Error(`The sweep count "${clash}" of "${sweep.name}" is already reported by another sweep`);
    if (sweep.intervalMs !== undefined && !(sweep.intervalMs > 0))
      throw new Error(`The interval of the "${sweep.name}" sweep must be a positive number of ms`);
    const stored = sweep as Sweep;
    this.sweeps.push(stored);
    this.nextRun.set(stored, Date.now() + this.intervalOf(stored));
    if (this.started) this.arm();
    return () => {
      const at = this.sweeps.indexOf(stored);
      if (at >= 0) this.sweeps.splice(at, 1);
      this.nextRun.delete(stored);
    };
  }

  /**
   * A transaction for an `own` sweep's work, on the sweeps' connections: a sweep may work through
   * many rows or wait on a provider longer than a request may, and never takes a request's
   * connection. (The shared sweeps already run in the scheduler's transaction there.)
   */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The registered sweeps' names, in the order they run (shared first). */
  names(): string[] {
    return this.ordered(this.sweeps).map((sweep) => sweep.name);
  }

  onApplicationBootstrap(): void {
    this.started = true;
    this.arm();
  }

  async onModuleDestroy(): Promise<void> {
    this.started = false;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Runs every sweep at `now` if this instance gets the lock (skips otherwise: `ran: false`). */
  runOnce(now: Date = this.clock.now()): Promise<SweepResult> {
    return this.start(now, false, this.sweeps);
  }

  /**
   * Runs every sweep now, and does not skip: waits for a run in progress in this process, then for
   * the advisory lock if another instance holds it (the test clock's advance answers only once
   * everything due has happened).
   */
  async runDue(): Promise<SweepResult> {
    await this.running?.catch(() => undefined);
    return this.start(this.clock.now(), true, this.sweeps);
  }

  private intervalOf(sweep: Sweep): number {
    return sweep.intervalMs ?? this.config.schedulerIntervalMs;
  }

  /** The timer ticks at the shortest interval; SCHEDULER_INTERVAL_SECONDS=0 turns it off. */
  private arm(): void {
    if (this.config.schedulerIntervalMs <= 0) return;
    const tickMs = Math.min(this.config.schedulerIntervalMs, ...this.sweeps.map((sweep) => this.intervalOf(sweep)));
    if (this.timer !== undefined && tickMs === this.timerMs) return;
    clearInterval(this.timer);
    this.timerMs = tickMs;
    this.timer = setInterval(() => this.tick(), tickMs);
    this.timer.unref();
  }

  private tick(): void {
    // One run at a time in this process; a slow run makes the next tick skip.
    if (this.running) return;
    const at = Date.now();
    const due = this.sweeps.filter((sweep) => (this.nextRun.get(sweep) ?? 0) <= at);
    if (due.length === 0) return;
    for (const sweep of due) this.nextRun.set(sweep, at + this.intervalOf(sweep));
    // Each failure was logged under its sweep's name already.
    this.start(this.clock.now(), false, due).catch(() => undefined);
  }

  private start(now: Date, wait: boolean, sweeps: readonly Sweep[]): Promise<SweepResult> {
    const run = this.sweep(now, wait, this.ordered(sweeps)).finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private ordered(sweeps: readonly Sweep[]): Sweep[] {
    return [...sweeps.filter((sweep) => sweep.transaction === 'shared'), ...sweeps.filter((sweep) => sweep.transaction !== 'shared')];
  }

  private async sweep(now: Date, wait: boolean, due: readonly Sweep[]): Promise<SweepResult> {
    const counts: Record<string, number> = {};
    for (const sweep of this.sweeps) for (const name of sweep.counts ?? []) counts[name] = 0;
    const outcomes = new Map<Sweep, Outcome>();
    const failures: SweepFailure[] = [];
    const fail = (sweep: Sweep, error: unknown): void => {
      outcomes.set(sweep, 'failed');
      failures.push({ sweep: sweep.name, error });
      this.logger.error(`${sweep.name} sweep failed: ${messageOf(error)}`, error instanceof Error ? error.stack : undefined);
    };
    const report = (sweep: Sweep, result: SweepReport | void): void => {
      outcomes.set(sweep, 'ran');
      for (const name of sweep.counts ?? []) counts[name] = result?.counts?.[name] ?? 0;
    };

    const shared = due.filter((sweep): sweep is SharedSweep => sweep.transaction === 'shared');
    const own = due.filter((sweep): sweep is OwnSweep => sweep.transaction !== 'shared');
    const afterCommit: { sweep: Sweep; task: () => Promise<void> }[] = [];
    let ran: boolean;
    try {
      ran = await this.dataSource.transaction(async (manager) => {
        if (!(await this.lock(manager, wait))) return false;
        for (const sweep of shared) {
          await manager.query('SAVEPOINT scheduler_sweep');
          try {
            const result = await sweep.run(now, manager);
            await manager.query('RELEASE SAVEPOINT scheduler_sweep');
            report(sweep, result);
            if (result?.afterCommit) afterCommit.push({ sweep, task: result.afterCommit });
          } catch (error) {
            await manager.query('ROLLBACK TO SAVEPOINT scheduler_sweep');
            fail(sweep, error);
          }
        }
        return true;
      });
    } catch (error) {
      // The lock's transaction itself failed (the database went away, the commit failed): no
      // shared sweep's change stands, and the own sweeps wait for the next run.
      for (const sweep of due) this.metrics.sweeps.inc({ sweep: sweep.name, outcome: 'failed' });
      this.logger.error(`Sweeps failed: ${messageOf(error)}`, error instanceof Error ? error.stack : undefined);
      throw error;
    }

    if (ran) {
      for (const { sweep, task } of afterCommit) {
        try {
          await task();
        } catch (error) {
          fail(sweep, error);
        }
      }
      for (const sweep of own) {
        try {
          report(sweep, await sweep.run(now));
        } catch (error) {
          fail(sweep, error);
        }
      }
    }
    for (const sweep of due) this.metrics.sweeps.inc({ sweep: sweep.name, outcome: ran ? (outcomes.get(sweep) ?? 'failed') : 'skipped' });
    const result: SweepResult = { ran, ...counts };
    if (failures.length > 0) throw new SweepsFailedError(failures, result);
    return result;
  }

  /** Takes the sweep lock for this transaction: waits for it, or answers false at once when another instance holds it. */
  private async lock(manager: EntityManager, wait: boolean): Promise<boolean> {
    if (wait) {
      await manager.query(`SELECT pg_advisory_xact_lock($1)`, [SCHEDULER_LOCK_KEY]);
      return true;
    }
    const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [SCHEDULER_LOCK_KEY])) as [
      { locked: boolean },
    ];
    return locked;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
