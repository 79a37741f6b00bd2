#!/usr/bin/env node
// How long a request waits on a stuck Postgres before its answer: another session locks `users`
// in an open transaction, then one signed-in request and 20 at once (more than the pool's 10
// connections) are timed, then the lock is released and the same request is timed again.
// Boots the built API (run `node scripts/pnpm.mjs --filter @pawpal/api build` first) in this
// process on a fresh database of BENCH_DATABASE_URL's server (default the local one), dropped at
// the end. BENCH_ENV='{"DATABASE_LOCK_TIMEOUT_MS":"5000"}' sets variables for the API.
// Results and conditions: docs/operations.md, "The database, when it is slow or stuck".
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const { createApp } = await import('../../dist/app.js');
const { loadPawpalConfig } = await import('../../dist/app-config.js');
const { openDatabase } = await import('../../dist/database/database.js');

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pawpal_bench_stuck_${Date.now()}`;
async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
await admin(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const root = await mkdtemp(path.join(tmpdir(), 'pawpal-bench-'));
let pawpal;
try {
  const config = loadPawpalConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: path.join(root, 'db'),
      SEED_DEMO: '0',
      SCHEDULER_INTERVAL_SECONDS: '0',
      DATABASE_URL: url.toString(),
      ...JSON.parse(process.env.BENCH_ENV ?? '{}'),
    },
    root,
  );
  await (await openDatabase(config, { migrate: true })).close();
  pawpal = await createApp(config);
  const baseUrl = await pawpal.listen(0, '127.0.0.1');
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Lock', email: 'lock@example.com', password: 'a long enough secret 42' }),
  });
  const cookie = signup.headers.getSetCookie()[0].split(';')[0];
  const me = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
    await response.text();
    return `${response.status} in ${(performance.now() - started).toFixed(0)} ms`;
  };
  console.log(
    `Stuck-database benchmark: load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, limits ${JSON.stringify(config.databaseLimits)}`,
  );
  console.log(`before the lock: ${await me()}`);
  const locker = new pg.Client({ connectionString: url.toString() });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
  console.log(`users locked; one request: ${await me()}`);
  console.log(`20 at once: ${(await Promise.all(Array.from({ length: 20 }, me))).join(', ')}`);
  await locker.query('ROLLBACK');
  await locker.end();
  console.log(`lock released; the same request: ${await me()}`);
} finally {
  await pawpal?.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(root, { recursive: true, force: true });
}
