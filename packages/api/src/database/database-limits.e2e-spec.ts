import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { type PawpalApp } from '../app.js';
import { describeError } from '../platform/errors/error-response.js';

/**
 * A stuck database answers 503 fast instead of holding requests (with Postgres frozen
 * for 20 s, requests waited 20 s). Needs a database server: the embedded one has one connection
 * and no statement timeout. The waits below are the server's own timeouts (300 ms, 200 ms) against
 * statements that would run for a minute, so a busy machine cannot turn them green or red.
 */
describe.runIf(process.env.DATABASE_URL)('database limits [postgres]', () => {
  let pawpal: PawpalApp;
  let baseUrl: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ pawpal, baseUrl, cleanup } = await startTestApp('postgres', {
      DATABASE_POOL_SIZE: '1',
      DATABASE_CONNECT_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '200',
      SEED_DEMO: '0',
    }));
  });
  afterAll(async () => {
    await cleanup();
  });

  it('cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS, which clients get as a 503', async () => {
    const failure = await pawpal.database.dataSource.query('SELECT pg_sleep(60)').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((failure as { driverError?: { code?: string } }).driverError?.code).toBe('57014');
    expect(describeError(failure).body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Try again in a moment.',
    });
  });

  it('answers 503 fast when every pooled connection is stuck, health says why, and recovers', async () => {
    // Hold the only connection with a lock wait that the statement timeout cannot end: a
    // transaction that waits on an advisory lock held by another session, with the timeout off.
    const holder = new pg.Client({ connectionString: pawpal.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(4242)');
      const stuck = pawpal.database.dataSource
        .transaction(async (manager) => {
          await manager.query('SET LOCAL statement_timeout = 0');
          await manager.query('SELECT pg_advisory_xact_lock(4242)');
        })
        .catch(() => undefined);

      const search = await fetch(`${baseUrl}/api/search/sitters?suburb=Sydney`);
      expect(search.status).toBe(503);
      await expect(search.json()).resolves.toMatchObject({ message: 'The service is temporarily unavailable. Try again in a moment.' });

      const health = await fetch(`${baseUrl}/api/health`);
      expect(health.status).toBe(503);
      const body = (await health.json()) as { database: string; reason: string; pool: { total: number; waiting: number } };
      expect(body.database).toBe('down');
      expect(body.reason).toMatch(/timeout exceeded when trying to connect/);
      expect(body.pool.total).toBe(1);

      await holder.query('SELECT pg_advisory_unlock(4242)');
      await stuck;
      const healthy = await fetch(`${baseUrl}/api/health`);
      expect(healthy.status).toBe(200);
    } finally {
      await holder.end();
    }
  });
});
