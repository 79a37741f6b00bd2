/**
 * @pawpal/ui as another product gets it. Builds the package (when dist is missing or older than
 * src), packs it with pnpm, installs the tarball with npm into a clean project next to React 19,
 * TypeScript, Vite and Next.js (from the registry, or npm's cache: --prefer-offline), then proves:
 *  - plain Node ESM imports it and server-renders the README's examples (renderToString);
 *  - CommonJS `require('@pawpal/ui')` and `require('@pawpal/ui/button')` work;
 *  - a consumer type-checks under `moduleResolution: nodenext` and under `node10` (root entry and
 *    subpaths), declaration maps lead to the shipped source, and a Vite + React 19 app
 *    type-checks (bundler resolution) and builds;
 *  - npm refuses to install it next to React 18 (peer dependency), with the peer range named;
 *  - a Next.js App Router app builds with the stateful components (ThemeProvider, Toaster,
 *    ThemeToggle, Tooltip, DropdownMenu) used from a server layout and page, and a page with
 *    Button alone downloads at most NEXT_BUTTON_BUDGET_BYTES more JavaScript than a page
 *    without the package (same build, a layout of its own);
 *  - in Chromium, a host page set up as the README's "Page colours" says has a dark body in
 *    dark mode (themeScript, the system preference) and a light one in light mode;
 *  - in Chromium, styles.css leaves a host page's h1, paragraph, link, lists, button, input,
 *    table and body exactly as they were (every computed property), while styling the package's
 *    own Button; and without base.css the inner elements of its components (Footer's headings,
 *    lists and links, Pagination's list, NotFound's h1, the Calendar's table, ...) get the same
 *    reset as with it, while the host's elements beside them keep the browser's look.
 * npm test runs it as the `consumer` stage. KEEP_CONSUMER_TEST=1 keeps the temporary projects.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../../scripts/chromium.mjs';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_update_notifier: 'false', npm_config_loglevel: 'error', NEXT_TELEMETRY_DISABLED: '1', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/** `run` without waiting: resolves with the exit status and the output, for work that mostly waits or can share the cores. */
