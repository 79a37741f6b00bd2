// Shared by the chat and WebSocket benchmarks and the reliability scripts: start the built API
// (dist/main.js) as a child process, create/drop a dedicated database, sign users up.
import { spawn, spawnSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { LOAD_TEST_MEMBER_LIMITS } from '../../../../scripts/e2e-env.mjs';

export const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_URL = process.env.BENCH_SERVER_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function databaseUrl(name, serverUrl = SERVER_URL) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * DROP + CREATE `name` on the server, then migrate it with the built migrate script. With
 * BENCH_TEMPLATE_DATABASE (the smoke runs of scripts/bench.mjs migrate one database first), a
 * copy of that already-migrated database instead: the same schema without migrating each time.
 */
export async function freshDatabase(name, serverUrl = SERVER_URL) {
  await dropDatabase(name, serverUrl);
  const template = process.env.BENCH_TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(name, serverUrl);
  if (template) return url;
  const result = spawnSync(process.execPath, ['dist/database/migrate.js'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'production', SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`migrate failed: ${result.stderr || result.stdout}`);
  return url;
}

export async function dropDatabase(name, serverUrl = SERVER_URL) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/**
 * What the API refuses to start without in production, for a benchmark's own instance: a fresh
 * VAPID key pair (P-256, base64url, as `npx web-push generate-vapid-keys` makes) and an SMTP URL.
 * The SMTP port is the discard port on loopback, where nothing listens: a benchmark's sign-up
 * mail fails to send and stays queued, which is not what any benchmark measures.
 */
export function productionEnv() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
    SMTP_URL: 'smtp://127.0.0.1:9',
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
    VAPID_SUBJECT: 'mailto:bench@pawpal.test',
  };
}

/** The load average now, as every benchmark prints it beside its figures. */
export function loadLine() {
  return `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} on ${availableParallelism()} cores`;
}

/**
 * A benchmark that measured nothing (no request answered 2xx, zero matches, zero messages) is a
 * failure, not a fast result: throws with what was missing so the run exits non-zero.
 */
export function assertMeasured(condition, what) {
  if (!condition) throw new Error(`Measured nothing: ${what}`);
}

/** Fails unless an autocannon result answered only 2xx, with no error and at least one request. */
export function assertAllOk(name, result) {
  assertMeasured(result['2xx'] > 0, `${name}: no request answered 2xx`);
  assertMeasured(
    result.non2xx === 0 && result.errors === 0 && result.timeouts === 0,
    `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
}

/**
 * How long autocannon loads a target: `seconds`, or with BENCH_REQUESTS (the smoke runs) exactly
 * that many requests, so a smoke on a machine too busy to answer within a second still measures
 * something instead of failing on time.
 */
export function loadFor(seconds) {
  const requests = Number(process.env.BENCH_REQUESTS ?? 0);
  return requests > 0 ? { amount: requests } : { duration: seconds };
}

/**
 * The bare baseline of a run: a `node:http` server answering a small JSON body, with no framework
 * and no database, loaded by autocannon with the benchmark's own connections for `seconds`, in the
 * same run as the measurement. Its requests/s say how fast this shared machine is at that moment,
 * so a ratio to it compares runs taken at different loads. `autocannon`: the caller's import.
 */
export async function bareHttpBaseline(autocannon, { connections, seconds }) {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"count":0}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const result = await autocannon({ url: `http://127.0.0.1:${server.address().port}/`, connections, ...loadFor(seconds) });
    assertAllOk('bare node:http', result);
    return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Starts `node dist/main.js`; resolves when /api/health answers. `stop()` sends SIGTERM, `kill()` SIGKILL. */
export async function startApi({ port, env = {}, nodeArgs = [], quiet = true } = {}) {
  const listenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, [...nodeArgs, 'dist/main.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...productionEnv(),
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      APP_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      // Benchmarks sign up many accounts from one address: each signUp() below claims its own
      // client address (X-Forwarded-For) so the per-IP sign-in limit (10/min) is not what we measure.
      TRUST_PROXY: 'true',
      // Senders post many messages a second: the members' anti-spam limits are not what we measure.
      ...LOAD_TEST_MEMBER_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (!quiet) process.stdout.write(`[api] ${chunk}`);
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
    if (!quiet) process.stderr.write(`[api] ${chunk}`);
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited during start:\n${output}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API did not start:\n${output}`);
    await sleep(100);
  }
  return {
    child,
    pid: child.pid,
    origin,
    port: listenPort,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Signs a fresh account up through the API; returns { cookie, id }. */
export async function signUp(origin, label = 'bench') {
  const email = `${label}-${randomBytes(6).toString('hex')}@example.com`;
  const response = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
    body: JSON.stringify({ firstName: label, lastName: 'Bench', email, password: 'correct horse battery staple' }),
  });
  if (response.status !== 201) throw new Error(`signup ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';', 1)[0])
    .find((pair) => pair.includes('pawpal.sid'));
  const { id } = await response.json();
  return { cookie, id, email };
}

/**
 * Lists an account as an approved sitter (the admin's review is not what these scripts measure).
 * Chat follows the marketplace (docs/api-contract.md): an owner may write to a listed sitter, not to another
 * owner, so every conversation here is opened by an owner with a sitter. `database`: a connected
 * pg client, or a connection string.
 */
export async function listSitter(database, userId) {
  const client = typeof database === 'string' ? new pg.Client({ connectionString: database }) : database;
  if (client !== database) await client.connect();
  try {
    await client.query(
      `INSERT INTO sitter_profiles (user_id, headline, suburb, state, postcode, latitude, longitude, time_zone, dog_sizes, accepts_cats, max_pets, cancellation_policy, review_status)
       VALUES ($1, 'Experienced and caring sitter', 'Surry Hills', 'NSW', '2010', -33.886, 151.211, 'Australia/Sydney', '{small,medium}', true, 2, 'moderate', 'approved')`,
      [userId],
    );
    await client.query(`INSERT INTO sitter_services (sitter_id, type, price_cents) VALUES ($1, 'dog_walking', 3000)`, [userId]);
  } finally {
    if (client !== database) await client.end();
  }
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}
