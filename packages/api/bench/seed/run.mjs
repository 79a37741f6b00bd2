#!/usr/bin/env node
// Demo seed time: boots the built API three times on a fresh embedded database (PGlite) in a
// temporary directory: (1) SEED_DEMO=0, which migrates; (2) SEED_DEMO=1 on that database, which
// seeds; (3) SEED_DEMO=1 again, which finds users and does not seed. Seed time = (2) − (3).
//
//   node scripts/pnpm.mjs --filter @pawpal/contract build && node scripts/pnpm.mjs --filter @pawpal/api build
//   node packages/api/bench/seed/run.mjs           # RUNS=1
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import 'reflect-metadata';

const RUNS = Number(process.env.RUNS ?? 1);
const { createApp } = await import('../../dist/app.js');
const { loadPawpalConfig } = await import('../../dist/app-config.js');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function boot(root, seedDemo) {
  const config = loadPawpalConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: path.join(root, 'db'),
      SEED_DEMO: seedDemo,
      STATIC_DIR: path.join(root, 'no-static'),
    },
    root,
  );
  const start = performance.now();
  const app = await createApp(config);
  const ms = performance.now() - start;
  const sitters = Number((await app.database.dataSource.query('SELECT count(*) AS n FROM sitter_profiles'))[0].n);
  const bookings = Number((await app.database.dataSource.query('SELECT count(*) AS n FROM bookings'))[0].n);
  await app.close();
  return { ms, sitters, bookings };
}

console.log(`node ${process.version}, ${availableParallelism()} cores, load average ${load()} (before)`);
for (let run = 0; run < RUNS; run += 1) {
  const root = await mkdtemp(path.join(tmpdir(), 'pawpal-bench-seed-'));
  try {
    const migrate = await boot(root, '0');
    const seeded = await boot(root, '1');
    const again = await boot(root, '1');
    console.log(
      `run ${run + 1}: migrate boot ${migrate.ms.toFixed(0)} ms; seeding boot ${seeded.ms.toFixed(0)} ms; seeded boot ${again.ms.toFixed(0)} ms; ` +
        `seed ≈ ${(seeded.ms - again.ms).toFixed(0)} ms for ${seeded.sitters} sitters, ${seeded.bookings} bookings`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
console.log(`load average ${load()} (after)`);
