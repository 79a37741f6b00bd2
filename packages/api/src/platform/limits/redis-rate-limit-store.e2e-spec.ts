import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../config/config.js';
import { Clock } from '../clock/clock.js';
import { RateLimitedError, RateLimits } from './rate-limits.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

/** A clock the test moves by hand. */
class HandClock extends Clock {
  constructor(public at: number) {
    super();
  }

  override now(): Date {
    return new Date(this.at);
  }
}

// Runs where a Redis is given (TEST_REDIS_URL, which .ci/run sets, or REDIS_URL; e.g.
// redis://127.0.0.1:6379); each run uses its own key namespace.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
describe.runIf(redisUrl)('rate limits in Redis (REDIS_URL)', () => {
  const url = redisUrl!;
  const namespace = `test-${randomBytes(6).toString('hex')}:`;
  const stores: RedisRateLimitStore[] = [];
  const config: AppConfig = {
    ...loadConfig({}, '/srv/pawpal'),
    memberLimits: { ...loadConfig({}, '/srv/pawpal').memberLimits, messagesPerMinute: 3, messagesPerDay: 4 },
  };
  const instance = (clock: Clock): RateLimits => {
    const store = new RedisRateLimitStore(url, namespace);
    stores.push(store);
    return new RateLimits(store, config, clock);
  };
  afterAll(async () => {
    await stores[0]?.reset();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('keeps one budget for two instances, spends nothing on a refusal, and opens a new window on the app’s clock', async () => {
    const clock = new HandClock(Date.parse('2031-03-01T10:00:00Z'));
    const first = instance(clock);
    const second = instance(clock);
    const member = crypto.randomUUID();
    await Promise.all([first.consume(member, 'message'), second.consume(member, 'message'), first.consume(member, 'message')]);
    const refused = await second.consume(member, 'message').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({
      retryAfterSeconds: 60,
      message: 'You can send up to 3 messages a minute. Try again in 1 minute.',
      headers: { 'Retry-After': '60' },
    });

    clock.at += 60_000;
    // The refused message spent nothing of the day's 4: one more fits, then the day is spent.
    await expect(first.consume(member, 'message')).resolves.toBeUndefined();
    await expect(second.consume(member, 'message')).rejects.toMatchObject({
      message: 'You can send up to 4 messages a day. Try again in 24 hours.',
    });
    await expect(second.consume(crypto.randomUUID(), 'message')).resolves.toBeUndefined();
  });

  it('forgets this deployment’s counts on reset and no one else’s', async () => {
    const clock = new HandClock(Date.now());
    const mine = instance(clock);
    const member = crypto.randomUUID();
    for (let index = 0; index < 3; index++) await mine.consume(member, 'message');
    await expect(mine.consume(member, 'message')).rejects.toBeInstanceOf(RateLimitedError);
    const otherStore = new RedisRateLimitStore(url, `other-${namespace}`);
    stores.push(otherStore);
    const other = new RateLimits(otherStore, config, clock);
    for (let index = 0; index < 3; index++) await other.consume(member, 'message');

    await mine.reset();
    await expect(mine.consume(member, 'message')).resolves.toBeUndefined();
    await expect(other.consume(member, 'message')).rejects.toBeInstanceOf(RateLimitedError);
    await otherStore.reset();
  });
});
