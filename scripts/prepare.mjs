// Install and build for `npm start` and `npm test`, each skipped when already up to date.
// Freshness is decided by stamps under node_modules/.cache/pawpal written after a successful
// install or build, compared with the modification times of the inputs.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpmCommand } from './pnpm.mjs';
import { ROOT, run } from './processes.mjs';

const STAMPS = join(ROOT, 'node_modules', '.cache', 'pawpal');

// Build inputs a package reads from another without depending on it in package.json.
const IMPLICIT_DEPS = {
  '@pawpal/api': ['@pawpal/ui'], // the login page's CSS imports packages/ui/src/theme.css
};

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function readStamp(name) {
  try {
    return Number(readFileSync(join(STAMPS, name), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

function writeStamp(name, time) {
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(join(STAMPS, name), String(time));
}

/** Workspace packages: { name, dir, pkg, deps (workspace package names) }, from packages/*. */
export function workspacePackages() {
  const base = join(ROOT, 'packages');
  const found = [];
  for (const entry of readdirSync(base, { withFileTypes: true })) {
    const file = join(base, entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    found.push({ name: pkg.name, dir: join(base, entry.name), pkg });
  }
  const names = new Set(found.map((p) => p.name));
  for (const p of found) {
    const all = { ...p.pkg.dependencies, ...p.pkg.devDependencies, ...p.pkg.peerDependencies };
    p.deps = [...new Set([...Object.keys(all), ...(IMPLICIT_DEPS[p.name] ?? [])])].filter((d) => names.has(d) && d !== p.name);
  }
  return found;
}

// ── install ────────────────────────────────────────────────────────────────

function installInputs() {
  const inputs = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc'].map((f) => join(ROOT, f));
  for (const p of workspacePackages()) inputs.push(join(p.dir, 'package.json'));
  return inputs;
}

/** True when node_modules was installed after the last change to any manifest or the lockfile. */
export function installIsFresh() {
  const stamp = readStamp('install');
  if (!stamp || !existsSync(join(ROOT, 'node_modules', '.modules.yaml'))) return false;
  return installInputs().every((f) => mtime(f) <= stamp);
}

/**
 * `pnpm install --frozen-lockfile` (plain `install` when there is no lockfile), skipped when
 * node_modules is up to date. Returns the exit code.
 */
export async function ensureInstalled({ force = false } = {}) {
  if (!force && installIsFresh()) {
    console.log('Dependencies are up to date (node_modules newer than every manifest and the lockfile): skipping install.');
    return 0;
  }
  const started = Date.now();
  const hasLockfile = existsSync(join(ROOT, 'pnpm-lock.yaml'));
  const args = [
    'install',
    ...(hasLockfile ? ['--frozen-lockfile'] : []),
    // Never prompt (CI has no stdin): a modules dir made with other settings is just rebuilt.
    '--config.confirmModulesPurge=false',
  ];
  if (!hasLockfile) console.log('No pnpm-lock.yaml: running a plain install, which writes one.');
  const cmd = pnpmCommand(args);
  console.log(`$ pnpm ${args.join(' ')}`);
  const { code } = await run(cmd.command, cmd.args, { env: cmd.env });
  if (code === 0) writeStamp('install', started);
  else if (hasLockfile) {
    console.error(
      '\npnpm install --frozen-lockfile failed. If a package.json changed without its lockfile,\n' +
        'run `node scripts/pnpm.mjs install` and commit pnpm-lock.yaml.',
    );
  }
  return code;
}

// ── build ──────────────────────────────────────────────────────────────────

// Not build inputs: outputs, caches, tests and stories (Storybook is built separately).
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.data',
  'test-results',
  'playwright-report',
  'coverage',
  'storybook-static',
  'e2e',
  'visual',
  '__screenshots__',
  '.vite',
  '.turbo',
]);
const SKIP_FILES = /\.(test|spec|e2e-spec|stories)\.[cm]?[jt]sx?$|\.mdx$|^vitest\.(config|setup)\.[cm]?[jt]s$/;

function newestInput(dir) {
  let newest = 0;
  let newestPath = '';
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.git')) walk(join(current, entry.name));
      } else if (!SKIP_FILES.test(entry.name)) {
        const m = mtime(join(current, entry.name));
        if (m > newest) {
          newest = m;
          newestPath = join(current, entry.name);
        }
      }
    }
  };
  walk(dir);
  return { newest, newestPath };
}

/** Packages whose build is out of date (a dependency rebuilt makes its dependents stale too). */
export function staleBuilds() {
  const packages = workspacePackages().filter((p) => p.pkg.scripts?.build);
  const rootInputs = Math.max(mtime(join(ROOT, 'pnpm-lock.yaml')), mtime(join(ROOT, 'tsconfig.json')));
  const reasons = new Map();
  const stamps = new Map(packages.map((p) => [p.name, readStamp(buildStampName(p.name))]));
  for (const p of packages) {
    const stamp = stamps.get(p.name);
    const { newest, newestPath } = newestInput(p.dir);
    // A dependency built after this package (e.g. @pawpal/contract on its own, before the rest).
    const rebuiltDep = p.deps.find((d) => (stamps.get(d) ?? 0) > stamp);
    if (!existsSync(join(p.dir, 'dist'))) reasons.set(p.name, 'no dist/');
    else if (!stamp) reasons.set(p.name, 'never built by this script');
    else if (newest > stamp) reasons.set(p.name, `${newestPath.slice(ROOT.length)} changed`);
    else if (rootInputs > stamp) reasons.set(p.name, 'lockfile or root tsconfig changed');
    else if (rebuiltDep) reasons.set(p.name, `${rebuiltDep} was rebuilt since`);
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const p of packages) {
      if (reasons.has(p.name)) continue;
      const dep = p.deps.find((d) => reasons.has(d));
      if (dep) {
        reasons.set(p.name, `depends on ${dep}`);
        changed = true;
      }
    }
  }
  return { packages, reasons };
}

function buildStampName(name) {
  return `build-${name.replace(/[@/]/g, '_')}`;
}

/**
 * `pnpm -r build` (dependency order) for the packages that are out of date; everything when
 * force. `only` limits it to those package names (e.g. ['@pawpal/contract'], which the api and
 * the app import from its dist/ in typecheck and unit tests too). Returns the exit code.
 */
export async function ensureBuilt({ force = false, only = null } = {}) {
  const { packages: all, reasons } = staleBuilds();
  const packages = only ? all.filter((p) => only.includes(p.name)) : all;
  const targets = force ? packages : packages.filter((p) => reasons.has(p.name));
  if (targets.length === 0) {
    console.log(`Build is up to date (${packages.map((p) => p.name).join(', ')}): skipping. PAWPAL_REBUILD=1 forces it.`);
    return 0;
  }
  for (const p of targets) console.log(`  ${p.name}: ${force ? 'forced' : reasons.get(p.name)}`);
  const started = Date.now();
  const args = ['-r', ...targets.flatMap((p) => ['--filter', p.name]), '--workspace-concurrency=1', 'build'];
  const cmd = pnpmCommand(args);
  console.log(`$ pnpm ${args.join(' ')}`);
  const { code } = await run(cmd.command, cmd.args, { env: cmd.env });
  if (code === 0) for (const p of targets) writeStamp(buildStampName(p.name), started);
  return code;
}
