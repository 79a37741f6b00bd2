// Benchmark: one API process holding 10,000 authenticated idle WebSocket connections.
// Target: < 50 KB of API memory per connection (RSS delta / connections). The clients run in a
// separate process. File descriptors: run through idle-connections.sh (raises `ulimit -n`).
//
//   node scripts/pnpm.mjs --filter @pawpal/api build
//   sh packages/api/bench/ws/idle-connections.sh
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dropDatabase, freshDatabase, rssBytes, signUp, sleep, startApi } from '../chat/support.mjs';

const DATABASE = 'pawpal_bench_ws';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const USERS = 100;
const TARGET_BYTES_PER_CONNECTION = 50 * 1024;

const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
if (Number.isFinite(limit) && limit < CONNECTIONS + 500) {
  console.error(`ulimit -n is ${limit}: run through idle-connections.sh (it raises the limit) or raise it yourself`);
  process.exit(1);
}

const url = await freshDatabase(DATABASE);
const api = await startApi({ env: { DATABASE_URL: url } });
let clients;
try {
  const accounts = [];
  for (let index = 0; index < USERS; index += 1) accounts.push(await signUp(api.origin, `ws${index}`));
  // Warm the code paths with a few connections before the baseline.
  await runClients(accounts, 50).then((child) => child.kill('SIGKILL'));
  await sleep(3000);
  const before = rssBytes(api.pid);
  const started = Date.now();
  clients = await runClients(accounts, CONNECTIONS);
  const connectSeconds = (Date.now() - started) / 1000;
  await sleep(5000); // let allocation settle
  const after = rssBytes(api.pid);
  const perConnection = (after - before) / CONNECTIONS;
  const result = {
    bench: 'ws-idle-connections',
    connections: CONNECTIONS,
    connectSeconds,
    rssBeforeMiB: +(before / 2 ** 20).toFixed(1),
    rssAfterMiB: +(after / 2 ** 20).toFixed(1),
    bytesPerConnection: Math.round(perConnection),
    kibPerConnection: +(perConnection / 1024).toFixed(1),
    targetKiB: TARGET_BYTES_PER_CONNECTION / 1024,
    pass: perConnection < TARGET_BYTES_PER_CONNECTION,
  };
  console.table([result]);
  console.log(JSON.stringify(result));
} finally {
  clients?.kill('SIGKILL');
  await api.stop();
  await dropDatabase(DATABASE);
}

/** Starts the client process and resolves once every socket is authenticated. */
function runClients(accounts, count) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./idle-clients.mjs', import.meta.url))], {
    env: { ...process.env, ORIGIN: api.origin, ACCOUNTS: JSON.stringify(accounts), COUNT: String(count) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const line = String(chunk);
      const match = /READY (\d+) FAILED (\d+)/.exec(line);
      if (!match) return;
      if (Number(match[1]) !== count) reject(new Error(`only ${match[1]} of ${count} sockets ready (${match[2]} failed)`));
      else resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`client process exited with ${code}`)));
  });
}
