import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { databaseKinds, signUp, startTestApp, type TestContext } from '../test/harness.js';
import { type PawpalApp } from './app.js';
import { SCHEDULER_LOCK_KEY } from './platform/scheduler/scheduler.service.js';

/**
 * A graceful stop: readiness 503 first, live sockets closed with 1001 so clients move to
 * another instance, running requests finish. The in-flight request is made to wait on the sweep
 * lock held by another session, so "still running" is a state, not a duration.
 */
describe.each(databaseKinds(true))('draining before a shutdown [%s]', (kind) => {
  let started: { pawpal: PawpalApp; baseUrl: string; cleanup: () => Promise<void> } | undefined;

  afterEach(async () => {
    await started?.cleanup().catch(() => undefined);
    started = undefined;
  });

  it('answers readiness 503 at once, closes live sockets with 1001, and lets running requests finish', async () => {
    started = await startTestApp(kind, { PAWPAL_TEST_CLOCK: '1' });
    const { pawpal, baseUrl } = started;
    const ctx = {
      kind,
      pawpal,
      baseUrl,
      fetch: (path: string, init?: RequestInit) => fetch(new URL(path, baseUrl), { redirect: 'manual', ...init }),
    } as TestContext;
    expect((await ctx.fetch('/api/health/ready')).status).toBe(200);

    const account = await signUp(ctx);
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws?userId=${account.user.id}`, {
      headers: { cookie: account.cookie, origin: baseUrl },
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });

    let holder: pg.Client | undefined;
    let inFlight: Promise<Response> | undefined;
    if (kind === 'postgres') {
      holder = new pg.Client({ connectionString: pawpal.config.databaseUrl });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [SCHEDULER_LOCK_KEY]);
      // Moving the test clock runs the sweep, which waits for the lock: a request in flight.
      inFlight = ctx.fetch('/api/dev/clock/advance', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms: 1000 }),
      });
      await waitFor(async () => {
        const result = await holder!.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        );
        return result.rows[0]!.waiting > 0;
      });
    }

    const drained = pawpal.drain({ delayMs: 0, timeoutMs: 60_000 });
    const ready = await ctx.fetch('/api/health/ready').catch(() => undefined);
    // Readiness says 503 while the server still answers; once it has closed, nothing answers at all.
    if (ready !== undefined) {
      expect(ready.status).toBe(503);
      await expect(ready.json()).resolves.toEqual({ ready: false, reason: 'shutting down' });
    }
    await expect(closed).resolves.toEqual({ code: 1001, reason: 'Server shutting down' });

    if (holder && inFlight) {
      await holder.query('COMMIT');
      await holder.end();
      const finished = await inFlight;
      expect(finished.status).toBe(200);
    }
    await drained;
  }, 120_000);
});

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met');
}
