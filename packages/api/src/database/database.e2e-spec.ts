import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { JSON_HEADERS, createTestDatabase, sessionCookieFrom, uniqueEmail } from '../../test/harness.js';
import { createApp, type PawpalApp } from '../app.js';
import { type PawpalConfig, loadPawpalConfig } from '../app-config.js';
import { DataDirInUseError } from './data-dir-lock.js';
import { PendingMigrationsError } from './database.js';
import { MIGRATIONS } from './schema.js';

/** These tests are about the embedded database's directory, so they run against PGlite only. */
describe('embedded database', () => {
  let root: string;
  let config: PawpalConfig;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pawpal-db-test-'));
    await cp(inject('pgliteTemplateDir'), path.join(root, 'db'), { recursive: true });
    config = loadPawpalConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: './db', STATIC_DIR: './no-static' }, root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps accounts across a restart, and refuses a second open of the same directory', async () => {
    const email = uniqueEmail('restart');
    const password = 'survives restarts';

    let first: PawpalApp | undefined = await createApp(config);
    try {
      expect(first.seed.seeded).toBe(true); // embedded, empty, not production: demo accounts
      expect(first.seed.demoAccounts.map((account) => account.email)).toEqual([
        'owner@pawpal.demo',
        'sitter@pawpal.demo',
        'admin@pawpal.demo',
      ]);
      const baseUrl = await first.listen(0, '127.0.0.1');
      const signup = await fetch(`${baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ firstName: 'Rae', lastName: 'Start', email, password }),
      });
      expect(signup.status).toBe(201);

      // While the first app holds the directory, a second one must not open it.
      const second = createApp(config);
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(`Data directory ./db is in use by another Pawpal process (pid ${process.pid})`);

      await first.close();
      first = undefined;

      const restarted = await createApp(config);
      try {
        const url = await restarted.listen(0, '127.0.0.1');
        const login = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ email, password }),
        });
        expect(login.status).toBe(200);
        expect(restarted.database.appliedMigrations).toEqual([]); // already migrated
        expect(restarted.seed.seeded).toBe(false);
        expect(restarted.seed.demoAccounts).toHaveLength(3);
      } finally {
        await restarted.close();
      }
    } finally {
      await first?.close();
    }
  });

  it('seeds nothing with SEED_DEMO=0', async () => {
    const dir = path.join(root, 'unseeded');
    await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
    const pawpal = await createApp(loadPawpalConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dir, SEED_DEMO: '0' }, root));
    try {
      expect(pawpal.seed).toEqual({ seeded: false, demoAccounts: [], sitterIds: [] });
      // No replica on the embedded database: the lag-tolerant reads use its one connection too.
      expect(pawpal.database.readDataSource).toBe(pawpal.database.dataSource);
      await expect(pawpal.database.dataSource.query('SELECT count(*)::int AS n FROM users')).resolves.toEqual([{ n: 0 }]);
    } finally {
      await pawpal.close();
    }
  });

  it('reports the database down with 503, and answers failures with a generic 500 and no stack', async () => {
    const pawpal = await createApp(config);
    try {
      const baseUrl = await pawpal.listen(0, '127.0.0.1');
      const signup = await fetch(`${baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ firstName: 'Dee', lastName: 'Down', email: uniqueEmail(), password: 'a long enough secret' }),
      });
      const cookie = sessionCookieFrom(signup)!;

      await pawpal.database.dataSource.destroy(); // the database goes away under the running app

      const health = await fetch(`${baseUrl}/api/health`);
      expect(health.status).toBe(503);
      await expect(health.json()).resolves.toEqual({
        status: 'ok',
        database: 'down',
        version: '0.1.0',
        reason: 'the database refused the check: Driver not Connected',
      });

      const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const me = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
      expect(me.status).toBe(500);
      const text = await me.text();
      expect(JSON.parse(text)).toEqual({
        requestId: expect.any(String),
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong',
      });
      expect(text).not.toMatch(/stack|pool|driver|\.js:\d+/i);
      // ...while the server log keeps the details.
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /api/auth/user failed'), expect.stringContaining('Error'));
      logged.mockRestore();
    } finally {
      await pawpal.close();
    }
  });
});

/** A database server is migrated as a deploy step; starting against an unmigrated one must say so. */
describe.runIf(process.env.DATABASE_URL)('database server (DATABASE_URL)', () => {
  it('refuses to start on pending migrations unless MIGRATE_ON_START=1', async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    try {
      const env = { NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: database.url, STATIC_DIR: '/nonexistent' };
      await expect(createApp(loadPawpalConfig(env))).rejects.toThrow(PendingMigrationsError);

      const migrating = await createApp(loadPawpalConfig({ ...env, MIGRATE_ON_START: '1' }));
      try {
        // Every migration, applied in timestamp order.
        expect([...migrating.database.appliedMigrations].sort()).toEqual(MIGRATIONS.map((Migration) => new Migration().name).sort());
        expect(migrating.seed.demoAccounts).toEqual([]); // SEED_DEMO defaults to off with a server
        // Without DATABASE_READ_URL every read is on the primary.
        expect(migrating.database.readDataSource).toBe(migrating.database.dataSource);
      } finally {
        await migrating.close();
      }
    } finally {
      await database.drop();
    }
  });
});
