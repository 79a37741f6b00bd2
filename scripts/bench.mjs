#!/usr/bin/env node
// `npm run bench -- NAME...`: the committed benchmarks, one command each, against the built API
// (it builds what is stale first) and the Postgres server of DATABASE_URL (default: the local one,
// postgres://postgres@127.0.0.1:5432/postgres). Each benchmark fails when it measures nothing
// (zero matches, zero messages, an answer other than 2xx) and prints the load average and its
// ratio to a bare baseline measured in the same run (docs/benchmarks.md).
//
//   npm run bench -- search              100,000 listed sitters, ~1.2 M unavailable days
//   npm run bench -- chat                unread-count: 1,000,000 messages, API against bare node:http + pg
//   npm run bench -- ws                  a message's way to the recipient's socket at 200/s
//   npm run bench -- bookings            pending-count badge, bookings list, public quote
//   npm run bench -- scale-out           three instances behind HAProxy (needs haproxy)
//   npm run bench -- --smoke search chat ws bookings    small data, about a second of load each
//   npm run bench -- --list
//
// --smoke is what npm test runs (the `bench` stage): small data and a fixed number of requests per
// target (BENCH_REQUESTS) instead of seconds; it migrates one template database and gives each
// benchmark a copy. A benchmark that stops working is red the day it breaks.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt } from './prepare.mjs';
import { ROOT, forwardSignals, run } from './processes.mjs';

const API = join(ROOT, 'packages', 'api');
const MINUTE = 60_000;

/** Each benchmark: its script and, for --smoke, the environment that makes its data small and its load short. */
const BENCHMARKS = {
  search: {
    script: 'packages/api/bench/search/run.mjs',
    smoke: { SITTERS: '3000', SEARCHES: '20', CONNECTIONS: '4', BENCH_REQUESTS: '40' },
  },
  chat: {
    script: 'packages/api/bench/chat/unread-count.mjs',
    smoke: { BENCH_MESSAGES: '5000', BENCH_USERS: '100', BENCH_ROUNDS: '1', BENCH_REQUESTS: '100' },
  },
  ws: {
    script: 'packages/api/bench/ws/message-latency.mjs',
    smoke: { BENCH_RATE: '40', BENCH_DURATION_S: '1', BENCH_PAIRS: '3' },
  },
  bookings: {
    script: 'packages/api/bench/bookings/bookings.mjs',
    smoke: { BENCH_REQUESTS: '100' },
    // On the Postgres server like the others (without it, an embedded database of its own).
    env: (serverUrl) => ({ BENCH_DATABASE_URL: serverUrl }),
  },
  'scale-out': {
    script: 'packages/api/test/reliability/three-instances.mjs',
    smoke: { SCALE_OUT_SKIP_E2E: '1' },
  },
};

const argv = process.argv.slice(2);
if (argv.includes('--list') || argv.length === 0) {
  console.log(`Benchmarks: ${Object.keys(BENCHMARKS).join(', ')}\nUsage: npm run bench -- [--smoke] NAME...`);
  process.exit(argv.length === 0 ? 2 : 0);
}
const smoke = argv.includes('--smoke');
const names = argv.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0 || names.length === 0) {
  console.error(`Unknown benchmark ${unknown.join(', ') || '(none given)'}. Benchmarks: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}

let stopping = false;
forwardSignals(() => {
  stopping = true;
});

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const commit = gitCommit();
console.log(
  `${new Date().toISOString()} commit ${commit}, ${smoke ? 'smoke' : 'full'} run of ${names.join(', ')}; load average at start ${loadLine()}; Postgres ${serverUrl.replace(/\/\/[^@]*@/, '//…@')}`,
);
// The scale-out run's browser journeys need the app too; the others only the API.
const whole = names.includes('scale-out') && !smoke;
if ((await ensureBuilt({ only: whole ? null : ['@pawpal/contract', '@pawpal/api'] })) !== 0) {
  console.error('The API build failed: nothing to benchmark.');
  process.exit(1);
}

const pg = (await import(join(API, 'node_modules', 'pg', 'lib', 'index.js'))).default;
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

let template;
if (smoke) {
  // One migrated database for every smoke benchmark to copy (CREATE DATABASE … TEMPLATE).
  template = `pawpal_bench_template_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const migrated = await run(process.execPath, ['dist/database/migrate.js'], {
    cwd: API,
    env: { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    timeoutMs: 2 * MINUTE,
  });
  if (migrated.code !== 0) {
    await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    console.error('Migrating the template database failed.');
    process.exit(1);
  }
}

const results = [];
try {
  for (const name of names) {
    if (stopping) break;
    const benchmark = BENCHMARKS[name];
    console.log(`\n━━ ${name}: node ${benchmark.script}${smoke ? ' (smoke)' : ''}`);
    const started = performance.now();
    const result = await run(process.execPath, [join(ROOT, benchmark.script)], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: serverUrl,
        BENCH_SERVER_URL: process.env.BENCH_SERVER_URL ?? serverUrl,
        ...(benchmark.env?.(serverUrl) ?? {}),
        ...(smoke ? { ...benchmark.smoke, BENCH_TEMPLATE_DATABASE: template } : {}),
      },
      timeoutMs: (smoke ? 2 : 20) * MINUTE,
    });
    results.push({ name, code: result.code, seconds: (performance.now() - started) / 1000 });
  }
} finally {
  if (template) await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}

console.log(`\n${smoke ? 'Smoke' : 'Benchmark'} runs, commit ${commit}, load average at the end ${loadLine()}:`);
for (const { name, code, seconds } of results)
  console.log(`  ${name.padEnd(10)} ${code === 0 ? 'pass' : `FAIL (exit ${code})`}  ${seconds.toFixed(1)} s`);
process.exit(results.length === names.length && results.every((result) => result.code === 0) ? 0 : 1);

function loadLine() {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
