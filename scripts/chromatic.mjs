#!/usr/bin/env node
// `pnpm chromatic` / `npm run chromatic`: publish the built Storybook to Chromatic for visual
// review, with chromatic.config.json (TurboSnap: only stories affected by the change; the modes
// light and dark come from .storybook/preview.tsx). Needs CHROMATIC_PROJECT_TOKEN; without it
// this explains and exits 0. Never part of `npm test`.
//   Extra arguments are passed to the chromatic CLI, e.g. `npm run chromatic -- --dry-run`.
//
// The CLI's own output (progress, stack traces) goes to node_modules/.cache/pawpal/chromatic.log;
// the terminal gets one line saying what happened, and the exit code is 0 only when Chromatic
// accepted the build. Offline, the CLI would print stack traces (and older versions waited
// forever): a DNS lookup first fails fast with one line, and the CLI runs under a timeout
// (CHROMATIC_TIMEOUT_SECONDS, default 300).
import { lookup } from 'node:dns/promises';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bin, forwardSignals, isStopping, run } from './processes.mjs';

const HOST = 'index.chromatic.com';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n' +
      'Set it to the project token from chromatic.com (Manage > Configure) to publish Storybook:\n' +
      '  CHROMATIC_PROJECT_TOKEN=chpt_... npm run chromatic',
  );
  process.exit(0);
}

function fail(line) {
  console.error(`Chromatic: ${line}`);
  process.exit(1);
}

// Offline or blocked: say so in one line before spending a Storybook build on it.
try {
  await Promise.race([
    lookup(HOST),
    new Promise((_, reject) => setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEOUT' })), 10_000).unref()),
  ]);
} catch (error) {
  fail(`cannot reach ${HOST} (${error.code ?? error.message}): offline or blocked (set HTTPS_PROXY behind a proxy); nothing published.`);
}

forwardSignals();
const timeoutSeconds = Number(process.env.CHROMATIC_TIMEOUT_SECONDS ?? 300);
const staticDir = join(ROOT, 'storybook-static');
const logDir = join(ROOT, 'node_modules', '.cache', 'pawpal');
mkdirSync(logDir, { recursive: true });
const logFile = join(logDir, 'chromatic.log');

// --stats-json: the module graph TurboSnap reads to find the stories a change affects.
console.log('$ storybook build -o storybook-static --quiet --stats-json storybook-static');
const build = await run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet', '--stats-json', 'storybook-static'], {
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  timeoutMs: 10 * 60_000,
});
if (isStopping()) process.exit(130);
if (build.code !== 0 || !existsSync(join(staticDir, 'index.json'))) fail('the Storybook build failed (output above); nothing published.');

const args = ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)];
console.log(`$ chromatic ${args.join(' ')}   (token from CHROMATIC_PROJECT_TOKEN, timeout ${timeoutSeconds} s, output in ${logFile})`);
const fd = openSync(logFile, 'w');
const result = await run(bin('chromatic'), args, { timeoutMs: timeoutSeconds * 1000, stdio: ['ignore', fd, fd] });
closeSync(fd);
if (isStopping()) process.exit(130);

const output = readFileSync(logFile, 'utf8');
const buildUrl = output.match(/https:\/\/www\.chromatic\.com\/build\?[^\s]+/)?.[0];
if (result.timedOut) fail(`no result after ${timeoutSeconds} s (raise CHROMATIC_TIMEOUT_SECONDS); full output: ${logFile}`);
if (result.code !== 0) {
  // The CLI's failure headline ("✖ Failed to authenticate") and the reason on the next line.
  const lines = output.split('\n').map((line) => line.trim());
  const headline = lines.findIndex((line) => line.startsWith('✖'));
  const reason =
    headline >= 0
      ? [lines[headline].replace(/^✖\s*/, ''), lines[headline + 1]].filter(Boolean).join(': ')
      : `the CLI exited with ${result.code}`;
  fail(`${reason}; nothing published. Full output: ${logFile}`);
}
console.log(`Chromatic: published${buildUrl ? ` (${buildUrl})` : ''}; full output: ${logFile}`);
