// Reads on a real streaming replica (DATABASE_READ_URL). NEVER touches the shared server on 5432
// (its pg_hba allows no replication): it initdb's a PRIVATE primary as the postgres user in a temp
// directory, takes a base backup of it for a hot standby, starts both on free loopback ports, and
// stops and removes both at the end. Runs in the unit stage where DATABASE_URL is set (CI), as
// root with Postgres 15's binaries; anywhere else it is skipped with the reason.
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type HealthResponse } from '@pawpal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_HEADERS, sessionCookieFrom, signUp, type TestContext } from '../../test/harness.js';
import { checkResponseAgainstDescription } from '../../test/openapi-responses.js';
import { createApp, type PawpalApp } from '../app.js';
import { loadPawpalConfig } from '../app-config.js';
import { RECENT_WRITE_COOKIE, RECENT_WRITE_SECONDS } from '../platform/read-routing/read-routing.js';

const PG_BIN = '/usr/lib/postgresql/15/bin';
/** Ceiling for the replica to replay up to a given point (normally milliseconds). */
const REPLAY_CEILING_MS = 15_000;

function skipReason(): string | undefined {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (the unit stage sets it in CI, where this suite runs)';
  if (process.getuid?.() !== 0) return 'not running as root (the private clusters run as the postgres user through su)';
  if (!existsSync(path.join(PG_BIN, 'initdb')) || !existsSync(path.join(PG_BIN, 'pg_basebackup'))) return `${PG_BIN} is not installed`;
  try {
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', 'true'], { stdio: 'ignore' });
  } catch {
    return '`su postgres` is not available';
  }
  return undefined;
}

const skip = skipReason();
if (skip !== undefined) console.log(`read-replica.e2e-spec skipped: ${skip}`);

function asPostgres(command: string): string {
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
}

