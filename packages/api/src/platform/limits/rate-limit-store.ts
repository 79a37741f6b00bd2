import { type DataSource } from 'typeorm';

/** One counter's state after a hit: the hits in its current window and when that window ends. */
export interface WindowCount {
  hits: number;
  resetsAt: Date;
}

/** One budget an attempt needs room in: its counter key, window length and limit. */
export interface WindowBudget {
  key: string;
  windowMs: number;
  limit: number;
}

/**
 * Where the counters live, shared by every instance: the database's rate_limits table, or Redis
 * when REDIS_URL is set. Fixed windows that start at a key's first hit (a window that has ended
 * starts again). `hit` answers each budget's count including this attempt, and stores the attempt
 * in all of them only when every one has room — atomically, so concurrent hits on several
 * instances never lose a count, and a refused attempt spends nothing (a member refused for the
 * minute keeps their day's budget). Time comes from the caller (the app's Clock).
 */
export interface RateLimitStore {
  hit(budgets: readonly WindowBudget[], now: Date): Promise<WindowCount[]>;
  /** Deletes windows that ended before `now` (bounded storage); answers how many. */
  forgetExpired(now: Date): Promise<number>;
  /** Forgets every count (tests start each case with a full budget). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The most a counter records: hits beyond the limit are refused anyway, and integer stays integer. */
const MAX_HITS = 2_147_483_647;

/** Rolls the attempt's transaction back. */
class Refused extends Error {}

/** Counters in the rate_limits table: one atomic upsert per hit, which locks only that key's row. */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly dataSource: DataSource) {}

  async hit(budgets: readonly WindowBudget[], now: Date): Promise<WindowCount[]> {
    let counts: WindowCount[] = [];
    try {
      // One transaction: the upserts lock the member's rows until it ends, and a refusal rolls
      // every count of this attempt back.
      await this.dataSource.transaction(async (manager) => {
        counts = [];
        for (const budget of budgets) {
          const [row] = (await manager.query(
            `INSERT INTO rate_limits AS r (key, hits, resets_at) VALUES ($1, 1, $3)
             ON CONFLICT (key) DO UPDATE SET
               hits = CASE WHEN r.resets_at <= $2 THEN 1 ELSE least(r.hits + 1, ${MAX_HITS}) END,
               resets_at = CASE WHEN r.resets_at <= $2 THEN EXCLUDED.resets_at ELSE r.resets_at END
             RETURNING hits, resets_at`,
            [budget.key, now, new Date(now.getTime() + budget.windowMs)],
          )) as [{ hits: number; resets_at: Date | string }];
          counts.push({ hits: Number(row.hits), resetsAt: new Date(row.resets_at) });
        }
        if (counts.some((count, index) => count.hits > budgets[index]!.limit)) throw new Refused();
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    }
    return counts;
  }

  async forgetExpired(now: Date): Promise<number> {
    const deleted = (await this.dataSource.query(`DELETE FROM rate_limits WHERE resets_at <= $1 RETURNING key`, [now])) as unknown[];
    return deleted.length;
  }

  async reset(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits`);
  }

  async close(): Promise<void> {
    // The DataSource belongs to the app.
  }
}
