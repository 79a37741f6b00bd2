// Several machines as one (docs/operations.md): three API processes (dist/main.js) on one fresh Postgres
// database behind HAProxy (Debian's `haproxy` package), all on loopback. In order:
//   1. the browser journeys (packages/app/e2e, project `journeys`) run through the balancer:
//      sessions, live chat, logout, admin and payments work whichever instance answers;
//   2. throughput: requests/s through the balancer (signed-in reads, bounded in time);
//   3. an instance is killed (SIGKILL) while owners message sitters through the balancer and the
//      sitters' live connections are spread over the three instances: every acknowledged message
//      is in the history afterwards (messages lost: 0), and every client that lost its instance
//      reconnects to another (how long that took);
//   4. another instance is stopped gracefully (SIGTERM: readiness 503, then a drain) under the
//      same load: no request fails.
// The test-clock browser specs need one clock for all instances and run in npm test against a
// single server; the scheduler's single sweeper (an advisory lock) is covered by its API tests.
// Needs a build (node scripts/pnpm.mjs -r build) and haproxy (apt-get install haproxy).
//
//   node packages/api/test/reliability/three-instances.mjs      (npm run scale-out)
//   SCALE_OUT_SKIP_E2E=1 ...                                   phases 2-4 only
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureChromium } from '../../../../scripts/chromium.mjs';
import { e2eServerEnv } from '../../../../scripts/e2e-env.mjs';
import { dropDatabase, freePort, freshDatabase, listSitter, percentile, signUp, sleep, startApi } from '../../bench/chat/support.mjs';
import { LiveClient } from './live-client.mjs';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const DATABASE = 'pawpal_scale_out';
const INSTANCES = 3;
const THROUGHPUT_SECONDS = 5;
const THROUGHPUT_CONCURRENCY = 16;
const PAIRS = 12; // owner -> sitter conversations; the sitters' sockets spread over the instances
const SEND_INTERVAL_MS = 50;
const FLOW_BEFORE_FAULT_MS = 2500;
const FLOW_AFTER_FAULT_MS = 6000;
const RECONNECT_DEADLINE_MS = 20_000;

const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
if (haproxy.status !== 0) {
  console.error('haproxy is not installed: apt-get update && apt-get install -y haproxy (Debian bookworm: 2.6)');
  process.exit(2);
}

const url = await freshDatabase(DATABASE);
const balancerPort = await freePort();
const origin = `http://127.0.0.1:${balancerPort}`;
const env = {
  ...e2eServerEnv(origin),
  DATABASE_URL: url,
  // Not production: the e2e journeys verify email through the dev outbox (/api/dev/outbox).
  NODE_ENV: 'development',
  // The benchmark signs up accounts from many claimed addresses (X-Forwarded-For, as HAProxy sends).
  TRUST_PROXY: 'true',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // Readiness answers 503 for 5 s (the production default) before the drain, so the balancer's
  // checks (every second, 3 failures) take the instance out of rotation before it stops accepting.
  SHUTDOWN_DRAIN_DELAY_MS: '5000',
};
const instances = [];
for (let index = 0; index < INSTANCES; index += 1) instances.push(await startApi({ env }));

const workDir = mkdtempSync(join(tmpdir(), 'pawpal-haproxy-'));
const config = join(workDir, 'haproxy.cfg');
writeFileSync(
  config,
  `global
  maxconn 4096
defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 5s
frontend pawpal
  bind 127.0.0.1:${balancerPort}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 3 rise 2
${instances.map((instance, index) => `  server api${index} 127.0.0.1:${instance.port} check`).join('\n')}
`,
);
const balancer = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
let balancerOutput = '';
balancer.stdout.on('data', (chunk) => (balancerOutput += chunk));
balancer.stderr.on('data', (chunk) => (balancerOutput += chunk));