function start(command: string, args: string[], cwd: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * A production build (vite, next): NODE_ENV=production whatever the test runner set, output to a
 * file rather than a pipe (Next's build workers can keep a pipe open after the build exits).
 */
function build(args: string[], cwd: string): string {
  const logFile = join(cwd, 'build.log');
  const fd = openSync(logFile, 'w');
  try {
    const result = spawnSync(process.execPath, args, {
      cwd,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      timeout: 240_000,
    });
    const output = readFileSync(logFile, 'utf8');
    if (result.status !== 0)
      throw new Error(`${args.join(' ')} failed in ${cwd} (${result.error?.message ?? `exit ${result.status}`}):\n${output}`);
    return output;
  } finally {
    closeSync(fd);
  }
}

function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

// ── the projects ─────────────────────────────────────────────────────────────
/** Plain Node ESM: the README's examples, server-rendered. */
const ESM_SCRIPT = `
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement as h, useState } from 'react';
import { renderToString } from 'react-dom/server';
import * as ui from '@pawpal/ui';

const {
  Button, Badge, CountBadge, Card, CardHeader, CardTitle, CardContent, Price, StatusBadge, UserAvatar, SitterCard,
  DateRangePicker, FormField, Pagination, ThemeProvider, ThemeToggle, Tooltip, TooltipTrigger, TooltipContent, formatAud,
  Calendar, EmptyState, ErrorState, Footer, Input, NotFound, PageLoading, PhotoPicker, Rating, TopNav,
} = ui;

// README "Theme": <ThemeProvider><ThemeToggle /><App /></ThemeProvider>
const theme = renderToString(h(ThemeProvider, null, h(ThemeToggle), h('main', null, 'App')));

// README "Usage": SearchResults with the router's link (here a plain one).
function RouterLink({ href, ...props }) { return h('a', { href, 'data-router': '', ...props }); }
function SearchResults({ sitters, page, pageCount, onPageChange }) {
  const [dates, setDates] = useState({});
  return h('div', null,
    h(FormField, { label: 'Dates' }, h(DateRangePicker, { value: dates, onChange: setDates, fromDate: new Date(2025, 5, 2) })),
    ...sitters.map((sitter) => h(SitterCard, { key: sitter.id, ...sitter, href: '/sitter/' + sitter.id, linkComponent: RouterLink })),
    h(Pagination, { page, pageCount, onPageChange }),
  );
}
const search = renderToString(h(SearchResults, {
  sitters: [{ id: 1, name: 'Olivia Nguyen', suburb: 'Surry Hills', distanceKm: 2.3, priceCents: 4500, rating: 4.5, reviewCount: 12, verified: true }],
  page: 2, pageCount: 5, onPageChange() {},
}));

// Components with inner elements (headings, lists, links, buttons, a table), for a host page
// without base.css. Only the package's own elements: no children of the host's.
const bare = renderToString(h('div', null,
  h(TopNav, { brandName: 'Walkies', links: [{ label: 'Sitters', href: '/sitters' }, { label: 'Sign in', href: '/login', appearance: 'primary' }], themeToggle: null }),
  h(Footer, { brandName: 'Walkies', statement: 'Walks, nearby.', links: [{ label: 'Help', href: '/help' }, { label: 'About', href: '/about' }], supportEmail: 'help@walkies.example', supportPhone: '1300 000 000', year: 2025 }),
  h(Pagination, { page: 5, pageCount: 12, onPageChange() {} }),
  h(NotFound, { homeAction: h(Button, null, 'Home') }),
  h(EmptyState, { title: 'No bookings yet', description: 'Book a sitter to see it here.', action: h(Button, null, 'Find a sitter') }),
  h(ErrorState, { message: 'The list did not load.', onRetry() {} }),
  h(PageLoading, null),
  h(SitterCard, { name: 'Olivia Nguyen', suburb: 'Surry Hills', distanceKm: 2.3, headline: 'Dog walks', priceCents: 4500, rating: 4.5, reviewCount: 12, verified: true, href: '/sitter/1' }),
  h(Rating, { value: 3.5, reviewCount: 8, showValue: true }),
  h(FormField, { label: 'Name', required: true, description: 'As on your ID.', error: 'Enter your name.' }, h(Input, { defaultValue: 'Olivia' })),
  h(PhotoPicker, null),
  h(Calendar, { mode: 'single', month: new Date(2025, 5, 1), booked: [new Date(2025, 5, 10)], showLegend: true }),
));

const report = {
  exports: Object.keys(ui).sort(),
  html: {
    theme,
    search,
    tooltip: renderToString(h(Tooltip, null, h(TooltipTrigger, null, 'Save'), h(TooltipContent, null, 'Saved'))),
    button: renderToString(h(Button, { variant: 'destructive' }, 'Cancel booking')),
    ghost: renderToString(h(Button, { variant: 'ghost' }, 'Close')),
    badge: renderToString(h(Badge, { variant: 'success' }, 'Verified')),
    countBadge: renderToString(h(CountBadge, { count: 120 })),
    card: renderToString(h(Card, null, h(CardHeader, null, h(CardTitle, null, 'Dog walking')), h(CardContent, null, 'Two walks a day'))),
    price: renderToString(h(Price, { cents: 4500, unit: '/ night', from: true })),
    statusBadge: renderToString(h(StatusBadge, { status: 'in_progress', tone: 'indigo' }, 'In progress')),
    avatar: renderToString(h(UserAvatar, { firstName: 'Olivia', lastName: 'Nguyen' })),
    bare,
  },
  formatAud: formatAud(4500),
  themeScript: ui.themeScript(),
  stylesPath: fileURLToPath(import.meta.resolve('@pawpal/ui/styles.css')),
  stylesCss: readFileSync(fileURLToPath(import.meta.resolve('@pawpal/ui/styles.css')), 'utf8'),
  baseCss: readFileSync(fileURLToPath(import.meta.resolve('@pawpal/ui/base.css')), 'utf8'),
  themeCss: readFileSync(fileURLToPath(import.meta.resolve('@pawpal/ui/theme.css')), 'utf8'),
};
process.stdout.write(JSON.stringify(report));
`;

/** CommonJS: require() from a .cjs file. */
const CJS_SCRIPT = `
const React = require('react');
const { renderToString } = require('react-dom/server');
const ui = require('@pawpal/ui');
process.stdout.write(JSON.stringify({
  resolved: require.resolve('@pawpal/ui'),
  button: renderToString(React.createElement(ui.Button, null, 'Book')),
  subpath: require.resolve('@pawpal/ui/button'),
  sameButton: require('@pawpal/ui/button').Button === ui.Button,
  theme: renderToString(React.createElement(ui.ThemeProvider, null, React.createElement(ui.ThemeToggle))),
  formatAud: ui.formatAud(123456),
}));
`;

/** Types under the strictest resolver; a wrong prop must be an error (so the types are not any). */
const NODENEXT_CONSUMER = `
import { Price, formatAud, StatusBadge, themeScript, type BadgeVariant, type PriceProps, type ThemePreference } from '@pawpal/ui';
import { Badge, badgeVariants } from '@pawpal/ui/badge';

const props: PriceProps = { cents: 4500, unit: '/ night' };
const tone: BadgeVariant = 'teal';
const preference: ThemePreference = 'system';
export const text: string = formatAud(props.cents) + themeScript({ defaultTheme: preference });
export const elements = [Price(props), StatusBadge({ status: 'paid', tone, children: 'Paid' }), Badge({ variant: tone })];
export const classes: string = badgeVariants({ variant: 'success', className: 'mine' });
// @ts-expect-error cents is a number of cents, not a string
export const wrong: PriceProps = { cents: '45.00' };
// @ts-expect-error not a badge variant
export const wrongVariant = badgeVariants({ variant: 'purple' });
`;

/**
 * TypeScript's oldest resolver (`moduleResolution: node10`, what `module: commonjs` implies):
 * it ignores `exports`, so subpaths go through `typesVersions`, and no declaration may name a
 * dependency's subpath that only `exports` maps (cva's `class-variance-authority/types`).
 */
const NODE10_CONSUMER = `
import { Button, buttonVariants, formatAud, type ButtonProps } from '@pawpal/ui';
import { Badge, badgeVariants, type BadgeVariant } from '@pawpal/ui/badge';
import { ThemeProvider, themeScript } from '@pawpal/ui/theme';

const save: ButtonProps = { variant: 'outline', size: 'sm' };
const tone: BadgeVariant = 'teal';
export const text: string =
  formatAud(4500) + themeScript() + buttonVariants({ variant: 'ghost', size: 'icon' }) + badgeVariants({ variant: tone, class: 'x' });
export const elements = [Button(save), Badge({ variant: tone }), ThemeProvider];
// @ts-expect-error not a button variant
export const wrong: ButtonProps = { variant: 'purple' };
`;

const VITE_APP: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Vite consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  'vite.config.mjs': "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'es2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['src'],
  }),
  'src/vite-env.d.ts': "declare module '*.css';\n",
  'src/main.tsx': `
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button, Card, CardContent, CardHeader, CardTitle, DateRangePicker, NotificationPopover, ThemeProvider, ThemeToggle,
  Toaster, Tooltip, TooltipContent, TooltipTrigger, formatAud, toast, type ButtonProps, type DateRangeValue,
} from '@pawpal/ui';
import '@pawpal/ui/styles.css';

const save: ButtonProps = { variant: 'outline', size: 'sm' };
// @ts-expect-error not a variant
const wrong: ButtonProps = { variant: 'purple' };

function App() {
  const [dates, setDates] = useState<DateRangeValue>({});
  return (
    <ThemeProvider>
      <ThemeToggle />
      <Card>
        <CardHeader><CardTitle>Dog walking</CardTitle></CardHeader>
        <CardContent>
          <DateRangePicker value={dates} onChange={setDates} />
          <Tooltip>
            <TooltipTrigger asChild><Button {...save} onClick={() => toast({ title: 'Saved' })}>{formatAud(4500)}</Button></TooltipTrigger>
            <TooltipContent>Save this sitter</TooltipContent>
          </Tooltip>
          <NotificationPopover
            notifications={[]} unreadCount={0} soundsEnabled={false} onSoundsEnabledChange={() => {}}
            browserPermission="default" onEnableBrowserNotifications={() => {}} onClearAll={() => {}}
            onMarkAllRead={() => {}} onSelect={() => {}}
          />
        </CardContent>
      </Card>
      <Toaster />
    </ThemeProvider>
  );
}

void wrong;
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`,
};

