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
  '  Debian/Ubuntu: sudo apt-get install -y chromium fonts-noto-color-emoji   (binary /usr/bin/chromium)',
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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canApt = isRoot && inPath('apt-get');
  const found = findChromium();
  if (found) {
    ensureBaselineFonts(canApt);
    return found;
  }
  if (canApt) {
    console.log('No Chromium found: installing Debian chromium with apt-get.');
    aptInstall(['chromium', ...BASELINE_FONT_PACKAGES]);
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(HOW_TO_INSTALL);
}

/**
 * The fonts the committed visual baselines were rendered with (packages/ui/visual): without the
 * colour emoji font the notification emoji render as empty boxes and every screenshot differs.
 */
const BASELINE_FONT_PACKAGES = ['fonts-noto-color-emoji', 'fonts-dejavu-core', 'fonts-liberation'];

function aptInstall(packages) {
  // The package lists may be missing in a fresh container: update only when install fails.
  if (!apt(['install', '-y', ...packages])) {
    if (apt(['update'])) apt(['install', '-y', ...packages]);
  }
}

function hasEmojiFont() {
  const result = spawnSync('fc-list', [':family=Noto Color Emoji'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

function ensureBaselineFonts(canApt) {
  if (!inPath('fc-list') || hasEmojiFont()) return;
  if (canApt) {
    console.log('Installing the fonts the visual baselines were made with.');
    aptInstall(BASELINE_FONT_PACKAGES);
  } else {
    console.warn(`Fonts missing (${BASELINE_FONT_PACKAGES.join(', ')}): visual regression screenshots will differ from the baselines.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
