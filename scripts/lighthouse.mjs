#!/usr/bin/env node
// Lighthouse on the first visit (docs/benchmarks.md): the four public pages of a fresh server, Lighthouse's
// mobile defaults (simulated slow 4G, 4x CPU slowdown, a phone's screen), Debian's Chromium, no
// network beyond 127.0.0.1. Fails below the targets.
//
//   node scripts/lighthouse.mjs             build if needed, start a fresh server, measure, check
//   node scripts/lighthouse.mjs --json      the measurements as JSON (still exits 1 below target)
//   BASE_URL=http://127.0.0.1:5000 node scripts/lighthouse.mjs   measure a server already running
//   SITTER_ID=<uuid> ...                    measure that sitter's page (default: the sitemap's first)
//   --theme dark                            the dark theme (Chromium reports prefers-color-scheme: dark,
//                                           which theme-init.js follows; Lighthouse clears localStorage)
//   --page sitter                           only the pages whose name contains this (repeatable)
//   --report-dir DIR                        also write each page's full Lighthouse report (JSON) there
//
// The fresh server is `npm start`'s: the built API serving the built app, a new embedded database
// in a temp DATA_DIR with the demo seed (so a sitter and a suburb have content), deleted on exit.
// The sitter page measured is the sitemap's first sitter; the search is that sitter's suburb.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { ensureBuilt } from './prepare.mjs';
import { ROOT, forwardSignals, freePort, startBackground, stop, waitForHttp } from './processes.mjs';

/** The first visit's targets, per page (docs/benchmarks.md, "First visit"). */
export const TARGETS = Object.freeze({ performance: 0.9, lcpMs: 2500, cls: 0.1, seo: 0.9, accessibility: 1 });

const json = process.argv.includes('--json');
/** The values given after each `--name` on the command line. */
function optionValues(name) {
  return process.argv.flatMap((arg, index) => (arg === `--${name}` && process.argv[index + 1] ? [process.argv[index + 1]] : []));
}
const theme = optionValues('theme')[0] ?? 'light';
if (theme !== 'light' && theme !== 'dark') throw new Error(`--theme is light or dark, not ${theme}`);
const pageFilters = optionValues('page');
const reportDir = optionValues('report-dir')[0];
const log = (...args) => (json ? console.error(...args) : console.log(...args));

