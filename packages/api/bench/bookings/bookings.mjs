#!/usr/bin/env node
// Benchmarks the bookings endpoints polled or hit most: the sitter's pending-count badge (spec:
// polled every 10 s by every signed-in sitter), the bookings list and the public quote.
// Boots the built API (run `node scripts/pnpm.mjs --filter @pawpal/api build` first) on a fresh
// embedded database with the demo seed, or on a fresh database of BENCH_DATABASE_URL's server.
// Usage: node packages/api/bench/bookings/bookings.mjs [seconds=10] [connections=50]
//        npm run bench -- bookings            (npm run bench -- --smoke bookings: 1 s each)
// Each endpoint's req/s is also given as a share of a bare node:http server measured in the same
// run; a login that fails, or any answer other than 2xx, fails the run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { assertAllOk, assertMeasured, bareHttpBaseline, loadFor, loadLine } from '../chat/support.mjs';

const seconds = Number(process.argv[2] ?? process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.argv[3] ?? 50);
const warmUpSeconds = Math.min(2, seconds);
const { createApp } = await import('../../dist/app.js');
const { loadPawpalConfig: loadConfig } = await import('../../dist/app-config.js');
const { openDatabase } = await import('../../dist/database/database.js');

const root = await mkdtemp(path.join(tmpdir(), 'pawpal-bench-'));
let databaseUrl;
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const name = `pawpal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
const config = loadConfig(
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: path.join(root, 'db'),
    SEED_DEMO: '1',
    SCHEDULER_INTERVAL_SECONDS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  root,
);
if (databaseUrl) await (await openDatabase(config, { migrate: true })).close();
const pawpal = await createApp(config);
const baseUrl = await pawpal.listen(0, '127.0.0.1');
try {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sitter@pawpal.demo', password: 'pawpal-demo-2025' }),
  });
  assertMeasured(login.status === 200, `the demo sitter's login answered ${login.status}`);
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  const [{ id: sitterId }] = await pawpal.database.dataSource.query(`SELECT id FROM users WHERE email = 'sitter@pawpal.demo'`);
  const start = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 105 * 86_400_000).toISOString().slice(0, 10);
  const targets = [
    { name: 'GET /api/bookings/pending-count (sitter)', method: 'GET', path: '/api/bookings/pending-count', headers: { cookie } },
    { name: 'GET /api/bookings?as=sitter', method: 'GET', path: '/api/bookings?as=sitter', headers: { cookie } },
    {
      name: 'POST /api/bookings/quote (public)',
      method: 'POST',
      path: '/api/bookings/quote',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitterId, service: 'boarding', startDate: start, endDate: end }),
    },
  ];
  console.log(`Pawpal bookings benchmark: ${pawpal.database.mode} database, ${connections} connections, ${seconds} s each`);
  const bare = await bareHttpBaseline(autocannon, { connections, seconds });
  console.log(
    `${'bare node:http (no framework, no database)'.padEnd(44)} ${String(Math.round(bare.requestsPerSecond)).padStart(6)} req/s  p99 ${bare.p99} ms`,
  );
  for (const target of targets) {
    // Warm up (JIT, session cache, plans), then measure; let in-flight requests drain before the next.
    await autocannon({
      url: `${baseUrl}${target.path}`,
      method: target.method,
      headers: target.headers,
      body: target.body,
      connections,
      ...loadFor(warmUpSeconds),
    });
    const result = await autocannon({
      url: `${baseUrl}${target.path}`,
      method: target.method,
      headers: target.headers,
      body: target.body,
      connections,
      ...loadFor(seconds),
    });
    const ok = result['2xx'];
    console.log(
      `${target.name.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s (${((100 * result.requests.average) / bare.requestsPerSecond).toFixed(0)} % of bare)  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  2xx ${ok}  other ${result.non2xx + result.errors}`,
    );
    assertAllOk(target.name, result);
  }
  console.log(loadLine());
  await new Promise((resolve) => setTimeout(resolve, 1000));
} finally {
  await pawpal.close();
  await dropDatabase();
  await rm(root, { recursive: true, force: true });
}
