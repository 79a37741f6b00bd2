#!/usr/bin/env node
// Search benchmark: 100,000 sitters and about 1,000,000 blocked or booked days in Postgres, then
// typical searches (10 km radius, one service, a 5-night date range) through the real HTTP endpoint.
//
//   node scripts/pnpm.mjs --filter @pawpal/api build      # the benchmark runs the built API
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/pnpm.mjs --filter @pawpal/api bench:search
//
// Creates (and afterwards drops, unless BENCH_KEEP=1) the database pawpal_bench_search on
// DATABASE_URL's server, migrates it, bulk-generates the data in SQL (generate_series), ANALYZEs,
// boots the app on it, runs SEARCHES sequential requests (latency p50/p95/p99), then autocannon
// for throughput, and prints EXPLAIN (ANALYZE, BUFFERS) of one typical search.
// Options (environment): SITTERS=100000 DAYS_PER_SITTER=10 SEARCHES=300 SECONDS=10 CONNECTIONS=10
// To compare two builds on the same data: BENCH_KEEP=1 on the first run, BENCH_REUSE=1 (skip the
// data, use the kept database as it is) on the next; BENCH_DIST=/path/to/another/dist runs that
// build instead (a copy of packages/api/dist beside a package.json and node_modules of the API).
// BENCH_DATABASE names the database (default pawpal_bench_search), so two people's runs on one
// server do not drop each other's.
// Every generated sitter is listed (approved by an admin, as search only shows listed sitters), so
// searches match as they would in production; a run where a search matches nothing, or a request
// answers other than 2xx, fails (it would measure empty searches, not search).
// `npm run bench -- search` runs it with the defaults; `npm run bench -- --smoke search` on small data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { assertAllOk, assertMeasured, loadFor, loadLine } from '../chat/support.mjs';

const SITTERS = Number(process.env.SITTERS ?? 100_000);
const DAYS_PER_SITTER = Number(process.env.DAYS_PER_SITTER ?? 11);
const SEARCHES = Number(process.env.SEARCHES ?? 300);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const DATABASE = process.env.BENCH_DATABASE ?? 'pawpal_bench_search';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`BENCH_DATABASE must be a plain lower-case name, not ${DATABASE}`);
const REUSE = process.env.BENCH_REUSE === '1';
/** Blocked and booked days fall within this many days from today; searches start within it too. */
const HORIZON_DAYS = 180;
const NIGHTS = 5;
/** Unavailable days come in runs of 2-6 days. */
const MEAN_RUN_DAYS = 4;
const RADIUS_KM = 10;
/** The performance targets (docs/benchmarks.md): sequential p95, and autocannon's throughput and p99. */
const TARGET_P95_MS = 25;
const TARGET_REQUESTS_PER_S = 400;
const TARGET_P99_MS = 100;

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dist = process.env.BENCH_DIST ? pathToFileURL(`${path.resolve(process.env.BENCH_DIST)}/`) : new URL('../../dist/', import.meta.url);
const { createApp } = await import(new URL('app.js', dist));
const { loadPawpalConfig: loadConfig } = await import(new URL('app-config.js', dist));
const { openDatabase } = await import(new URL('database/database.js', dist));
const { AU_SUBURB_ROWS } = await import(new URL('geo/au-suburbs.data.js', dist));

const admin = async (sql) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
const url = new URL(serverUrl);
url.pathname = `/${DATABASE}`;
const databaseUrl = url.toString();

