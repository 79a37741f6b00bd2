import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { call, inDays, owner, pet, requestBooking, sitter } from '../../test/booking-fixtures.js';
import { describeOnBothDatabases, errorBodyOf } from '../../test/harness.js';
import { loadConfig } from '../platform/config/config.js';
import { SCHEDULER_LOCK_KEY, SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { DevClockModule } from './dev-clock.module.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('test clock configuration', () => {
  it('is on only with PAWPAL_TEST_CLOCK=1 outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', PAWPAL_TEST_CLOCK: '1' }, process.cwd()).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }, process.cwd()).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PAWPAL_TEST_CLOCK: 'true' }, process.cwd()).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PAWPAL_TEST_CLOCK: '1' }, process.cwd()).testClock).toBe(
      false,
    );
  });

  it('registers no route without it', () => {
    expect(DevClockModule.forRoot({ testClock: false } as Parameters<typeof DevClockModule.forRoot>[0]).controllers).toEqual([]);
  });
});

describeOnBothDatabases('dev clock, variable unset', (ctx) => {
  it('answers 404 on both routes, exactly like an unknown /api route', async () => {
    const get = await call(ctx, undefined, 'GET', '/api/dev/clock');
    const unknownGet = await call(ctx, undefined, 'GET', '/api/dev/clack');
    expect(get.status).toBe(404);
    expect(unknownGet.status).toBe(404);
    const unknownBody = await errorBodyOf(unknownGet);
    expect(await errorBodyOf(get)).toEqual({
      ...unknownBody,
      message: String(unknownBody.message).replace('/api/dev/clack', '/api/dev/clock'),
    });

    const advance = await call(ctx, undefined, 'POST', '/api/dev/clock/advance', { ms: HOUR });
    const unknownPost = await call(ctx, undefined, 'POST', '/api/dev/clack/advance', { ms: HOUR });
    expect(advance.status).toBe(404);
    expect(unknownPost.status).toBe(404);
    const unknownPostBody = await errorBodyOf(unknownPost);
    expect(await errorBodyOf(advance)).toEqual({
      ...unknownPostBody,
      message: String(unknownPostBody.message).replace('/api/dev/clack', '/api/dev/clock'),
    });
  });
});

describeOnBothDatabases(
  'dev clock, PAWPAL_TEST_CLOCK=1',
  (ctx) => {
    const serverNow = async (): Promise<number> => {
      const response = await call(ctx, undefined, 'GET', '/api/dev/clock');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { now } = (await response.json()) as { now: string };
      expect(new Date(now).toISOString()).toBe(now);
      return Date.parse(now);
    };

    it('answers the server time', async () => {
      const before = Date.now();
      const now = await serverNow();
      expect(now).toBeGreaterThanOrEqual(before);
    });

    it('moves the time forward and expires a request nobody answered within 72 h, in the same call', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(30),
        endDate: inDays(32),
        petIds: [rex.id],
      });
      expect(booking.status).toBe('requested');

      const before = await serverNow();
      const response = await call(ctx, undefined, 'POST', '/api/dev/clock/advance', { ms: 72 * HOUR + 60_000 });
      expect(response.status).toBe(200);
      const { now } = (await response.json()) as { now: string };
      expect(Date.parse(now) - before).toBeGreaterThanOrEqual(72 * HOUR + 60_000);
      expect(Date.parse(now) - before).toBeLessThan(73 * HOUR);
      expect(await serverNow()).toBeGreaterThanOrEqual(Date.parse(now));

      const read = await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`);
      await expect(read.json()).resolves.toMatchObject({ status: 'expired', actions: ['message'] });
    });

    it('runs a sweep a feature registered, at the moved time, before it answers', async () => {
      const seen: number[] = [];
      const unregister = ctx.pawpal.app
        .get(SchedulerService)
        .register({ name: 'dev-clock-probe', run: async (now) => void seen.push(now.getTime()) });
      try {
        const response = await call(ctx, undefined, 'POST', '/api/dev/clock/advance', { ms: HOUR });
        expect(response.status).toBe(200);
        const { now } = (await response.json()) as { now: string };
        expect(seen).toHaveLength(1);
        expect(seen[0]).toBeLessThanOrEqual(Date.parse(now));
        expect(Date.parse(now) - seen[0]!).toBeLessThan(60_000);
      } finally {
        unregister();
      }
    });

    if (ctx.kind === 'postgres') {
      it('waits for another instance holding the scheduler lock instead of skipping the sweeps', async () => {
        const sam = await sitter(ctx);
        const olive = await owner(ctx);
        const rex = await pet(ctx, olive);
        const booking = await requestBooking(ctx, olive, {
          sitterId: sam.id,
          service: 'boarding',
          startDate: inDays(40),
          endDate: inDays(42),
          petIds: [rex.id],
        });
        const other = new pg.Client({ connectionString: ctx.pawpal.config.databaseUrl as string });
        await other.connect();
        try {
          await other.query('SELECT pg_advisory_lock($1)', [SCHEDULER_LOCK_KEY]);
          let released = false;
          const answered = call(ctx, undefined, 'POST', '/api/dev/clock/advance', { ms: 72 * HOUR + 60_000 }).then((response) => ({
            response,
            released,
          }));
          // The advance is now waiting for the lock (a waiting advisory lock shows as not granted).
          await vi.waitFor(
            async () => {
              const [{ waiting }] = (
                await other.query(`SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)
              ).rows as [{ waiting: number }];
              expect(waiting).toBe(1);
            },
            { timeout: 10_000, interval: 50 },
          );
          released = true;
          await other.query('SELECT pg_advisory_unlock($1)', [SCHEDULER_LOCK_KEY]);
          const { response, released: releasedWhenAnswered } = await answered;
          expect(response.status).toBe(200);
          expect(releasedWhenAnswered).toBe(true);
          await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'expired' });
        } finally {
          await other.end();
        }
      });
    }

    it('refuses bodies that are not a positive whole number of ms up to 366 days, with a clear 400', async () => {
      const before = await serverNow();
      const cases: [unknown, RegExp][] = [
        [{}, /ms is required/],
        [{ ms: 0 }, /ms must be a positive number of milliseconds/],
        [{ ms: -HOUR }, /ms must be a positive number of milliseconds/],
        [{ ms: 1.5 }, /ms must be a whole number of milliseconds/],
        [{ ms: '3600000' }, /ms must be a whole number of milliseconds/],
        [{ ms: 366 * DAY + 1 }, /ms must be at most 31622400000 \(366 days\)/],
        [{ ms: HOUR, days: 1 }, /property days should not exist/],
      ];
      for (const [body, message] of cases) {
        const response = await call(ctx, undefined, 'POST', '/api/dev/clock/advance', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        await expect(response.json()).resolves.toMatchObject({ statusCode: 400, message: expect.stringMatching(message) });
      }
      expect((await call(ctx, undefined, 'POST', '/api/dev/clock/advance', { ms: 366 * DAY })).status).toBe(200);
      expect((await serverNow()) - before).toBeGreaterThanOrEqual(366 * DAY);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