const report = { instances: INSTANCES, loadAverage: loadavg()[0].toFixed(2) };
const clients = [];
/** What failed, by phase and answer: the report prints it. */
const failures = new Map();
try {
  await waitFor(
    async () => (await fetch(`${origin}/api/health/ready`).catch(() => undefined))?.status === 200,
    10_000,
    'the balancer to answer',
  );

  // 1. The browser journeys through the balancer.
  if (process.env.SCALE_OUT_SKIP_E2E !== '1') {
    ensureChromium(); // Debian's chromium (installed with apt-get when missing and we are root)
    const started = performance.now();
    const e2e = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'packages/app/e2e/playwright.config.ts',
        '--project',
        'journeys',
        '--workers=1',
        '--reporter=line',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, E2E_BASE_URL: origin },
        stdio: 'inherit',
      },
    );
    report.e2eJourneys = e2e.status === 0 ? 'passed' : `FAILED (exit ${e2e.status})`;
    report.e2eSeconds = +((performance.now() - started) / 1000).toFixed(1);
  }

  // 2. Throughput: signed-in reads (a session lookup and a user read in Postgres) through the balancer.
  const reader = await signUp(origin, 'reader');
  const latencies = [];
  let errors = 0;
  const until = performance.now() + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: THROUGHPUT_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await fetch(`${origin}/api/auth/user`, { headers: { cookie: reader.cookie } }).catch(() => undefined);
        if (response?.status === 200) {
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
        } else {
          errors += 1;
          note(failures, `throughput ${response?.status ?? 'network'}`);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  Object.assign(report, {
    requestsPerSecond: Math.round(latencies.length / THROUGHPUT_SECONDS),
    p50Ms: +percentile(latencies, 50).toFixed(1),
    p95Ms: +percentile(latencies, 95).toFixed(1),
    throughputErrors: errors,
  });

  // 3 and 4: owners message sitters while one instance dies and another drains.
  const database = new pg.Client({ connectionString: url });
  database.on('error', () => undefined); // dropped with the database at the end
  await database.connect();
  const pairs = [];
  for (let index = 0; index < PAIRS; index += 1) {
    const owner = await signUp(origin, `owner${index}`);
    const sitter = await signUp(origin, `sitter${index}`);
    await listSitter(database, sitter.id);
    const response = await fetch(`${origin}/api/chat/channels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ userId: sitter.id }),
    });
    if (response.status !== 201 && response.status !== 200) throw new Error(`open channel ${response.status}: ${await response.text()}`);
    pairs.push({ owner, sitter, channelId: (await response.json()).id, acked: [] });
  }
  for (const pair of pairs) clients.push(new LiveClient({ origin, cookie: pair.sitter.cookie, userId: pair.sitter.id }));
  await waitFor(() => clients.every((client) => client.ready), 10_000, 'every live client to be ready');
  const opensBefore = clients.map((client) => client.opens);

  const flow = { acknowledged: 0, failed: 0, running: true, phase: 'before' };
  const senders = pairs.map(async (pair, index) => {
    let sequence = 0;
    while (flow.running) {
      sequence += 1;
      try {
        const response = await fetch(`${origin}/api/chat/messages/${pair.channelId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: pair.owner.cookie },
          body: JSON.stringify({ body: `pair ${index} message ${sequence}` }),
        });
        if (response.status === 201) {
          pair.acked.push((await response.json()).id);
          flow.acknowledged += 1;
        } else {
          note(failures, `${flow.phase} ${response.status} ${(await response.text()).slice(0, 80)}`);
          flow.failed += 1;
        }
      } catch (error) {
        note(failures, `${flow.phase} ${error.cause?.code ?? error.message}`);
        flow.failed += 1; // not acknowledged: nothing was promised
      }
      await sleep(SEND_INTERVAL_MS);
    }
  });

  await sleep(FLOW_BEFORE_FAULT_MS);
  const victim = instances[1];
  const failedBeforeKill = flow.failed;
  const killedAt = performance.now();
  flow.phase = 'kill';
  await victim.kill();
  console.log(`killed instance 1 (pid ${victim.pid}) with ${flow.acknowledged} messages acknowledged`);
  // Clients whose socket was on the dead instance reconnect (the app's backoff) through the balancer.
  const reconnected = () => clients.some((client, index) => client.opens > opensBefore[index]) && clients.every((client) => client.ready);
  await waitFor(reconnected, RECONNECT_DEADLINE_MS, 'the clients of the killed instance to reconnect');
  const reconnectedAt = performance.now();
  await sleep(FLOW_AFTER_FAULT_MS);
  report.failedWhileKilled = flow.failed - failedBeforeKill;

  // Graceful: SIGTERM instance 2 under the same load; the balancer moves traffic before it stops.
  const failedBeforeDrain = flow.failed;
  flow.phase = 'drain';
  await instances[2].stop();
  await sleep(1000);
  report.failedWhileDraining = flow.failed - failedBeforeDrain;
  flow.running = false;
  await Promise.all(senders);

  let missing = 0;
  for (const pair of pairs) {
    const stored = new Set();
    let cursor = null;
    do {
      const page = await (
        await fetch(`${origin}/api/chat/messages/${pair.channelId}?limit=100${cursor ? `&before=${cursor}` : ''}`, {
          headers: { cookie: pair.owner.cookie },
        })
      ).json();
      for (const message of page.messages) stored.add(message.id);
      cursor = page.nextCursor;
    } while (cursor);
    missing += pair.acked.filter((id) => !stored.has(id)).length;
  }
  await database.end();
  Object.assign(report, {
    acknowledged: flow.acknowledged,
    messagesLost: missing,
    clientsOnKilledInstance: clients.filter((client, index) => client.opens > opensBefore[index]).length,
    reconnectSeconds: +((reconnectedAt - killedAt) / 1000).toFixed(2),
    clientsGaveUp: clients.filter((client) => client.gaveUp).length,
  });
  report.pass =
    (report.e2eJourneys === undefined || report.e2eJourneys === 'passed') &&
    report.messagesLost === 0 &&
    report.clientsGaveUp === 0 &&
    report.failedWhileDraining === 0 &&
    report.throughputErrors === 0;
  if (failures.size > 0) console.table([...failures].map(([what, count]) => ({ what, count })));
  console.table([report]);
  console.log(JSON.stringify({ reliability: 'three-instances', ...report }));
  process.exitCode = report.pass ? 0 : 1;
} catch (error) {
  console.error(error);
  console.error(balancerOutput);
  process.exitCode = 1;
} finally {
  for (const client of clients) client.stop();
  balancer.kill('SIGTERM');
  for (const instance of instances) await instance.stop();
  rmSync(workDir, { recursive: true, force: true });
  await dropDatabase(DATABASE);
}

function note(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

async function waitFor(condition, timeoutMs, what) {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}
