#!/usr/bin/env node
// The JavaScript a visitor downloads per route, against its budget (packages/app/bundle-budget.json).
//
//   node scripts/bundle-budget.mjs            check (exit 1 when a route is over its budget)
//   node scripts/bundle-budget.mjs --json     the measurements as JSON
//
// What a route loads comes from Vite's build manifest (packages/app/dist/.vite/manifest.json):
// the entry (index.html) and the route's lazy page module, each with every chunk it imports
// statically, once. Dynamic imports load later and are not counted. Sizes are what travels: the
// brotli file the build wrote next to each chunk (vite-plugin-compression2), else the chunk
// brotli-compressed here at the same quality.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROOT } from './processes.mjs';

const appDir = join(ROOT, 'packages', 'app');
const dist = join(appDir, 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
const budgetFile = join(appDir, 'bundle-budget.json');

if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the app first (node scripts/pnpm.mjs --filter @pawpal/app build).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const { routes } = JSON.parse(readFileSync(budgetFile, 'utf8'));

/** Every JS file `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: is bundle-budget.json's page path right?`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) {
    if (!files.has(manifest[imported]?.file)) staticClosure(imported, files);
  }
  return files;
}

function transferredBytes(file) {
  const brotli = join(dist, `${file}.br`);
  if (existsSync(brotli)) return readFileSync(brotli).length;
  const raw = readFileSync(join(dist, file));
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const rows = Object.entries(routes).map(([route, { page, maxKb }]) => {
  const files = staticClosure(entryKey);
  staticClosure(page, files);
  const bytes = [...files].reduce((sum, file) => sum + transferredBytes(file), 0);
  return { route, page, files: files.size, kb: Math.round((bytes / 1024) * 10) / 10, maxKb, over: bytes > maxKb * 1024 };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('JavaScript per route (brotli, as transferred):');
  for (const row of rows) {
    console.log(
      `  ${row.over ? '✗' : '✓'} ${row.route.padEnd(30)} ${String(row.kb).padStart(7)} KB  budget ${row.maxKb} KB  (${row.files} files)`,
    );
  }
}
const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((row) => `${row.route} (${row.kb} KB > ${row.maxKb} KB)`).join(', ')}.`);
  console.error(
    'Split the route (lazy-load what the first paint does not need) or, if the growth is deliberate, raise its budget in packages/app/bundle-budget.json and say why in the commit.',
  );
  process.exit(1);
}
