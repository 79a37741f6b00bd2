// @vitest-environment node
/**
 * The published package, tested the way a consumer gets it: build (when dist is missing or
 * older than src), `pnpm pack`, install the tarball with npm into an empty project next to
 * react and react-dom, then import it from plain Node ESM and server-render components.
 * Also type-checks a consumer file under `moduleResolution: nodenext`, the strictest resolver.
 *
 * Needs the npm registry (or a warm npm cache: the install runs with --prefer-offline).
 * Set KEEP_PACK_TEST=1 to keep the temporary project for debugging.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM = 'pnpm@10.34.9';
const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_update_notifier: 'false', npm_config_loglevel: 'error' },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

// What the consumer script prints: rendered HTML per component and facts about the CSS.
interface ConsumerReport {
  exports: string[];
  html: Record<'button' | 'badge' | 'countBadge' | 'card' | 'price' | 'statusBadge' | 'avatar' | 'sitterCard', string>;
  formatAud: string;
  stylesPath: string;
  stylesCss: string;
  themeCss: string;
}

const CONSUMER_SCRIPT = `
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import * as ui from '@pawpal/ui';

const { Button, Badge, CountBadge, Card, CardHeader, CardTitle, CardContent, Price, StatusBadge, UserAvatar, SitterCard, formatAud } = ui;
const stylesPath = fileURLToPath(import.meta.resolve('@pawpal/ui/styles.css'));
const themePath = fileURLToPath(import.meta.resolve('@pawpal/ui/theme.css'));
const report = {
  exports: Object.keys(ui).sort(),
  html: {
    button: renderToString(h(Button, { variant: 'destructive' }, 'Cancel booking')),
    badge: renderToString(h(Badge, { variant: 'success' }, 'Verified')),
    countBadge: renderToString(h(CountBadge, { count: 120 })),
    card: renderToString(
      h(Card, null, h(CardHeader, null, h(CardTitle, null, 'Dog walking')), h(CardContent, null, 'Two walks a day')),
    ),
    price: renderToString(h(Price, { cents: 4500, unit: '/ night', from: true })),
    statusBadge: renderToString(h(StatusBadge, { status: 'in_progress', tone: 'indigo' }, 'In progress')),
    avatar: renderToString(h(UserAvatar, { firstName: 'Olivia', lastName: 'Nguyen' })),
    sitterCard: renderToString(
      h(SitterCard, { name: 'Olivia Nguyen', suburb: 'Surry Hills', distanceKm: 2.3, priceCents: 4500, rating: 4.5, reviewCount: 12, href: '/sitter/1' }),
    ),
  },
  formatAud: formatAud(4500),
  stylesPath,
  stylesCss: readFileSync(stylesPath, 'utf8'),
  themeCss: readFileSync(themePath, 'utf8'),
};
process.stdout.write(JSON.stringify(report));
`;

// Type-checks against the packed declarations; a wrong prop must be an error (so types are not any).
const CONSUMER_TYPES = `
import { Price, formatAud, StatusBadge, type BadgeVariant, type PriceProps } from '@pawpal/ui';

const props: PriceProps = { cents: 4500, unit: '/ night' };
const tone: BadgeVariant = 'teal';
export const text: string = formatAud(props.cents);
export const elements = [Price(props), StatusBadge({ status: 'paid', tone, children: 'Paid' })];
// @ts-expect-error cents is a number of cents, not a string
export const wrong: PriceProps = { cents: '45.00' };
`;

describe('the packed @pawpal/ui', () => {
  let workDir: string;
  let project: string;
  let tarball: string;
  let report: ConsumerReport;

  beforeAll(() => {
    const entry = join(pkgDir, 'dist/index.js');
    const stale = !existsSync(entry) || statSync(entry).mtimeMs < newestMtime(join(pkgDir, 'src'));
    if (stale) run(process.execPath, ['build.mjs'], pkgDir);

    workDir = mkdtempSync(join(tmpdir(), 'pawpal-ui-pack-'));
    run('npx', ['--yes', PNPM, 'pack', '--pack-destination', workDir], pkgDir);
    const tgz = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!tgz) throw new Error(`pnpm pack wrote no tarball to ${workDir}`);
    tarball = join(workDir, tgz);

    project = join(workDir, 'consumer');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', tarball, 'react@19', 'react-dom@19', '@types/react@19'],
      project,
    );
    writeFileSync(join(project, 'check.mjs'), CONSUMER_SCRIPT);
    report = JSON.parse(run(process.execPath, ['check.mjs'], project)) as ConsumerReport;
  }, 300_000);

  // Deleting the project's node_modules and running tsc take far longer than vitest's default
  // timeouts on a busy machine (seen: 27 s for tsc, over 10 s for the delete).
  afterAll(() => {
    if (workDir && !process.env.KEEP_PACK_TEST) rmSync(workDir, { recursive: true, force: true });
  }, 120_000);

  it('ships only dist, the README, the LICENSE and the CHANGELOG', () => {
    const listing = run('tar', ['-tzf', tarball], workDir).split('\n').filter(Boolean);
    expect(listing).toContain('package/package.json');
    expect(listing).toContain('package/README.md');
    expect(listing).toContain('package/LICENSE');
    expect(listing).toContain('package/dist/index.cjs');
    expect(listing).toContain('package/dist/index.js.map');
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing).toContain('package/dist/styles.css');
    expect(listing).toContain('package/dist/theme.css');
    expect(listing.filter((path) => !/^package\/(dist\/|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/.test(path))).toEqual([]);
    expect(listing.some((path) => /\.(stories|test)\./.test(path))).toBe(false);
  });

  it('imports from plain Node ESM with the components and helpers a consumer needs', () => {
    for (const name of ['Button', 'Badge', 'CountBadge', 'Card', 'Price', 'StatusBadge', 'UserAvatar', 'SitterCard', 'DateRangePicker', 'ThemeProvider', 'formatAud']) {
      expect(report.exports).toContain(name);
    }
    expect(report.formatAud).toBe('$45.00');
  });

  it('server-renders components to the HTML a user would get', () => {
    const { html } = report;
    expect(html.button).toMatch(/^<button[^>]*data-variant="destructive"[^>]*>Cancel booking<\/button>$/);
    expect(html.badge).toContain('>Verified</span>');
    expect(html.countBadge).toContain('99+');
    expect(html.countBadge).not.toContain('120');
    expect(html.card).toMatch(/<div data-slot="card"[^>]*><div data-slot="card-header"[^>]*><h3[^>]*>Dog walking<\/h3>/);
    expect(html.card).toContain('Two walks a day');
    expect(html.price).toContain('$45.00');
    expect(html.price.replace(/<[^>]+>/g, '')).toBe('from $45.00 / night');
    expect(html.statusBadge).toContain('>In progress</span>');
    expect(html.statusBadge).toContain('data-status="in_progress"');
    expect(html.avatar).toContain('data-initials="ON"');
    expect(html.avatar).toContain('aria-label="Olivia Nguyen"');
    expect(html.sitterCard).toContain('href="/sitter/1"');
    expect(html.sitterCard).toContain('aria-label="4.5 out of 5"');
  });

  it('ships one stylesheet with the tokens for both themes and the component classes', () => {
    expect(report.stylesPath).toMatch(/node_modules\/@pawpal\/ui\/dist\/styles\.css$/);
    expect(report.stylesCss).toContain('--pp-primary:');
    expect(report.stylesCss).toMatch(/\.dark\{[^}]*--pp-primary:/);
    // Classes used by components, prefixed, the calendar included (no react-day-picker stylesheet needed).
    expect(report.stylesCss).toContain('.pp\\:bg-primary');
    expect(report.stylesCss).not.toMatch(/(^|[^\\:-])\.bg-primary\b/);
    expect(report.stylesCss).toContain('repeating-linear-gradient');
    expect(report.themeCss).toContain('@import "./tokens.css"');
  });

  it('type-checks a consumer under moduleResolution nodenext', () => {
    writeFileSync(join(project, 'consumer.ts'), CONSUMER_TYPES);
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true,
          jsx: 'react-jsx', skipLibCheck: true, types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = require.resolve('typescript/bin/tsc');
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.json'], project)).not.toThrow();
  }, 120_000);
});