const time = async (label, fn) => {
  const started = performance.now();
  const result = await fn();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

if (!REUSE) await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
// A copy of an already-migrated database when the smoke runner made one (the migrate step below
// then finds nothing to do).
const template = process.env.BENCH_TEMPLATE_DATABASE;
if (!REUSE) await admin(template ? `CREATE DATABASE ${DATABASE} TEMPLATE ${template}` : `CREATE DATABASE ${DATABASE}`);
const root = await mkdtemp(path.join(tmpdir(), 'pawpal-bench-search-'));
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: databaseUrl, SEED_DEMO: '0', SCHEDULER_INTERVAL_SECONDS: '0' },
  root,
);
await time('migrate', async () => (await openDatabase(config, { migrate: true })).close());

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
if (!REUSE)
  await time(`generate ${SITTERS.toLocaleString()} sitters`, async () => {
    await db.query('BEGIN');
    await db.query(
      `CREATE TEMP TABLE bench_suburbs (idx int PRIMARY KEY, postcode text, name text, state text, latitude float8, longitude float8) ON COMMIT DROP`,
    );
    await db.query(
      `INSERT INTO bench_suburbs SELECT row_number() OVER (), * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
      [0, 1, 2, 3, 4].map((column) => AU_SUBURB_ROWS.map((row) => row[column])),
    );
    // Every bundled suburb (the eight capitals' metro areas) equally likely; up to ~1 km from its centre.
    await db.query(
      `CREATE TEMP TABLE bench_sitters ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, g, b.*,
              b.latitude + (random() - 0.5) * 0.02 AS lat, b.longitude + (random() - 0.5) * 0.02 AS lng
         FROM (SELECT g, 1 + floor(random() * (SELECT count(*) FROM bench_suburbs))::int AS pick FROM generate_series(1, $1) g) s
         JOIN bench_suburbs b ON b.idx = s.pick`,
      [SITTERS],
    );
    await db.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash)
     SELECT id, (ARRAY['Charlotte','Oliver','Amelia','Jack','Isla','Noah','Mia','Priya','Minh','Liam'])[1 + g % 10],
            (ARRAY['Smith','Nguyen','Brown','Wilson','Taylor','Chen','Singh','Kelly','Ryan','Lee'])[1 + (g / 10) % 10],
            'bench-' || g || '@bench.pawpal.test', 'not-a-real-hash'
       FROM bench_sitters`,
    );
    await db.query(
      `INSERT INTO sitter_profiles (user_id, headline, about, experience_years, suburb, postcode, state, latitude, longitude, time_zone,
                                  dog_sizes, accepts_cats, accepts_small_animals, accepts_birds, max_pets, cancellation_policy, rating_avg, rating_count,
                                  review_status)
     SELECT id, 'Pet sitter in ' || name, 'Benchmark sitter.', g % 20, name, postcode, state, lat, lng,
            CASE state WHEN 'NSW' THEN 'Australia/Sydney' WHEN 'ACT' THEN 'Australia/Sydney' WHEN 'VIC' THEN 'Australia/Melbourne'
                       WHEN 'QLD' THEN 'Australia/Brisbane' WHEN 'WA' THEN 'Australia/Perth' WHEN 'SA' THEN 'Australia/Adelaide'
                       WHEN 'TAS' THEN 'Australia/Hobart' ELSE 'Australia/Darwin' END,
            (ARRAY['small','medium','large','giant'])[1:(g % 5)], g % 3 = 0, g % 7 = 0, g % 11 = 0, 1 + g % 4,
            (ARRAY['flexible','moderate','strict'])[1 + g % 3],
            CASE WHEN g % 4 = 0 THEN NULL ELSE round((3.5 + random() * 1.5)::numeric, 2) END,
            CASE WHEN g % 4 = 0 THEN 0 ELSE 1 + (random() * 60)::int END,
            'approved'
       FROM bench_sitters`,
    );
    // Services: boarding 70 %, dog walking 55 %, drop-ins 50 %, house sitting 40 %, day care 35 %; at least one each.
    await db.query(
      `INSERT INTO sitter_services (sitter_id, type, price_cents)
     SELECT id, t.type, t.low + 50 * floor(random() * (t.high - t.low) / 50)::int
       FROM bench_sitters
       CROSS JOIN (VALUES ('boarding', 4500, 9000, 0.70), ('house_sitting', 6000, 12000, 0.40), ('drop_in', 2000, 3500, 0.50),
                          ('day_care', 3500, 6000, 0.35), ('dog_walking', 2000, 4000, 0.55)) AS t(type, low, high, share)
      WHERE random() + 0 * g < t.share`, // g keeps random() per row: a qual on t alone is evaluated once
    );
    await db.query(
      `INSERT INTO sitter_services (sitter_id, type, price_cents)
     SELECT id, 'dog_walking', 2500 FROM bench_sitters b WHERE NOT EXISTS (SELECT 1 FROM sitter_services s WHERE s.sitter_id = b.id)`,
    );
    // Unavailable days: runs of 2-6 days at random offsets; 20 % of runs are bookings.
    await db.query(
      `INSERT INTO sitter_unavailable_days (sitter_id, day, reason, booking_id)
     SELECT b.id, current_date + r.start + d, CASE WHEN r.booked THEN 'booked' ELSE 'blocked' END, CASE WHEN r.booked THEN r.booking END
       FROM bench_sitters b
       CROSS JOIN LATERAL (
         SELECT floor(random() * ($1 - 6))::int + 0 * b.g AS start, 2 + floor(random() * 5)::int AS length,
                random() < 0.2 AS booked, gen_random_uuid() AS booking
           FROM generate_series(1, $2)) r
       CROSS JOIN LATERAL generate_series(0, r.length - 1) d
     ON CONFLICT (sitter_id, day) DO NOTHING`,
      [HORIZON_DAYS, Math.ceil(DAYS_PER_SITTER / MEAN_RUN_DAYS)],
    );
    await db.query('COMMIT');
  });
