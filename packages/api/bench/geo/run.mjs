#!/usr/bin/env node
// Geo directory benchmark: building the bundled directory (every Australian locality, ~17,800)
// and the lookups requests make: autocomplete by name and by postcode prefix, a suburb by name,
// and the nearest suburb to a point (grid) against a scan of every suburb (what nearby() did).
//
//   node scripts/pnpm.mjs --filter @pawpal/contract build && node scripts/pnpm.mjs --filter @pawpal/api build
//   node packages/api/bench/geo/run.mjs            # ROUNDS=2000 BUILDS=15
//
// Prints the machine (cores, load average before and after), the table's size raw and gzipped,
// the build time (median of BUILDS) and per-operation median and p99 in microseconds.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const ROUNDS = Number(process.env.ROUNDS ?? 2000);
const BUILDS = Number(process.env.BUILDS ?? 15);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadBefore = load();

const started = performance.now();
const geo = await import('../../dist/geo/index.js');
const suburbs = geo.bundledSuburbs();
const firstLoadMs = performance.now() - started;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
function time(label, run, rounds = ROUNDS) {
  const samples = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    run(i);
    samples.push((performance.now() - start) * 1000);
  }
  samples.sort((a, b) => a - b);
  return { label, medianUs: quantile(samples, 0.5), p99Us: quantile(samples, 0.99) };
}

const builds = [];
for (let i = 0; i < BUILDS; i += 1) {
  const start = performance.now();
  new geo.GeoDirectory(suburbs);
  builds.push(performance.now() - start);
}
builds.sort((a, b) => a - b);
const directory = geo.GeoDirectory.bundled();

// Points spread over the populated coast and a few inland towns, the same for every run.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const points = Array.from({ length: ROUNDS }, () => {
  const anchor = suburbs[Math.floor(random() * suburbs.length)];
  return { latitude: anchor.latitude + (random() - 0.5) * 0.2, longitude: anchor.longitude + (random() - 0.5) * 0.2 };
});
const scanNearest = (center) => {
  let best;
  let bestKm = Infinity;
  for (const suburb of directory.suburbs) {
    const km = geo.haversineKm(center, suburb);
    if (km < bestKm) [best, bestKm] = [suburb, km];
  }
  return bestKm <= 25 ? best : undefined;
};
let disagreements = 0;
for (const point of points.slice(0, 200)) {
  if (directory.nearby(point, 25, 1)[0]?.suburb.postcode !== scanNearest(point)?.postcode) disagreements += 1;
}

const queries = ['newc', 'rich', 'st k', 'kilda', 'mount', 'b'];
const results = [
  time('search name prefix (6 queries)', (i) => directory.search(queries[i % queries.length])),
  time('search postcode prefix "2"', () => directory.search('2')),
  time('search postcode "3121"', () => directory.search('3121')),
  time('lookup "Richmond"', () => directory.lookup('Richmond')),
  time('nearest (grid, 25 km)', (i) => directory.nearby(points[i], 25, 1)),
  time('nearest (scan of every suburb)', (i) => scanNearest(points[i]), Math.min(ROUNDS, 300)),
];

const table = readFileSync(new URL('../../src/geo/au-localities.data.ts', import.meta.url));
console.log(`node ${process.version}, ${availableParallelism()} cores, load average ${loadBefore} (before) / ${load()} (after)`);
console.log(
  `table: ${suburbs.length} suburbs; au-localities.data.ts ${(table.length / 1024).toFixed(0)} KiB, gzip ${(gzipSync(table).length / 1024).toFixed(0)} KiB`,
);
console.log(
  `first import of dist/geo (and what it imports) + parse: ${firstLoadMs.toFixed(0)} ms; directory build: median ${quantile(builds, 0.5).toFixed(0)} ms (of ${BUILDS})`,
);
console.log(`grid vs scan nearest: ${disagreements} disagreements in 200 points`);
for (const { label, medianUs, p99Us } of results)
  console.log(`${label.padEnd(48)} median ${medianUs.toFixed(1).padStart(8)} µs   p99 ${p99Us.toFixed(1).padStart(8)} µs`);
