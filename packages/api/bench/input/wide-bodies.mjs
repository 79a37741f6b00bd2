#!/usr/bin/env node
// What one hostile-shaped JSON body costs the event loop: an anonymous ~1 MB body of many keys,
// a long array, or many small objects, sent to POST /api/auth/login (any JSON route would do),
// and bodies at the input limits to POST /api/pets (signed in). Boots the built API (run
// `node scripts/pnpm.mjs --filter @pawpal/api build` first) in this process on a fresh embedded
// database without the demo seed, sends each body alone (after a warm-up), then two wide bodies
// at once while GET /api/health is timed. Results and conditions: docs/benchmarks.md,
// "Wide request bodies (input limits)".
// Usage: node packages/api/bench/input/wide-bodies.mjs [rounds=3]
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const rounds = Number(process.argv[2] ?? 3);
const { createApp } = await import('../../dist/app.js');
const { loadPawpalConfig } = await import('../../dist/app-config.js');

/** A JSON object of `count` keys `k0`… with short values, as text. */
const wideObject = (count) => `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;
/** `count` objects of `keys` keys each, as JSON text. */
const objects = (count, keys) => `[${Array(count).fill(wideObject(keys)).join(',')}]`;
/** Each body goes to POST /api/auth/login anonymously, or (`pets: true`) to POST /api/pets signed in. */
const bodies = {
  // Beyond the input limits (refused before validation with them in place):
  'login + 90,000 unknown keys (~1 MB)': { body: `{"email":"a@b.co","password":"x",${wideObject(90_000).slice(1)}` },
  'login + array of 250,000 numbers (~0.5 MB)': { body: `{"email":"a@b.co","password":"x","list":[${Array(250_000).fill(1).join(',')}]}` },
  'login + 20,000 small objects (~0.4 MB)': { body: `{"email":"a@b.co","password":"x","list":${objects(20_000, 3)}}` },
  'pet + 5,000 vaccinations of 2 unknown keys': { pets: true, body: `{"name":"Rex","species":"dog","vaccinations":${objects(5_000, 2)}}` },
  // At the limits (what validation still sees):
  'login + 200 unknown keys': { body: `{"email":"a@b.co","password":"x",${wideObject(198).slice(1)}` },
  'login + array of 1,000 numbers': { body: `{"email":"a@b.co","password":"x","list":[${Array(1000).fill(1).join(',')}]}` },
  'pet + 1,000 vaccinations of 9 unknown keys (10,000 values)': {
    pets: true,
    body: `{"name":"Rex","species":"dog","vaccinations":${objects(1000, 9)}}`,
  },
  'pet + 50 vaccinations of 190 unknown keys (9,600 values)': {
    pets: true,
    body: `{"name":"Rex","species":"dog","vaccinations":${objects(50, 190)}}`,
  },
  'login + 1 MB password': { body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_000_000) }) },
  'pet + 1 MB temperament': { pets: true, body: JSON.stringify({ name: 'Rex', species: 'dog', temperament: 'é'.repeat(500_000) }) },
};

const root = await mkdtemp(path.join(tmpdir(), 'pawpal-bench-'));
const config = loadPawpalConfig(
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: path.join(root, 'db'),
    SEED_DEMO: '0',
    SCHEDULER_INTERVAL_SECONDS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  },
  root,
);
const pawpal = await createApp(config);
const baseUrl = await pawpal.listen(0, '127.0.0.1');

const signup = await fetch(`${baseUrl}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ firstName: 'Bench', lastName: 'Owner', email: 'bench@example.com', password: 'a long enough secret 42' }),
});
const cookie = signup.headers.getSetCookie()[0].split(';')[0];

async function send({ body, pets = false }) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${pets ? '/api/pets' : '/api/auth/login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(pets ? { cookie } : {}) },
    body,
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, message: text.slice(0, 160) };
}

try {
  console.log(
    `Pawpal wide-body benchmark: ${pawpal.database.mode} database, ${rounds} rounds each, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const [name, request] of Object.entries(bodies)) {
    const { body } = request;
    await send(request); // warm-up
    const times = [];
    let last;
    for (let round = 0; round < rounds; round += 1) {
      const before = performance.eventLoopUtilization();
      last = await send(request);
      const elu = performance.eventLoopUtilization(before);
      times.push({ ms: last.ms, busyMs: elu.active });
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      `${name} (${(body.length / 1024).toFixed(0)} KB): ${last.status}, median ${median(times.map((t) => t.ms)).toFixed(0)} ms wall, ` +
        `${median(times.map((t) => t.busyMs)).toFixed(0)} ms event loop busy — ${last.message}`,
    );
  }
  const wide = bodies['login + 90,000 unknown keys (~1 MB)'].body;
  const started = performance.now();
  const health = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const t = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.text();
    return { status: response.status, ms: performance.now() - t };
  })();
  const [a, b, h] = await Promise.all([send({ body: wide }), send({ body: wide }), health]);
  console.log(
    `two wide bodies at once: ${a.status} in ${a.ms.toFixed(0)} ms, ${b.status} in ${b.ms.toFixed(0)} ms; ` +
      `GET /api/health meanwhile ${h.status} in ${h.ms.toFixed(0)} ms; all done in ${(performance.now() - started).toFixed(0)} ms`,
  );
} finally {
  await pawpal.close();
  await rm(root, { recursive: true, force: true });
}
