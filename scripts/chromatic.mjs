#!/usr/bin/env node
// `pnpm chromatic` / `npm run chromatic`: publish the built Storybook to Chromatic for visual
// review. Needs CHROMATIC_PROJECT_TOKEN; without it this explains and exits 0. The CLI hangs
// when the network is closed (even with --dry-run), so it runs under a timeout
// (CHROMATIC_TIMEOUT_SECONDS, default 300). Never part of `npm test`.
//   Extra arguments are passed to the chromatic CLI, e.g. `npm run chromatic -- --dry-run`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bin, forwardSignals, isStopping, run } from './processes.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n' +
      'Set it to the project token from chromatic.com (Manage > Configure) to publish Storybook:\n' +
      '  CHROMATIC_PROJECT_TOKEN=chpt_... npm run chromatic',
  );
  process.exit(0);
}

forwardSignals();
const timeoutSeconds = Number(process.env.CHROMATIC_TIMEOUT_SECONDS ?? 300);
const staticDir = join(ROOT, 'storybook-static');

console.log('$ storybook build -o storybook-static --quiet');
const build = await run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], {
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  timeoutMs: 10 * 60_000,
});
if (isStopping()) process.exit(130);
if (build.code !== 0 || !existsSync(join(staticDir, 'index.json'))) {
  console.error('Chromatic: the Storybook build failed (output above): nothing published.');
  process.exit(1);
}

const args = ['--exit-zero-on-changes', '--storybook-build-dir', 'storybook-static', ...process.argv.slice(2)];
console.log(`$ chromatic ${args.join(' ')}   (token from CHROMATIC_PROJECT_TOKEN, timeout ${timeoutSeconds} s)`);
const result = await run(bin('chromatic'), args, { timeoutMs: timeoutSeconds * 1000 });
if (result.timedOut) {
  console.error(
    `Chromatic: no result after ${timeoutSeconds} s. The CLI waits forever when chromatic.com is unreachable:\n` +
      'check the network or proxy (HTTPS_PROXY), or raise CHROMATIC_TIMEOUT_SECONDS.',
  );
  process.exit(1);
}
process.exit(isStopping() ? 130 : result.code);