/** A loopback port nobody listens on now. */
async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function query<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Polls `condition` until it holds; fails after `ceilingMs` (a ceiling for a stuck replica, not a measure). */
async function waitFor(what: string, condition: () => Promise<boolean>, ceilingMs = REPLAY_CEILING_MS): Promise<void> {
  const deadline = Date.now() + ceilingMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ceilingMs} ms waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.skipIf(skip !== undefined)('reads on a streaming replica (DATABASE_READ_URL)', () => {
  const root = skip === undefined ? mkdtempSync(path.join(tmpdir(), 'pawpal-replica-')) : '';
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const socketDir = path.join(root, 'socket');
  let primaryPort = 0;
  let replicaPort = 0;
  const started: string[] = [];
  let pawpal: PawpalApp | undefined;
  let ctx: TestContext;
  const serverUrl = (port: number, database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const pgCtl = (dir: string, port: number, action: string) =>
    asPostgres(
      `${PG_BIN}/pg_ctl -D ${dir} -l ${dir}.log -w -t 30 -o "-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off" ${action}`,
    );

  /** Waits until the replica has replayed everything the primary has written so far. */
  async function replicaCaughtUp(): Promise<void> {
    const [current] = await query<{ lsn: string }>(serverUrl(primaryPort), 'SELECT pg_current_wal_lsn()::text AS lsn');
    const lsn = current!.lsn;
    await waitFor(`the replica to replay up to ${lsn}`, async () => {
      const [row] = await query<{ replayed: boolean }>(
        serverUrl(replicaPort),
        'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS replayed',
        [lsn],
      );
      return row!.replayed;
    });
  }

  beforeAll(async () => {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    mkdirSync(socketDir);
    chownSync(root, uid, gid);
    chownSync(socketDir, uid, gid);
    primaryPort = await freePort();
    replicaPort = await freePort();
    if (replicaPort === primaryPort) replicaPort = await freePort();

    asPostgres(`${PG_BIN}/initdb -D ${primaryDir} -A trust -U postgres --no-sync >/dev/null`);
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), '\nwal_level = replica\nmax_wal_senders = 4\n');
    appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    pgCtl(primaryDir, primaryPort, 'start');
    started.push(primaryDir);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming hot standby.
    asPostgres(`${PG_BIN}/pg_basebackup -R -D ${replicaDir} -h 127.0.0.1 -p ${primaryPort} -U postgres`);
    pgCtl(replicaDir, replicaPort, 'start');
    started.push(replicaDir);

    await query(serverUrl(primaryPort), 'CREATE DATABASE pawpal');
    await replicaCaughtUp();
    const config = loadPawpalConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATA_DIR: path.join(root, 'app', 'db'),
        STATIC_DIR: path.join(root, 'app', 'no-static'),
        DATABASE_URL: serverUrl(primaryPort, 'pawpal'),
        DATABASE_READ_URL: serverUrl(replicaPort, 'pawpal'),
        MIGRATE_ON_START: '1',
        SEED_DEMO: '1',
      },
      root,
    );
    pawpal = await createApp(config);
    const baseUrl = await pawpal.listen(0, '127.0.0.1');
    const app = pawpal;
    ctx = {
      kind: 'postgres',
      pawpal: app,
      baseUrl,
      async fetch(requestPath, init) {
        const url = new URL(requestPath, baseUrl);
        const response = await fetch(url, { redirect: 'manual', ...init });
        await checkResponseAgainstDescription(init?.method ?? 'GET', url, response);
        return response;
      },
    };
  });

  afterAll(async () => {
    try {
      await pawpal?.close();
      // close() ends the replica's pool too.
      expect(pawpal?.database.readDataSource.isInitialized).toBe(false);
    } finally {
      for (const dir of started.reverse()) {
        try {
          pgCtl(dir, 0, 'stop -m immediate');
        } catch {
          // already stopped
        }
      }
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('opens the read DataSource on the standby and the primary for everything else', async () => {
    const db = pawpal!.database;
    await expect(db.dataSource.query('SELECT pg_is_in_recovery() AS standby')).resolves.toEqual([{ standby: false }]);
    await expect(db.readDataSource.query('SELECT pg_is_in_recovery() AS standby')).resolves.toEqual([{ standby: true }]);
    expect(db.sweepDataSource).not.toBe(db.readDataSource);
  });

  it('answers search, the sitter page and reviews from the replica, and a member who just wrote from the primary', async () => {
    const primary = pawpal!.database.dataSource;
    const sitter = await signUp(ctx, { firstName: 'Rhea', lastName: 'Replica' });
    const other = await signUp(ctx, { firstName: 'Otto', lastName: 'Other' });
    await replicaCaughtUp();

    // Replay stops: from now on the replica lags behind everything below.
    await query(serverUrl(replicaPort), 'SELECT pg_wal_replay_pause()');
    await waitFor('replay to pause', async () => {
      const [row] = await query<{ state: string }>(serverUrl(replicaPort), 'SELECT pg_get_wal_replay_pause_state() AS state');
      return row!.state === 'paused';
    });
    try {
      // A listed sitter far from every seeded one, written straight to the primary.
      await primary.query(
        `INSERT INTO sitter_profiles (user_id, headline, suburb, state, postcode, latitude, longitude, time_zone, dog_sizes, accepts_cats, max_pets, cancellation_policy, review_status)
         VALUES ($1, 'Experienced and caring sitter', 'Testville', 'NT', '0872', -25.0, 130.0, 'Australia/Darwin', '{small}', true, 2, 'moderate', 'approved')`,
        [sitter.user.id],
      );
      await primary.query(`INSERT INTO sitter_services (sitter_id, type, price_cents) VALUES ($1, 'boarding', 5000)`, [sitter.user.id]);
      // The sitter's own write through the API marks them as having just written.
      const patched = await ctx.fetch('/api/sitters/me', {
        method: 'PATCH',
        headers: { ...JSON_HEADERS, cookie: sitter.cookie },
        body: JSON.stringify({ headline: 'Red centre pet sitting' }),
      });
      expect(patched.status).toBe(200);
      const recentWrite = patched.headers.getSetCookie().find((header) => header.startsWith(`${RECENT_WRITE_COOKIE}=`));
      expect(recentWrite).toBe(`${RECENT_WRITE_COOKIE}=1; Max-Age=${RECENT_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`);
      const justWrote = `${sessionCookieFrom(patched) ?? sitter.cookie}; ${recentWrite!.split(';', 1)[0]}`;

      const search = '/api/search/sitters?lat=-25&lng=130&radiusKm=5';
      const idsFound = async (cookie?: string) => {
        const response = await ctx.fetch(search, cookie === undefined ? {} : { headers: { cookie } });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { results: { id: string; headline: string }[]; nearest?: { id: string }[] };
        return [...body.results, ...(body.nearest ?? [])].map((result) => result.id);
      };
      // The replica has not replayed the new sitter: anonymous and other members do not see it yet.
      expect(await idsFound()).not.toContain(sitter.user.id);
      expect(await idsFound(other.cookie)).not.toContain(sitter.user.id);
      // The member who just wrote reads from the primary.
      expect(await idsFound(justWrote)).toContain(sitter.user.id);

      // The public page and reviews: not on the replica yet (404), but the sitter themself reads
      // the primary (their session alone, no recent write needed).
      expect((await ctx.fetch(`/api/sitters/${sitter.user.id}`)).status).toBe(404);
      expect((await ctx.fetch(`/api/sitters/${sitter.user.id}/reviews`)).status).toBe(404);
      expect((await ctx.fetch(`/api/sitters/${sitter.user.id}`, { headers: { cookie: other.cookie } })).status).toBe(404);
      const own = await ctx.fetch(`/api/sitters/${sitter.user.id}`, { headers: { cookie: sitter.cookie } });
      expect(own.status).toBe(200);
      expect(((await own.json()) as { headline: string }).headline).toBe('Red centre pet sitting');
      const ownReviews = await ctx.fetch(`/api/sitters/${sitter.user.id}/reviews`, { headers: { cookie: sitter.cookie } });
      expect(ownReviews.status).toBe(200);
    } finally {
      await query(serverUrl(replicaPort), 'SELECT pg_wal_replay_resume()');
    }

    // Once the replica has replayed, everyone sees the sitter, from the replica.
    await replicaCaughtUp();
    const response = await ctx.fetch('/api/search/sitters?lat=-25&lng=130&radiusKm=5');
    const body = (await response.json()) as { results: { id: string; headline: string }[] };
    expect(body.results.map((result) => [result.id, result.headline])).toEqual([[sitter.user.id, 'Red centre pet sitting']]);
    const page = await ctx.fetch(`/api/sitters/${sitter.user.id}`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { headline: string }).headline).toBe('Red centre pet sitting');
    const reviews = await ctx.fetch(`/api/sitters/${sitter.user.id}/reviews`);
    expect(reviews.status).toBe(200);
    expect(await reviews.json()).toMatchObject({ items: [], total: 0 });
  });
  it('reports the replica and its replay lag in /api/health; a replica that is down leaves the health 200', async () => {
    const health = async () => {
      const response = await ctx.fetch('/api/health');
      return { status: response.status, body: (await response.json()) as HealthResponse };
    };
    await replicaCaughtUp();
    const up = await health();
    expect(up).toMatchObject({ status: 200, body: { status: 'ok', database: 'up', replica: { database: 'up' } } });
    expect(up.body.replica!.lagSeconds).toBeGreaterThanOrEqual(0);

    // Replay paused with a change received but not replayed: the lag is the time since the last
    // change it did replay, more than nothing.
    await query(serverUrl(replicaPort), 'SELECT pg_wal_replay_pause()');
    try {
      await query(serverUrl(primaryPort, 'pawpal'), 'CREATE TABLE health_lag_probe (x int)');
      const [current] = await query<{ lsn: string }>(serverUrl(primaryPort), 'SELECT pg_current_wal_lsn()::text AS lsn');
      await waitFor('the replica to receive the change', async () => {
        const [row] = await query<{ received: boolean }>(
          serverUrl(replicaPort),
          'SELECT pg_last_wal_receive_lsn() >= $1::pg_lsn AS received',
          [current!.lsn],
        );
        return row!.received;
      });
      const behind = await health();
      expect(behind.body.replica!.database).toBe('up');
      expect(behind.body.replica!.lagSeconds).toBeGreaterThan(0);
    } finally {
      await query(serverUrl(replicaPort), 'SELECT pg_wal_replay_resume()');
    }

    // The replica stops: the primary still answers, so health stays 200 and names the replica down.
    pgCtl(replicaDir, replicaPort, 'stop -m fast');
    const down = await health();
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'ok', database: 'up', replica: { database: 'down', reason: expect.any(String) as string } });
    expect(down.body.replica).not.toHaveProperty('lagSeconds');
    expect(down.body).not.toHaveProperty('reason');
  });
});
