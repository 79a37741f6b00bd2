#!/usr/bin/env node
// Runs the pinned pnpm without needing it installed: `npx pnpm@<version>` works on a machine
// with only Node and npm (corepack fails here on signature checks, see docs/toolchain.md).
// npx costs ~1.5 s per call, so the first call resolves the pnpm entry point npx unpacked and
// later calls in the same process run it with `node` directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export const PNPM_SPEC = packageManager; // e.g. pnpm@10.34.9
const PNPM_VERSION = PNPM_SPEC.split('@')[1];

// npm warns about the pnpm-only keys in .npmrc on every npx call; they are not problems.
// (Only for the lookup: pnpm itself would read npm_config_loglevel and go quiet.)
const QUIET_NPM = { npm_config_loglevel: 'error', npm_config_update_notifier: 'false' };

let resolvedEntry; // undefined: not tried yet; null: use npx every time

/** The pnpm.cjs of the pinned version (unpacked by npx on first use), or null. */
function pnpmEntry() {
  if (resolvedEntry !== undefined) return resolvedEntry;
  resolvedEntry = null;
  try {
    const found = spawnSync('npx', ['--yes', '-p', PNPM_SPEC, '-c', 'command -v pnpm'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...QUIET_NPM },
    });
    const bin = found.status === 0 ? found.stdout.trim().split('\n').pop() : '';
    if (bin && existsSync(bin)) {
      const entry = realpathSync(bin);
      const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
      if (pkg.name === 'pnpm' && pkg.version === PNPM_VERSION) resolvedEntry = entry;
    }
  } catch {
    resolvedEntry = null;
  }
  return resolvedEntry;
}

/**
 * The command line that runs pnpm with `args`, for callers that spawn it themselves
 * (asynchronously, with their own stdio). Returns { command, args, env }.
 */
export function pnpmCommand(args) {
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...process.env };
  const entry = pnpmEntry();
  if (entry) return { command: process.execPath, args: [entry, ...args], env };
  return { command: 'npx', args: ['--yes', PNPM_SPEC, ...args], env };
}

/** Run pnpm with the given arguments; returns the exit status. */
export function pnpm(args, options = {}) {
  const cmd = pnpmCommand(args);
  const result = spawnSync(cmd.command, cmd.args, {
    cwd: options.cwd ?? root,
    stdio: options.stdio ?? 'inherit',
    env: { ...cmd.env, ...options.env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // From the command line it runs where it was started, as pnpm does (`pack` in packages/ui packs
  // that package); pnpm finds the workspace root itself for `-r`, `--filter` and `install`.
  process.exit(pnpm(process.argv.slice(2), { cwd: process.cwd() }));
}