async function startServer() {
  if ((await ensureBuilt()) !== 0) throw new Error('the build failed (output above)');
  const port = await freePort();
  // The database, uploads and verification documents (DATA_DIR's siblings) in one temp directory.
  const runDir = mkdtempSync(join(tmpdir(), 'pawpal-lighthouse-'));
  const dataDir = join(runDir, 'db');
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: origin, DATA_DIR: dataDir, SEED_DEMO: '1' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child = startBackground(process.execPath, [join(ROOT, 'packages', 'api', 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = async () => {
    await stop(child);
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${origin}/api/health`, { child, timeoutMs: 180_000 });
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, close };
}

/** The four pages: a sitter from the sitemap (or SITTER_ID), and a search of their suburb. */
async function pagesOf(origin) {
  let sitterId = process.env.SITTER_ID;
  if (!sitterId) {
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const sitterUrl = /<loc>([^<]*\/sitter\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    if (!sitterUrl) throw new Error('the sitemap lists no sitter: is the demo seed on?');
    sitterId = sitterUrl.split('/sitter/')[1];
  }
  const sitter = await (await fetch(`${origin}/api/sitters/${sitterId}`)).json();
  const suburb = new URLSearchParams({ suburb: sitter.suburb, state: sitter.state, postcode: sitter.postcode });
  return [
    { name: '/', path: '/' },
    { name: '/browse-services?suburb=…', path: `/browse-services?${suburb}` },
    { name: '/sitter/{id}', path: `/sitter/${sitterId}` },
    { name: '/become-a-sitter', path: '/become-a-sitter' },
  ];
}

/** Bytes of JavaScript the page transferred (compressed, as it went over the wire). */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * One Lighthouse run in a Chromium of its own (a browser reused across pages tends to return
 * broken traces, NO_NAVSTART); once more if the trace still came back broken.
 */
async function run(url, attempts = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: [
      ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'),
      '--headless=new',
      ...(theme === 'dark' ? ['--force-dark-mode'] : []),
    ],
  });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    }));
  } finally {
    await chrome.kill();
  }
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return run(url, attempts - 1);
  throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

async function measure(url, name) {
  const lhr = await run(url);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(
      join(reportDir, `${theme}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`),
      JSON.stringify(lhr),
    );
  }
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    seo: lhr.categories.seo.score,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    // Interaction readiness: when the main thread is quiet enough for input (Time to Interactive),
    // and the longest task a first tap could wait behind (Max Potential First Input Delay).
    ttiMs: Math.round(lhr.audits.interactive?.numericValue ?? Number.NaN),
    maxFidMs: Math.round(lhr.audits['max-potential-fid']?.numericValue ?? Number.NaN),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    jsKb: Math.round(scriptBytes(lhr) / 102.4) / 10,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          ['accessibility', 'seo'].some((id) => lhr.categories[id].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)),
      )
      .map((audit) => audit.id),
  };
}

function misses(row) {
  const out = [];
  if (row.performance < TARGETS.performance) out.push(`performance ${row.performance} < ${TARGETS.performance}`);
  if (row.lcpMs > TARGETS.lcpMs) out.push(`LCP ${row.lcpMs} ms > ${TARGETS.lcpMs} ms`);
  if (row.cls > TARGETS.cls) out.push(`CLS ${row.cls} > ${TARGETS.cls}`);
  if (row.seo < TARGETS.seo) out.push(`SEO ${row.seo} < ${TARGETS.seo}`);
  if (row.accessibility < TARGETS.accessibility)
    out.push(`accessibility ${row.accessibility} < ${TARGETS.accessibility} (${row.failedAudits.join(', ')})`);
  return out;
}

forwardSignals();
const started = Date.now();
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
const server = process.env.BASE_URL ? { origin: process.env.BASE_URL.replace(/\/$/, ''), close: async () => {} } : await startServer();
const rows = [];
try {
  const pages = (await pagesOf(server.origin)).filter(
    (page) => pageFilters.length === 0 || pageFilters.some((part) => page.name.includes(part)),
  );
  for (const page of pages) {
    // One warm-up load: the first request of a fresh server compiles and caches (the server
    // bundle's first render, the session store); a visitor meets a warm server.
    await fetch(`${server.origin}${page.path}`, { headers: { accept: 'text/html' } });
    const row = { page: page.name, theme, ...(await measure(`${server.origin}${page.path}`, page.name)) };
    row.misses = misses(row);
    rows.push(row);
    log(
      `${row.misses.length === 0 ? '✓' : '✗'} ${row.page.padEnd(26)} perf ${row.performance.toFixed(2)}  LCP ${(row.lcpMs / 1000).toFixed(1)} s  CLS ${row.cls}  ` +
        `SEO ${row.seo.toFixed(2)}  a11y ${row.accessibility.toFixed(2)}  JS ${row.jsKb} KB  (FCP ${(row.fcpMs / 1000).toFixed(1)} s, TBT ${row.tbtMs} ms, TTI ${(row.ttiMs / 1000).toFixed(1)} s, max FID ${row.maxFidMs} ms)`,
    );
  }
} finally {
  await server.close();
}

const seconds = Math.round((Date.now() - started) / 1000);
if (json) console.log(JSON.stringify({ loadAverage: load, seconds, theme, targets: TARGETS, pages: rows }, null, 2));
else log(`\nLighthouse ${'12'} mobile defaults, ${theme} theme, load average at start ${load}, ${seconds} s.`);
const failed = rows.filter((row) => row.misses.length > 0);
if (failed.length > 0) {
  console.error(`\nBelow target: ${failed.map((row) => `${row.page}: ${row.misses.join('; ')}`).join(' | ')}`);
  process.exit(1);
}