/**
 * Two root layouts in one build (route groups): `(site)` is the README's set-up with the stateful
 * components on a server page (root entry); `(bare)` has no component in its layout, for measuring
 * what a page downloads: `/plain` uses no package JavaScript, `/button` Button alone (with a
 * click handler, so in a client component: Button, cn and its class merging, the spinner icon).
 */
const NEXT_APP: Record<string, string> = {
  'app/(site)/layout.jsx': `
import { ThemeProvider, themeScript } from '@pawpal/ui/theme';
import { Toaster } from '@pawpal/ui/toast';
import '@pawpal/ui/styles.css';

export const metadata = { title: 'Next consumer' };

export default function RootLayout({ children }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript() }} />
      </head>
      <body>
        <ThemeProvider>
          {children}
          <Toaster />
        </ThemeProvider>
      </body>
    </html>
  );
}
`,
  'app/(site)/Bell.jsx': `
'use client';
import { NotificationPopover } from '@pawpal/ui';

export function Bell() {
  return (
    <NotificationPopover
      notifications={[]} unreadCount={0} soundsEnabled={false} onSoundsEnabledChange={() => {}}
      browserPermission="default" onEnableBrowserNotifications={() => {}} onClearAll={() => {}}
      onMarkAllRead={() => {}} onSelect={() => {}}
    />
  );
}
`,
  'app/(site)/page.jsx': `
import {
  Badge, Button, Card, CardContent, CardHeader, CardTitle, DropdownMenu, DropdownMenuContent, DropdownMenuItem,
  DropdownMenuTrigger, Footer, Price, ThemeToggle, Tooltip, TooltipContent, TooltipTrigger, TopNav, buttonVariants,
} from '@pawpal/ui';
import { Bell } from './Bell';

export default function Page() {
  return (
    <>
    <TopNav brandName="Walkies" logo={<svg aria-hidden="true" width="24" height="24" />} links={[{ label: 'Sitters', href: '/sitters' }]} />
    <main>
      <h1>Server page</h1>
      <ThemeToggle />
      <Bell />
      <Tooltip>
        <TooltipTrigger asChild><Button>Save</Button></TooltipTrigger>
        <TooltipContent>Saved</TooltipContent>
      </Tooltip>
      <DropdownMenu>
        <DropdownMenuTrigger asChild><Button variant="outline">Menu</Button></DropdownMenuTrigger>
        <DropdownMenuContent><DropdownMenuItem>One</DropdownMenuItem></DropdownMenuContent>
      </DropdownMenu>
      <Card>
        <CardHeader><CardTitle>Dog walking</CardTitle></CardHeader>
        <CardContent><Price cents={4500} unit="/ night" /> <Badge>New</Badge></CardContent>
      </Card>
      <a href="/sitters" className={buttonVariants({ variant: 'outline' })}>Find a sitter</a>
    </main>
    <Footer brandName="Walkies" statement="Walks, nearby." links={[{ label: 'Help', href: '/help' }]} year={2025} />
    </>
  );
}
`,
  'app/(bare)/layout.jsx': `
import '@pawpal/ui/styles.css';

export default function BareLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/(bare)/plain/page.jsx': `
export default function Plain() {
  return <button type="button">Book</button>;
}
`,
  'app/(bare)/button/Book.jsx': `
'use client';
import { Button } from '@pawpal/ui/button';

export function Book() {
  return <Button onClick={() => console.log('booked')}>Book</Button>;
}
`,
  'app/(bare)/button/page.jsx': `
import { Book } from './Book';

export default function ButtonAlone() {
  return <Book />;
}
`,
};

/**
 * What a page of the Next app may download beyond the same build's page without the package
 * (React and Next.js): Button's share, gzip. Measured 13.4 KB (Button, cn with tailwind-merge's
 * class map, cva, clsx, lucide's spinner icon); the README's `(site)` page, with the Calendar
 * picker's neighbours, menus and the notification popover, is ~64 KB over.
 */
const NEXT_BUTTON_BUDGET_BYTES = 16 * 1024;

/** The JavaScript a prerendered page of the Next app downloads: every chunk its HTML names, gzip bytes. */
function nextPageJs(app: string, html: string): { bytes: number; chunks: string[] } {
  const page = readFileSync(join(app, '.next/server/app', html), 'utf8');
  const chunks = [...new Set([...page.matchAll(/\/_next\/(static\/[^"'\\\s]+?\.js)/g)].map((match) => match[1]!))];
  const bytes = chunks.reduce((sum, chunk) => sum + gzipSync(readFileSync(join(app, '.next', chunk))).length, 0);
  return { bytes, chunks };
}

/**
 * Ordinary host markup, plus the package's components (server-rendered, out of the flow so their
 * size does not move the host's boxes, in the host's text colour and line height) to prove the CSS
 * loaded. `baseCss`, when given, is loaded after styles.css as `<style id="base">`.
 */
const HOST_ELEMENTS = ['body', 'h1', 'p', 'a', 'ul', 'li', 'ol', 'button', 'input', 'table', 'td'] as const;
function hostPage(css: string, componentHtml: string, baseCss?: string): string {
  return `<!doctype html><html><head><style id="ui">${css}</style>${baseCss === undefined ? '' : `<style id="base">${baseCss}</style>`}</head><body>
<h1>A host heading</h1>
<p>Host text with <a href="#x">a link</a>.</p>
<ul><li>First bullet</li><li>Second bullet</li></ul>
<ol><li>One</li></ol>
<button type="button">Host button</button>
<input value="host input">
<table border="1"><tr><td>cell</td></tr></table>
<div id="component" style="position:absolute;top:0;right:0;color:var(--pp-foreground);line-height:1.5">${componentHtml}</div>
</body></html>`;
}

/** Every computed property (but custom properties) of each selector's first element. */
function measureHost(page: Page, selectors: readonly string[]): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((selectors) => {
    const result: Record<string, Record<string, string>> = {};
    for (const selector of selectors) {
      const style = getComputedStyle(document.querySelector(selector)!);
      const values: Record<string, string> = {};
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        if (!name.startsWith('--')) values[name] = style.getPropertyValue(name);
      }
      result[selector] = values;
    }
    return result;
  }, selectors);
}

/** "selector property: before → after" for each computed property that differs. */
function differences(before: Record<string, Record<string, string>>, after: Record<string, Record<string, string>>): string[] {
  return Object.keys(before).flatMap((key) =>
    Object.keys(before[key]!)
      .filter((name) => before[key]![name] !== after[key]![name])
      .map((name) => `${key} ${name}: ${before[key]![name]} → ${after[key]![name]}`),
  );
}

/** What a reset decides (the browser's defaults for headings, lists, links, buttons, tables) and the box it leaves. */
const RESET_PROPERTIES = [
  'display',
  'box-sizing',
  'width',
  'height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-top-color',
  'border-left-color',
  'list-style-type',
  'font-family',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'text-decoration-line',
  'text-indent',
  'border-collapse',
  'border-spacing',
  'vertical-align',
  'max-width',
] as const;

interface EsmReport {
  exports: string[];
  html: Record<
    'theme' | 'search' | 'tooltip' | 'button' | 'ghost' | 'badge' | 'countBadge' | 'card' | 'price' | 'statusBadge' | 'avatar' | 'bare',
    string
  >;
  formatAud: string;
  themeScript: string;
  stylesPath: string;
  stylesCss: string;
  baseCss: string;
  themeCss: string;
}

describe('the packed @pawpal/ui in clean projects', () => {
  let workDir: string;
  let project: string;
  let tarball: string;
  let esm: EsmReport;
  /** `npm install` of the tarball into a React 18 project, run beside the other installs (it mostly waits on npm). */
  let react18Install: Promise<{ status: number | null; output: string }>;

  beforeAll(() => {
    const entry = join(pkgDir, 'dist/index.js');
    const stale = !existsSync(entry) || statSync(entry).mtimeMs < newestMtime(join(pkgDir, 'src'));
    if (stale) run(process.execPath, ['build.mjs'], pkgDir);

    workDir = mkdtempSync(join(tmpdir(), 'pawpal-ui-consumer-'));
    // The README's way: the repository's pinned pnpm, run in packages/ui.
    run(process.execPath, [join(pkgDir, '../../scripts/pnpm.mjs'), 'pack', '--pack-destination', workDir], pkgDir);
    const tgz = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!tgz) throw new Error(`pnpm pack wrote no tarball to ${workDir}`);
    tarball = join(workDir, tgz);

    const react18 = join(workDir, 'react18');
    mkdirSync(react18);
    writeFileSync(
      join(react18, 'package.json'),
      JSON.stringify({ name: 'react18', private: true, dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1' } }),
    );
    react18Install = start(
      'npm',
      ['install', '--dry-run', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', tarball],
      react18,
    );

    project = join(workDir, 'consumer');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--prefer-offline',
        tarball,
        'react@19',
        'react-dom@19',
        '@types/react@19',
        '@types/react-dom@19',
        'typescript@5.9',
        'vite@8',
        '@vitejs/plugin-react@6',
        ...(process.env.PAWPAL_CONSUMER_SKIP_NEXT === '1' ? [] : ['next@16']),
      ],
      project,
    );
    writeFileSync(join(project, 'esm.mjs'), ESM_SCRIPT);
    esm = JSON.parse(run(process.execPath, ['esm.mjs'], project)) as EsmReport;
  });

  afterAll(() => {
    if (workDir && !process.env.KEEP_CONSUMER_TEST) rmSync(workDir, { recursive: true, force: true });
    else if (workDir) console.log(`kept ${workDir}`);
  });

  it('ships dist, the source for its maps, the README, the LICENSE and the CHANGELOG, with both module formats', () => {
    const listing = run('tar', ['-tzf', tarball], workDir).split('\n').filter(Boolean);
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/index.js',
      'dist/button/Button.js.map',
      'dist/button/Button.cjs.map',
      'dist/index.cjs',
      'dist/index.d.ts',
      'dist/index.d.cts',
      'dist/button/index.js',
      'dist/button/index.cjs',
      'dist/button/Button.d.ts.map',
      'src/button/Button.tsx',
      'dist/styles.css',
      'dist/base.css',
      'dist/theme.css',
    ]) {
      expect(listing).toContain(`package/${file}`);
    }
    expect(listing.filter((path) => !/^package\/(dist\/|src\/|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/.test(path))).toEqual([]);
    expect(listing.filter((path) => /\.(stories|test)\.|\.mdx$|story-helpers|^package\/src\/docs\//.test(path))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/@pawpal/ui/package.json'), 'utf8'));
    expect(manifest.version).not.toBe('0.0.0');
    // `changeset version` wrote the version and its changelog section together.
    expect(readFileSync(join(project, 'node_modules/@pawpal/ui/CHANGELOG.md'), 'utf8')).toMatch(
      new RegExp(`^# @pawpal/ui\\s+## ${manifest.version.replaceAll('.', '\\.')}\\n`),
    );
    expect(manifest.repository.url).toMatch(/^git\+https:/);
    expect(manifest.engines.node).toBe('>=20.19');
    // Declaration maps lead "go to definition" to the TypeScript source, which is in the package.
    const dist = join(project, 'node_modules/@pawpal/ui/dist');
    const declarationMap = JSON.parse(readFileSync(join(dist, 'button/Button.d.ts.map'), 'utf8')) as { sources: string[] };
    expect(declarationMap.sources).toEqual(['../../src/button/Button.tsx']);
    expect(existsSync(join(dist, 'button', declarationMap.sources[0]!))).toBe(true);
    expect(readFileSync(join(dist, 'button/Button.d.ts'), 'utf8')).toMatch(/\/\/# sourceMappingURL=Button\.d\.ts\.map\s*$/);
  });

  it('is refused by npm next to React 18, naming the peer range', async () => {
    const { status, output } = await react18Install;
    expect(status).not.toBe(0);
    expect(output).toContain('ERESOLVE');
    expect(output).toMatch(/peer react@"\^19\.0\.0" from @pawpal\/ui@/);
  });

  it('marks client modules "use client" and keeps server-safe ones plain', () => {
    const dist = join(project, 'node_modules/@pawpal/ui/dist');
    expect(readFileSync(join(dist, 'theme/ThemeProvider.js'), 'utf8')).toMatch(/^"use client";/);
    expect(readFileSync(join(dist, 'toast/Toaster.js'), 'utf8')).toMatch(/^"use client";/);
    expect(readFileSync(join(dist, 'notification-popover/NotificationPopover.cjs'), 'utf8')).toMatch(/^"use client";/);
    expect(readFileSync(join(dist, 'button/Button.js'), 'utf8')).not.toContain('use client');
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toContain('use client');
    // Source maps point at the TypeScript source (embedded) and leave the banner line unmapped.
    const map = JSON.parse(readFileSync(join(dist, 'theme/ThemeProvider.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
      mappings: string;
    };
    expect(map.sources).toEqual(['../../src/theme/ThemeProvider.tsx']);
    expect(map.sourcesContent[0]).toMatch(/^'use client';/);
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(readFileSync(join(dist, 'theme/ThemeProvider.js'), 'utf8')).toMatch(/\/\/# sourceMappingURL=ThemeProvider\.js\.map\s*$/);
  });

  it("server-renders the README's examples from plain Node ESM", () => {
    const { html } = esm;
    expect(esm.exports).toEqual(
      expect.arrayContaining(['Button', 'ThemeProvider', 'ThemeToggle', 'themeScript', 'SitterCard', 'DateRangePicker', 'formatAud']),
    );
    expect(html.theme).toContain('aria-label="Switch to dark theme"');
    expect(html.theme).toContain('<main>App</main>');
    expect(html.search).toContain('href="/sitter/1"');
    expect(html.search).toContain('data-router=""');
    expect(html.search).toContain('aria-label="4.5 out of 5"');
    expect(html.search).toContain('aria-current="page"><span data-slot="pagination-label" class="pp:sr-only">Page </span>2</button>');
    expect(html.tooltip).toContain('>Save</button>');
    expect(html.button).toMatch(/^<button[^>]*data-variant="destructive"[^>]*>Cancel booking<\/button>$/);
    expect(html.badge).toContain('>Verified</span>');
    expect(html.countBadge).toContain('99+');
    expect(html.card).toMatch(/<div data-slot="card"[^>]*><div data-slot="card-header"[^>]*><h3[^>]*>Dog walking<\/h3>/);
    expect(html.price.replace(/<[^>]+>/g, '')).toBe('from $45.00 / night');
    expect(html.statusBadge).toContain('data-status="in_progress"');
    expect(html.avatar).toContain('data-initials="ON"');
    expect(esm.formatAud).toBe('$45.00');
    expect(esm.themeScript).toContain('prefers-color-scheme: dark');
  });

  it('loads with require() from CommonJS', () => {
    writeFileSync(join(project, 'check.cjs'), CJS_SCRIPT);
    const cjs = JSON.parse(run(process.execPath, ['check.cjs'], project)) as Record<string, string>;
    expect(cjs.resolved).toMatch(/@pawpal\/ui\/dist\/index\.cjs$/);
    expect(cjs.button).toMatch(/^<button[^>]*data-slot="button"[^>]*>Book<\/button>$/);
    expect(cjs.subpath).toMatch(/@pawpal\/ui\/dist\/button\/index\.cjs$/);
    expect(cjs.sameButton).toBe(true);
    expect(cjs.theme).toContain('Switch to dark theme');
    expect(cjs.formatAud).toBe('$1,234.56');
  });

  it('ships prefixed, layered CSS: tokens --pp-*, classes pp:, no page reset in styles.css', () => {
    expect(esm.stylesPath).toMatch(/node_modules\/@pawpal\/ui\/dist\/styles\.css$/);
    expect(esm.stylesCss).toMatch(/^(\/\*[^]*?\*\/\s*)?@layer theme,base,pawpal,components,utilities/);
    expect(esm.stylesCss).toMatch(/\.dark\{[^}]*--pp-primary:/);
    expect(esm.stylesCss).toContain('.pp\\:bg-primary');
    expect(esm.stylesCss).not.toMatch(/(^|[{}])\.bg-primary\{/);
    expect(esm.stylesCss).not.toMatch(/--primary:/);
    expect(esm.stylesCss).not.toMatch(/--tw-/);
    expect(esm.stylesCss).toContain('repeating-linear-gradient');
    expect(esm.baseCss).toMatch(/ol,ul,menu\{list-style:none\}/);
    expect(esm.themeCss).toContain('@import "./tokens.css"');
  });

  it('type-checks consumers under moduleResolution nodenext and node10 (module commonjs), subpaths included', async () => {
    const settings = {
      nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
      node10: { module: 'commonjs', moduleResolution: 'node10' },
    };
    const sources = { nodenext: NODENEXT_CONSUMER, node10: NODE10_CONSUMER };
    for (const [name, resolution] of Object.entries(settings)) {
      write(project, {
        [`${name}/consumer.ts`]: sources[name as keyof typeof sources],
        [`${name}/tsconfig.json`]: JSON.stringify({
          compilerOptions: { ...resolution, target: 'es2022', strict: true, noEmit: true, jsx: 'react-jsx', skipLibCheck: true, types: [] },
          files: ['consumer.ts'],
        }),
      });
    }
    // Both at once: each tsc is one thread.
    const tsc = join(project, 'node_modules/typescript/bin/tsc');
    const [nodenext, node10] = await Promise.all(
      Object.keys(settings).map((name) => start(process.execPath, [tsc, '-p', `${name}/tsconfig.json`], project)),
    );
    expect(nodenext).toEqual({ status: 0, output: '' });
    expect(node10).toEqual({ status: 0, output: '' });
  });

  it('a Vite + React 19 app type-checks and builds', async () => {
    const app = join(project, 'vite-app');
    write(app, VITE_APP);
    // The type check (one thread) runs while Vite builds.
    const typecheck = start(process.execPath, [join(project, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app);
    build([join(project, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app);
    expect(await typecheck).toEqual({ status: 0, output: '' });
    const assets = readdirSync(join(app, 'dist/assets'));
    const css = readFileSync(
      join(
        app,
        'dist/assets',
        assets.find((name) => name.endsWith('.css'))!,
      ),
      'utf8',
    );
    expect(css).toContain('.pp\\:bg-primary');
    expect(assets.some((name) => name.endsWith('.js'))).toBe(true);
  });

  it.skipIf(process.env.PAWPAL_CONSUMER_SKIP_NEXT === '1')(
    'a Next.js App Router app builds with the stateful components used from a server page; Button alone stays within its budget',
    () => {
      const app = join(project, 'next-app');
      write(app, NEXT_APP);
      const output = build([join(project, 'node_modules/next/dist/bin/next'), 'build'], app);
      expect(output).toMatch(/Compiled successfully/);
      const page = readFileSync(join(app, '.next/server/app/index.html'), 'utf8');
      expect(page).toContain('Server page');
      // TopNav (a client module) and Footer (a server component) with the host's brand.
      expect(page).toMatch(/data-slot="top-nav"[^]*<svg aria-hidden="true" width="24" height="24"><\/svg>Walkies<\/a>/);
      expect(page.replace(/<!-- -->/g, '')).toContain('© 2025 Walkies. All rights reserved.');
      expect(page).toContain('Switch to dark theme');
      expect(page).toContain('prefers-color-scheme: dark');

      // Pay for what you use: the same build's page without the package is React and Next.js.
      const plain = nextPageJs(app, 'plain.html');
      const button = nextPageJs(app, 'button.html');
      const site = nextPageJs(app, 'index.html');
      console.log(
        `Next page JS (gzip): plain ${plain.bytes} B, Button alone +${button.bytes - plain.bytes} B, README page +${site.bytes - plain.bytes} B`,
      );
      expect(readFileSync(join(app, '.next/server/app/button.html'), 'utf8')).toContain('data-slot="button"');
      expect(button.bytes - plain.bytes).toBeLessThanOrEqual(NEXT_BUTTON_BUDGET_BYTES);
      // The meter sees components: the README page (menus, tooltip, popover, chrome) is over the budget.
      expect(site.bytes - plain.bytes).toBeGreaterThan(NEXT_BUTTON_BUDGET_BYTES);
    },
  );

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it("leaves a host page's elements untouched, and styles its own components", async () => {
      const page = await browser.newPage();
      await page.setContent(hostPage(esm.stylesCss, esm.html.button));
      const withUi = await measureHost(page, HOST_ELEMENTS);
      const buttonBackground = await page.evaluate(
        () => getComputedStyle(document.querySelector('#component [data-slot="button"]')!).backgroundColor,
      );
      await page.evaluate(() => {
        (document.getElementById('ui') as HTMLStyleElement).disabled = true;
      });
      const without = await measureHost(page, HOST_ELEMENTS);

      expect(Object.keys(without.h1!).length).toBeGreaterThan(100);
      expect(differences(without, withUi)).toEqual([]);
      // The stylesheet did load: the package's own (destructive) button has its token, red 700.
      expect(buttonBackground).toBe('rgb(185, 28, 28)');
    });

    it('gives the body the theme\'s colours on a host set up as the README\'s "Page colours" says', async () => {
      const readme = readFileSync(join(project, 'node_modules/@pawpal/ui/README.md'), 'utf8');
      const pageColours = /```css\n(\/\* Page colours[^]*?)```/.exec(readme)?.[1];
      expect(pageColours).toContain('body');
      const seen = async (colorScheme: 'light' | 'dark') => {
        const page = await browser.newPage({ colorScheme });
        // The README's order: the no-flash script in <head>, styles.css, then the page's own CSS.
        // Served from an http origin: the script reads localStorage, which about:blank refuses.
        const html =
          `<!doctype html><html><head><script>${esm.themeScript}</script><style>${esm.stylesCss}</style>` +
          `<style>${pageColours}</style></head><body><p>Host text</p>${esm.html.ghost}</body></html>`;
        await page.route('http://host.test/', (route) => route.fulfill({ contentType: 'text/html', body: html }));
        await page.goto('http://host.test/');
        const result = await page.evaluate(() => {
          const body = getComputedStyle(document.body);
          return {
            dark: document.documentElement.classList.contains('dark'),
            background: body.backgroundColor,
            color: body.color,
            colorScheme: body.colorScheme,
            ghostButton: getComputedStyle(document.querySelector('[data-slot="button"]')!).color,
          };
        });
        await page.close();
        return result;
      };
      // Dark tokens: background #0b1120, foreground #f1f5f9 (the ghost button's text, now on a dark body).
      expect(await seen('dark')).toEqual({
        dark: true,
        background: 'rgb(11, 17, 32)',
        color: 'rgb(241, 245, 249)',
        colorScheme: 'dark',
        ghostButton: 'rgb(241, 245, 249)',
      });
      expect(await seen('light')).toEqual({
        dark: false,
        background: 'rgb(255, 255, 255)',
        color: 'rgb(15, 23, 42)',
        colorScheme: 'light',
        ghostButton: 'rgb(15, 23, 42)',
      });
    });

    it("resets the inner elements of its components without base.css (as base.css would), and still not the host's", async () => {
      const page = await browser.newPage();
      await page.setContent(hostPage(esm.stylesCss, esm.html.bare, esm.baseCss));
      /** RESET_PROPERTIES of every element of the components, keyed by position and data-slot. */
      const measureComponents = () =>
        page.evaluate(
          (properties) => {
            const result: Record<string, Record<string, string>> = {};
            document.querySelectorAll('#component > div *').forEach((element, index) => {
              if (element.closest('svg') && element.tagName !== 'svg') return;
              const style = getComputedStyle(element);
              result[`#${index} <${element.tagName.toLowerCase()} data-slot=${element.getAttribute('data-slot')}>`] = Object.fromEntries(
                properties.map((name) => [name, style.getPropertyValue(name)]),
              );
            });
            return result;
          },
          [...RESET_PROPERTIES],
        );
      const slot = (name: string, property: string) =>
        page.evaluate(
          ({ name, property }) => getComputedStyle(document.querySelector(`#component [data-slot="${name}"]`)!).getPropertyValue(property),
          { name, property },
        );

      const withBase = await measureComponents();
      await page.evaluate(() => {
        (document.getElementById('base') as HTMLStyleElement).disabled = true;
      });
      const stylesOnly = await measureComponents();
      const hostWithUi = await measureHost(page, HOST_ELEMENTS);
      // What a reader of the page sees, in the browser's terms: no bullets, the package's sizes.
      const seen = {
        footerList: [
          await slot('footer-list', 'list-style-type'),
          await slot('footer-list', 'padding-left'),
          await slot('footer-list', 'margin-top'),
        ],
        footerHeading: [await slot('footer-heading', 'font-size'), await slot('footer-heading', 'margin-top')],
        footerLink: [await slot('footer-link', 'color'), await slot('footer-link', 'text-decoration-line')],
        paginationList: [await slot('pagination-list', 'list-style-type'), await slot('pagination-list', 'padding-left')],
        notFoundTitle: [await slot('not-found-title', 'font-size'), await slot('not-found-title', 'margin-top')],
        calendarGrid: [await slot('calendar-grid', 'border-collapse'), await slot('calendar-previous', 'border-top-width')],
      };
      await page.evaluate(() => {
        (document.getElementById('ui') as HTMLStyleElement).disabled = true;
      });
      const hostBare = await measureHost(page, HOST_ELEMENTS);

      expect(Object.keys(withBase).length).toBeGreaterThan(250);
      expect(Object.keys(stylesOnly)).toEqual(Object.keys(withBase));
      expect(differences(withBase, stylesOnly)).toEqual([]);
      expect(seen).toEqual({
        footerList: ['none', '0px', '0px'],
        footerHeading: ['14px', '0px'],
        footerLink: [expect.not.stringMatching(/^rgb\(0, 0, 238\)$/), 'none'],
        paginationList: ['none', '0px'],
        notFoundTitle: ['24px', '0px'],
        calendarGrid: ['collapse', '0px'],
      });
      // The host's own elements around them keep the browser's look.
      expect(differences(hostBare, hostWithUi)).toEqual([]);
      expect([hostWithUi.h1!['font-size'], hostWithUi.ul!['list-style-type'], hostWithUi.ul!['padding-left']]).toEqual([
        '32px',
        'disc',
        '40px',
      ]);
    });
  });
});
