import { describe, expect, it, vi } from 'vitest';
import { Clock } from '../clock/clock.js';
import { loadConfig } from '../config/config.js';
import { Metrics } from '../observability/metrics.js';
import { sitter } from '../../../test/booking-fixtures.js';
import { describeOnBothDatabases, JSON_HEADERS, signUp } from '../../../test/harness.js';
import { LIMITED_ROUTES } from './member-limits.interceptor.js';
import { DatabaseRateLimitStore } from './rate-limit-store.js';
import { describeWait, RateLimitedError, RateLimits } from './rate-limits.js';

describe('the limits a real marketplace needs', () => {
  it('defaults to 10 sign-ins a minute per address, 30 messages a minute and 300 a day, 20 booking requests a day, 60 uploads an hour', () => {
    const config = loadConfig({}, '/srv/pawpal');
    expect(config.authRateLimitPerMinute).toBe(10);
    expect(config.memberLimits).toEqual({ messagesPerMinute: 30, messagesPerDay: 300, bookingRequestsPerDay: 20, uploadsPerHour: 60 });
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads each limit from its variable, refusing 0, and never echoes REDIS_URL', () => {
    const config = loadConfig(
      {
        MESSAGE_LIMIT_PER_MINUTE: '5',
        MESSAGE_LIMIT_PER_DAY: '50',
        BOOKING_REQUEST_LIMIT_PER_DAY: '2',
        UPLOAD_LIMIT_PER_HOUR: '7',
        REDIS_URL: 'redis://127.0.0.1:6379',
      },
      '/srv/pawpal',
    );
    expect(config.memberLimits).toEqual({ messagesPerMinute: 5, messagesPerDay: 50, bookingRequestsPerDay: 2, uploadsPerHour: 7 });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ MESSAGE_LIMIT_PER_MINUTE: '0' }, '/srv')).toThrow(
      'Invalid configuration: MESSAGE_LIMIT_PER_MINUTE must be at least 1 (got "0")',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@cache' }, '/srv')).toThrow(
      /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/,
    );
  });

  it('says how long to wait in words, rounded up', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(42)).toBe('42 seconds');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(3600)).toBe('60 minutes');
    expect(describeWait(86_399)).toBe('24 hours');
  });
});

