import { Redis } from 'ioredis';
import { type RateLimitStore, type WindowBudget, type WindowCount } from './rate-limit-store.js';

/** Every key this store writes starts with this (and the instance's prefix), so reset() deletes only counters. */
const KEY_PREFIX = 'pawpal:rate-limit:';

/**
 * One attempt against every budget, atomically (a script runs alone on the server). Each key is a
 * hash of the window's hits and end (ms, on the app's clock, so the test clock moves Redis windows
 * too); a window that has ended starts again. Stored only when every budget has room; Redis
 * forgets each key when its window is over, so nothing needs sweeping.
 * ARGV: now, then each key's window length and limit.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local hits = {}
local resets = {}
local allowed = true
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 * i])
  local limit = tonumber(ARGV[2 * i + 1])
  local state = redis.call('HMGET', key, 'hits', 'resets')
  local h = tonumber(state[1])
  local r = tonumber(state[2])
  if h == nil or r == nil or r <= now then
    h = 1
    r = now + window
  else
    h = math.min(h + 1, 2147483647)
  end
  hits[i] = h
  resets[i] = r
  if h > limit then allowed = false end
end
local answer = {}
for i, key in ipairs(KEYS) do
  if allowed then
    redis.call('HSET', key, 'hits', hits[i], 'resets', resets[i])
    redis.call('PEXPIRE', key, math.max(1, resets[i] - now))
  end
  answer[2 * i - 1] = hits[i]
  answer[2 * i] = tostring(resets[i])
end
return answer
`;

/** Counters in Redis (REDIS_URL): the same fixed windows as the database's, for a deployment that has Redis anyway. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  /** `namespace` separates deployments (or test runs) sharing one Redis. */
  constructor(url: string, namespace = '') {
    // A command waits for the connection (at start, or a reconnect) at most 2 s, then fails and
    // the attempt is let through (RateLimits): a request must not hang on a limit.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000 });
    // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
    this.redis.on('error', () => undefined);
    this.prefix = `${KEY_PREFIX}${namespace}`;
  }

  async hit(budgets: readonly WindowBudget[], now: Date): Promise<WindowCount[]> {
    const keys = budgets.map((budget) => `${this.prefix}${budget.key}`);
    const windows = budgets.flatMap((budget) => [budget.windowMs, budget.limit]);
    const answer = (await this.redis.eval(HIT_SCRIPT, keys.length, ...keys, now.getTime(), ...windows)) as (number | string)[];
    return budgets.map((_budget, index) => ({ hits: Number(answer[2 * index]), resetsAt: new Date(Number(answer[2 * index + 1])) }));
  }

  forgetExpired(): Promise<number> {
    // Redis expires the keys itself.
    return Promise.resolve(0);
  }

  async reset(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
