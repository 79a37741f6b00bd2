// Reliability: restart Postgres under load. Expect: the API answers 503 while the database is
// down (never crashes, never 500), and recovers by itself within 10 s of Postgres coming back,
// including the LISTEN connection (a message posted afterwards reaches a socket) — no restart.
//
// NEVER touches the shared server on 5432: it initdb's a PRIVATE cluster (as the postgres user)
// in a temp directory on port 55432 and stops/starts that one. Must run as root or postgres.
//
//   node scripts/pnpm.mjs --filter @pawpal/api build
//   node packages/api/test/reliability/restart-postgres.mjs
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase, listSitter, signUp, sleep, startApi } from '../../bench/chat/support.mjs';
import { LiveClient } from './live-client.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const PORT = Number(process.env.RELIABILITY_PG_PORT ?? 55432);
const DOWN_FOR_MS = 5000;
const RECOVERY_TARGET_MS = 10_000;
const SERVER_URL = `postgres://postgres@127.0.0.1:${PORT}/postgres`;

const root = mkdtempSync(path.join(tmpdir(), 'pawpal-private-pg-'));
const dataDir = path.join(root, 'data');
const socketDir = path.join(root, 'socket');
const postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
const postgresGid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
execFileSync('mkdir', ['-p', socketDir]);
chownSync(root, postgresUid, postgresGid);
chownSync(socketDir, postgresUid, postgresGid);

function asPostgres(command) {
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
const pgCtl = (action) =>
  asPostgres(
    `${PG_BIN}/pg_ctl -D ${dataDir} -l ${root}/postgres.log -w -t 30 -o "-p ${PORT} -k ${socketDir} -c listen_addresses=127.0.0.1" ${action}`,
  );

asPostgres(`${PG_BIN}/initdb -D ${dataDir} -A trust -U postgres --no-sync >/dev/null`);
pgCtl('start');
console.log(`private Postgres 15 on 127.0.0.1:${PORT} (${dataDir})`);

let api;
let client;
const timeline = [];
try {
  const url = await freshDatabase('pawpal_reliability', SERVER_URL);
  api = await startApi({ env: { DATABASE_URL: url } });
  const reader = await signUp(api.origin, 'reader');
  await listSitter(url, reader.id); // an owner writes to a sitter
  const writer = await signUp(api.origin, 'writer');
  const channel = await (
    await fetch(`${api.origin}/api/chat/channels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: writer.cookie },
      body: JSON.stringify({ userId: reader.id }),
    })
  ).json();
  const pushes = [];
  client = new LiveClient({
    origin: api.origin,
    cookie: reader.cookie,
    userId: reader.id,
    onFrame: (frame) => frame.type === 'new_message' && pushes.push({ at: Date.now(), preview: frame.preview }),
  });

  // Load: health and unread-count (signed in) in a loop, every status recorded with its time.
  let loading = true;
  const load = [0, 1, 2, 3].map(async (worker) => {
    while (loading) {
      const path = worker % 2 === 0 ? '/api/health' : '/api/chat/unread-count';
      let status;
      try {
        const response = await fetch(`${api.origin}${path}`, { headers: { cookie: reader.cookie }, signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        status = error.name === 'TimeoutError' ? 'timeout' : 'refused';
      }
      timeline.push({ at: Date.now(), path, status });
      await sleep(100);
    }
  });

  await sleep(2000);
  const stoppedAt = Date.now();
  pgCtl('stop -m fast');
  console.log('stopped Postgres');
  await sleep(DOWN_FOR_MS);
  pgCtl('start');
  const startedAt = Date.now();
  console.log('started Postgres again');

  // Recovered = health 200 and unread-count 200, then a message posted now reaches the socket.
  let recoveredAt;
  while (Date.now() - startedAt < 30_000 && recoveredAt === undefined) {
    const recent = timeline.filter((entry) => entry.at > Date.now() - 400);
    if (
      recent.some((entry) => entry.path === '/api/health' && entry.status === 200) &&
      recent.some((entry) => entry.path === '/api/chat/unread-count' && entry.status === 200)
    )
      recoveredAt = Date.now();
    else await sleep(50);
  }
  let deliveredAt;
  for (let attempt = 0; deliveredAt === undefined && Date.now() - startedAt < 30_000; attempt += 1) {
    const preview = `after restart ${attempt}`;
    const posted = await fetch(`${api.origin}/api/chat/messages/${channel.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: writer.cookie },
      body: JSON.stringify({ body: preview }),
    }).catch(() => undefined);
    if (posted?.status === 201) {
      const until = Date.now() + 1000;
      while (Date.now() < until && !pushes.some((push) => push.preview === preview)) await sleep(20);
      if (pushes.some((push) => push.preview === preview)) deliveredAt = Date.now();
    } else {
      await sleep(200);
    }
  }
  loading = false;
  await Promise.all(load);

  const down = timeline.filter((entry) => entry.at > stoppedAt + 200 && entry.at < startedAt);
  const statusesWhileDown = {};
  for (const entry of down)
    statusesWhileDown[`${entry.path} ${entry.status}`] = (statusesWhileDown[`${entry.path} ${entry.status}`] ?? 0) + 1;
  const report = {
    apiAlive: api.child.exitCode === null,
    statusesWhileDown: JSON.stringify(statusesWhileDown),
    serverErrors500: timeline.filter((entry) => entry.status === 500).length,
    httpRecoveryMs: recoveredAt === undefined ? null : recoveredAt - startedAt,
    liveRecoveryMs: deliveredAt === undefined ? null : deliveredAt - startedAt,
    socketReconnected: client.ready,
  };
  report.pass =
    report.apiAlive &&
    report.serverErrors500 === 0 &&
    down.some((entry) => entry.status === 503) &&
    report.httpRecoveryMs !== null &&
    report.httpRecoveryMs <= RECOVERY_TARGET_MS &&
    report.liveRecoveryMs !== null &&
    report.liveRecoveryMs <= RECOVERY_TARGET_MS;
  console.table([report]);
  console.log(JSON.stringify({ reliability: 'restart-postgres', ...report }));
  process.exitCode = report.pass ? 0 : 1;
} finally {
  client?.stop();
  await api?.stop();
  try {
    pgCtl('stop -m immediate');
  } catch {
    // already stopped
  }
  rmSync(root, { recursive: true, force: true });
}
