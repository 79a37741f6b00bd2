#!/usr/bin/env node
// Runs the pinned pnpm without needing it installed: `npx pnpm@<version>` works on a machine
// with only Node and npm (corepack fails here on signature checks, see docs/toolchain.md).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export const PNPM_SPEC = packageManager; // e.g. pnpm@10.34.9

/** Run pnpm with the given arguments; returns the exit status. */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', PNPM_SPEC, ...args], {
    cwd: options.cwd ?? root,
    stdio: options.stdio ?? 'inherit',
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...process.env, ...options.env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