describeOnBothDatabases('shared rate limits', (ctx) => {
  it('keeps one budget for two instances on one database, and a new window once the first has passed', async () => {
    const clock = ctx.pawpal.app.get(Clock);
    const at = new Date('2031-03-01T10:00:00Z');
    vi.spyOn(clock, 'now').mockImplementation(() => at);
    try {
      const config = { ...ctx.pawpal.config, memberLimits: { ...ctx.pawpal.config.memberLimits, bookingRequestsPerDay: 4 } };
      const first = new RateLimits(new DatabaseRateLimitStore(ctx.pawpal.database.dataSource), config, clock);
      const second = new RateLimits(new DatabaseRateLimitStore(ctx.pawpal.database.dataSource), config, clock);
      const member = crypto.randomUUID();
      await first.consume(member, 'booking-request');
      await second.consume(member, 'booking-request');
      await Promise.all([first.consume(member, 'booking-request'), second.consume(member, 'booking-request')]);
      const refused = await second.consume(member, 'booking-request').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect(refused).toMatchObject({
        status: 429,
        retryAfterSeconds: 86_400,
        message: 'You can send up to 4 booking requests a day. Try again in 24 hours.',
      });
      await expect(first.consume(member, 'booking-request')).rejects.toBeInstanceOf(RateLimitedError);
      // Someone else's budget is their own.
      await expect(first.consume(crypto.randomUUID(), 'booking-request')).resolves.toBeUndefined();

      at.setTime(at.getTime() + 86_400_000 - 30_000);
      await expect(first.consume(member, 'booking-request')).rejects.toMatchObject({
        retryAfterSeconds: 30,
        message: 'You can send up to 4 booking requests a day. Try again in 30 seconds.',
      });
      at.setTime(at.getTime() + 30_000);
      await expect(first.consume(member, 'booking-request')).resolves.toBeUndefined();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('deletes the windows that have ended, so the table stays bounded', async () => {
    const limits = ctx.pawpal.app.get(RateLimits);
    const db = ctx.pawpal.database.dataSource;
    const member = crypto.randomUUID();
    await limits.consume(member, 'upload');
    await limits.consume(member, 'message');
    const keys = async () =>
      ((await db.query(`SELECT key FROM rate_limits WHERE key LIKE $1 ORDER BY key`, [`%:${member}`])) as { key: string }[]).map(
        (row) => row.key,
      );
    expect(await keys()).toEqual([`message/day:${member}`, `message/minute:${member}`, `upload/hour:${member}`]);
    await limits.forgetExpired(new Date(Date.now() + 61_000));
    expect(await keys()).toEqual([`message/day:${member}`, `upload/hour:${member}`]);
    await limits.forgetExpired(new Date(Date.now() + 86_400_000 + 1000));
    expect(await keys()).toEqual([]);
  });

  it('names real routes only', () => {
    const routes = new Set(ctx.pawpal.routes.map((route) => `${route.method} ${route.url}`));
    for (const route of Object.keys(LIMITED_ROUTES)) expect(routes, route).toContain(route);
  });
});

describeOnBothDatabases(
  'members’ anti-spam limits',
  (ctx) => {
    it('refuses a member’s third message in a minute with 429, Retry-After and when to try again; a minute later they may write again', async () => {
      const { cookie: ownerCookie } = await signUp(ctx);
      const sam = await sitter(ctx);
      const opened = await ctx.fetch('/api/chat/channels', {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie: ownerCookie },
        body: JSON.stringify({ sitterId: sam.id }),
      });
      expect(opened.status).toBeLessThan(300);
      const { id: channelId } = (await opened.json()) as { id: string };
      const post = (body: string, headers: Record<string, string> = {}) =>
        ctx.fetch(`/api/chat/messages/${channelId}`, {
          method: 'POST',
          headers: { ...JSON_HEADERS, cookie: ownerCookie, ...headers },
          body: JSON.stringify({ body }),
        });

      const clock = ctx.pawpal.app.get(Clock);
      const start = Date.now();
      vi.spyOn(clock, 'now').mockImplementation(() => new Date(start));
      try {
        expect((await post('Hello', { 'idempotency-key': 'first-message' })).status).toBe(201);
        // A retry of the same request is answered from the first, and not counted again.
        const replay = await post('Hello', { 'idempotency-key': 'first-message' });
        expect(replay.status).toBe(201);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
        expect((await post('Are you free in May?')).status).toBe(201);
        const refused = await post('Hello??');
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('60');
        await expect(refused.json()).resolves.toMatchObject({
          statusCode: 429,
          message: 'You can send up to 2 messages a minute. Try again in 1 minute.',
        });
        // A refused message spent nothing; the other member of the conversation has their own budget.
        expect(
          (
            await ctx.fetch(`/api/chat/messages/${channelId}`, {
              method: 'POST',
              headers: { ...JSON_HEADERS, cookie: sam.cookie },
              body: JSON.stringify({ body: 'Hi!' }),
            })
          ).status,
        ).toBe(201);

        vi.spyOn(clock, 'now').mockImplementation(() => new Date(start + 60_000));
        expect((await post('Sorry, that was quick')).status).toBe(201);
        // The day's budget (3) is spent now, so the next minute does not help: tomorrow does.
        vi.spyOn(clock, 'now').mockImplementation(() => new Date(start + 120_000));
        const daily = await post('One more');
        expect(daily.status).toBe(429);
        await expect(daily.json()).resolves.toMatchObject({ message: 'You can send up to 3 messages a day. Try again in 24 hours.' });
        // Operators see the refusals: two messages refused.
        await expect(ctx.pawpal.app.get(Metrics).registry.getSingleMetricAsString('pawpal_rate_limit_refusals_total')).resolves.toContain(
          'pawpal_rate_limit_refusals_total{kind="message"} 2',
        );
      } finally {
        vi.restoreAllMocks();
      }
    });

    it('counts booking requests and uploads per member, and never a signed-out request', async () => {
      const { cookie } = await signUp(ctx);
      // Any body: the request is counted before it is read (an invalid one is still an attempt).
      const request = () => ctx.fetch('/api/bookings', { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify({}) });
      expect((await request()).status).toBe(400);
      const refused = await request();
      expect(refused.status).toBe(429);
      await expect(refused.json()).resolves.toMatchObject({
        message: 'You can send up to 1 booking request a day. Try again in 24 hours.',
      });

      const upload = (headers: Record<string, string>) =>
        ctx.fetch('/api/uploads/images', { method: 'POST', headers, body: new FormData() });
      for (let index = 0; index < 4; index++) expect((await upload({})).status).toBe(401);
      expect((await upload({ cookie })).status).toBe(400);
      expect((await upload({ cookie })).status).toBe(400);
      const tooMany = await upload({ cookie });
      expect(tooMany.status).toBe(429);
      expect(tooMany.headers.get('retry-after')).toMatch(/^(3600|3599)$/);
      await expect(tooMany.json()).resolves.toMatchObject({ message: 'You can upload up to 2 files an hour. Try again in 60 minutes.' });
      // The profile picture is an upload too, in the same budget.
      expect((await ctx.fetch('/api/profile/photo', { method: 'POST', headers: { cookie }, body: new FormData() })).status).toBe(429);
    });
  },
  { env: { MESSAGE_LIMIT_PER_MINUTE: '2', MESSAGE_LIMIT_PER_DAY: '3', BOOKING_REQUEST_LIMIT_PER_DAY: '1', UPLOAD_LIMIT_PER_HOUR: '2' } },
);
