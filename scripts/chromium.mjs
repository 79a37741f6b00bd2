// The one browser every browser test uses: a system Chromium. Playwright's own download is not
// possible here, and no environment variable makes Playwright or the Storybook test-runner use
// another binary, so each config passes `executablePath` from findChromium().
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Flags that work headless in a container; without the network ones Chromium floods a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const WELL_KNOWN = ['/usr/bin/chromium'];
const IN_PATH = ['chromium', 'chromium-browser'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function inPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/**
 * CHROMIUM_PATH when set (it must exist), else /usr/bin/chromium, else chromium or
 * chromium-browser in PATH; null when there is none.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
    return fromEnv;
  }
  for (const path of WELL_KNOWN) if (isExecutable(path)) return path;
  for (const name of IN_PATH) {
    const found = inPath(name);
    if (found) return found;
  }
  return null;
}

/** findChromium() or a clear error: for configs that cannot run without a browser. */
export function requireChromium() {
  const found = findChromium();
  if (!found) throw new Error(HOW_TO_INSTALL);
  return found;
}

const HOW_TO_INSTALL = [
  'No Chromium found. The browser tests need a system Chromium:',
  '  Debian/Ubuntu: sudo apt-get install -y chromium   (binary /usr/bin/chromium)',
  '  macOS:         brew install --cask chromium, then export CHROMIUM_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium',
  '  elsewhere:     install Chromium or Chrome and export CHROMIUM_PATH=/path/to/the/binary',
  "(Playwright's own browser download is not used: `playwright install` is not needed.)",
].join('\n');

function apt(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Return a Chromium path, installing Debian's chromium with apt-get when none is found and we
 * are root with apt-get available. Throws with install instructions otherwise.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && inPath('apt-get')) {
    console.log('No Chromium found: installing Debian chromium with apt-get.');
    // The package lists may be missing in a fresh container: update only when install fails.
    if (!apt(['install', '-y', 'chromium'])) {
      if (apt(['update'])) apt(['install', '-y', 'chromium']);
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(HOW_TO_INSTALL);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