// The triggers rewrote every profile row while services and days were loaded; compact the table
// as it would be after a load (autovacuum reuses such space in a live database but never shrinks it).
if (!REUSE)
  await time('vacuum full + analyze', async () => {
    await db.query('VACUUM FULL sitter_profiles');
    await db.query('ANALYZE');
  });
const counts = (
  await db.query(
    `SELECT (SELECT count(*) FROM sitter_profiles)::int AS sitters,
            (SELECT count(*) FROM sitter_profiles WHERE review_status = 'approved')::int AS listed,
            (SELECT count(*) FROM sitter_services)::int AS services,
            (SELECT count(*) FROM sitter_unavailable_days)::int AS days`,
  )
).rows[0];
console.log(
  `rows: ${counts.sitters.toLocaleString()} sitters (${counts.listed.toLocaleString()} listed), ${counts.services.toLocaleString()} services, ${counts.days.toLocaleString()} unavailable days`,
);

const pawpal = await createApp(config);
const baseUrl = await pawpal.listen(0, '127.0.0.1');
const services = ['boarding', 'dog_walking', 'drop_in', 'house_sitting', 'day_care'];
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const today = new Date();
/** A typical search: a random capital suburb, 10 km, one service, a 5-night range in the next months. */
const typicalSearch = () => {
  const [postcode, suburb, state] = AU_SUBURB_ROWS[Math.floor(random() * AU_SUBURB_ROWS.length)];
  const start = new Date(today.getTime() + Math.floor(random() * (HORIZON_DAYS - NIGHTS)) * 86_400_000);
  const end = new Date(start.getTime() + NIGHTS * 86_400_000);
  const params = new URLSearchParams({
    suburb,
    postcode,
    state,
    radiusKm: String(RADIUS_KM),
    service: services[Math.floor(random() * services.length)],
    from: start.toISOString().slice(0, 10),
    to: end.toISOString().slice(0, 10),
  });
  return `/api/search/sitters?${params}`;
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  for (let i = 0; i < 20; i += 1) await fetch(baseUrl + typicalSearch()); // warm-up
  // Keep the statements the service sends, to time them again without HTTP and Node (database time).
  const dataSource = pawpal.database.dataSource;
  const original = dataSource.query.bind(dataSource);
  const statements = [];
  dataSource.query = (sql, parameters) => {
    if (/FROM sitter_profiles s WHERE/.test(sql)) statements.push({ sql, parameters });
    return original(sql, parameters);
  };
  const latencies = [];
  const totals = [];
  for (let i = 0; i < SEARCHES; i += 1) {
    const started = performance.now();
    const response = await fetch(baseUrl + typicalSearch());
    const body = await response.json();
    latencies.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`search answered ${response.status}: ${JSON.stringify(body)}`);
    totals.push(body.total);
  }
  const empty = totals.filter((total) => total === 0).length;
  latencies.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
  console.log(
    `\n${SEARCHES} sequential typical searches (HTTP, one at a time): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  );
  console.log(
    `matches per search: min ${totals[0]}, median ${percentile(totals, 50)}, p95 ${percentile(totals, 95)}, max ${totals.at(-1)}; searches matching nothing: ${empty} of ${SEARCHES}`,
  );
  // Some searches may land where no sitter offers that service; most matching nothing means the
  // data is not what search lists.
  assertMeasured(percentile(totals, 50) > 0, `the median search matched 0 sitters (${empty} of ${SEARCHES} matched nothing)`);
  console.log(`target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'MET' : 'NOT MET'}`);
  dataSource.query = original;
  const databaseTimes = [];
  for (const { sql, parameters } of statements) {
    const started = performance.now();
    await db.query(sql, parameters);
    databaseTimes.push(performance.now() - started);
  }
  databaseTimes.sort((a, b) => a - b);
  console.log(
    `the same ${databaseTimes.length} statements straight to Postgres (no HTTP, no Nest): p50 ${percentile(databaseTimes, 50).toFixed(1)} ms, p95 ${percentile(databaseTimes, 95).toFixed(1)} ms, p99 ${percentile(databaseTimes, 99).toFixed(1)} ms`,
  );
  const sqlP50 = percentile(databaseTimes, 50);
  console.log(
    `HTTP / bare SQL (the same statements, same run): p50 ${(p50 / sqlP50).toFixed(2)}x, p95 ${(p95 / percentile(databaseTimes, 95)).toFixed(2)}x; ${loadLine()}`,
  );

  const requests = Array.from({ length: 500 }, () => ({ method: 'GET', path: typicalSearch() }));
  const result = await autocannon({ url: baseUrl, connections: CONNECTIONS, ...loadFor(SECONDS), requests });
  assertAllOk('autocannon searches', result);
  console.log(
    `autocannon ${CONNECTIONS} connections, ${process.env.BENCH_REQUESTS ? `${process.env.BENCH_REQUESTS} requests` : `${SECONDS} s`}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  console.log(
    `target >= ${TARGET_REQUESTS_PER_S} req/s and p99 < ${TARGET_P99_MS} ms: ${result.requests.average >= TARGET_REQUESTS_PER_S && result.latency.p99 < TARGET_P99_MS ? 'MET' : 'NOT MET'}`,
  );

  const surryHills = AU_SUBURB_ROWS.find((row) => row[1] === 'Surry Hills' && row[0] === '2010');
  // The plan of one typical search, as the service sends it (not a statement of a request
  // autocannon left in flight, nor the badge lookups after it).
  let captured;
  dataSource.query = (sql, parameters) => {
    if (/FROM sitter_profiles s WHERE/.test(sql) && parameters.includes(surryHills[3])) captured ??= { sql, parameters };
    return original(sql, parameters);
  };
  await fetch(
    `${baseUrl}/api/search/sitters?${new URLSearchParams({ suburb: 'Surry Hills', postcode: '2010', state: 'NSW', radiusKm: '10', service: 'boarding', from: new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10), to: new Date(today.getTime() + 35 * 86_400_000).toISOString().slice(0, 10) })}`,
  );
  dataSource.query = original;
  const plan = (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${captured.sql}`, captured.parameters)).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS), Surry Hills 2010, 10 km, boarding, 5 nights:\n${plan}`);
  const seqScans = plan.match(/Seq Scan on (sitter_profiles|sitter_unavailable_days|sitter_services)\b/g) ?? [];
  console.log(`${loadLine()} at the end`);
  console.log(
    `\nlocation index used: ${/sitter_profiles_location_idx/.test(plan)}; sequential scans of search tables: ${seqScans.length === 0 ? 'none' : seqScans.join(', ')}`,
  );
} finally {
  await pawpal.close();
  await db.end();
  if (process.env.BENCH_KEEP !== '1') await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await rm(root, { recursive: true, force: true });
}
