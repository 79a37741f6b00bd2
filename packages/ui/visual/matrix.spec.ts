/**
 * One screenshot per `--matrix` story and theme. The list comes from the built Storybook's
 * index.json, so a new matrix story is covered without touching this file (its first run
 * writes the baseline locally; under CI a missing baseline fails).
 *
 * Each worker loads Storybook's preview once and switches stories and themes through the
 * preview's channel (what the Storybook test-runner does): loading the whole preview bundle for
 * each of 80 screenshots was most of this stage's time on a slow machine.
 */
import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { PHONE_TAG, PHONE_WIDTH } from '../src/docs/modes';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
// Stories should not read the clock, but if one does its screenshot must not change daily.
const FIXED_NOW = new Date('2025-06-02T10:00:00+10:00');

const staticDir = process.env.STORYBOOK_STATIC_DIR ?? fileURLToPath(new URL('../../../storybook-static', import.meta.url));
const baselineDir = fileURLToPath(new URL('./__screenshots__', import.meta.url));

type IndexEntry = { id: string; type: 'story' | 'docs'; tags?: string[] };
function indexEntries(): IndexEntry[] {
  const indexFile = `${staticDir}/index.json`;
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build Storybook first (npm run build-storybook), or run npm run test:visual.`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const entries = indexEntries();
const sorted = (list: IndexEntry[]) => list.map((entry) => entry.id).sort();
// Matrix stories, in both toolbar themes (the light pane must stay light under a dark page).
const ids = sorted(entries.filter((entry) => entry.id.endsWith('--matrix')));
// States stories (hover, focus-visible, active, disabled forced by the pseudo-states addon):
// both themes are panes of one page, so one screenshot each.
const stateIds = sorted(entries.filter((entry) => entry.id.endsWith('--states')));
// Matrix stories whose layout changes on a phone (tag `phone`): once more at the phone width.
const phoneIds = sorted(entries.filter((entry) => entry.id.endsWith('--matrix') && entry.tags?.includes(PHONE_TAG)));
const baselineName = (id: string, theme: string) => `${id}-${theme}.png`;

/**
 * Sends one event to the worker's preview page and resolves once `storyId` rendered (its play
 * function ended); rejects with Storybook's message when a story failed.
 */
function emitAndWaitForRender(page: Page, event: string, payload: unknown, storyId: string): Promise<void> {
  return page.evaluate(
    ({ event, payload, storyId }) =>
      new Promise<void>((resolve, reject) => {
        type Listener = (...args: unknown[]) => void;
        type Channel = { on(e: string, f: Listener): void; off(e: string, f: Listener): void; emit(e: string, p: unknown): void };
        const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return reject(new Error('Storybook preview channel not found: is the URL a built Storybook?'));
        const listeners: Record<string, Listener> = {};
        const done = (error?: string) => {
          for (const [name, fn] of Object.entries(listeners)) channel.off(name, fn);
          if (error === undefined) resolve();
          else reject(new Error(`Story ${storyId} failed: ${error}`));
        };
        const describe = (value: unknown) => {
          const v = value as { message?: string; description?: string } | null;
          return typeof v === 'object' && v !== null ? String(v.message ?? v.description) : String(value);
        };
        // storyFinished: rendered, play function and afterEach hooks (the a11y addon) done.
        listeners.storyFinished = (finished) => {
          if ((finished as { storyId?: string }).storyId === storyId) done();
        };
        listeners.storyErrored = (e) => done(describe(e));
        listeners.storyThrewException = (e) => done(describe(e));
        listeners.playFunctionThrewException = (e) => done(describe(e));
        listeners.storyMissing = (id) => {
          if (id === storyId) done('missing from the index');
        };
        for (const [name, fn] of Object.entries(listeners)) channel.on(name, fn);
        channel.emit(event, payload);
      }),
    { event, payload, storyId },
  );
}

/** What each worker's page shows now: the page loads with no story, in the light theme. */
const showing = new WeakMap<Page, { storyId: string; theme: Theme }>();

/** Shows one story in one theme, changing only what differs from what the page shows. */
async function showStory(page: Page, storyId: string, theme: Theme): Promise<void> {
  const current = showing.get(page);
  if (!current) throw new Error('the worker page was not set up');
  if (current.storyId !== storyId) {
    await emitAndWaitForRender(page, 'setCurrentStory', { storyId, viewMode: 'story' }, storyId);
    current.storyId = storyId;
  }
  if (current.theme !== theme) {
    // Globals persist across stories; changing one renders the story on show again.
    await emitAndWaitForRender(page, 'updateGlobals', { globals: { theme } }, storyId);
    current.theme = theme;
  }
}

// The page is worker-scoped: tests in one worker share it (Playwright's worker fixtures).
const test = base.extend<object, { previewPage: Page }>({
  previewPage: [
    async ({ browser }, provide, workerInfo) => {
      const project = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: project.baseURL,
        viewport: project.viewport,
        deviceScaleFactor: project.deviceScaleFactor,
        locale: project.locale,
        timezoneId: project.timezoneId,
        reducedMotion: project.reducedMotion,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      // Like the Storybook test-runner: the preview without a story, which then waits for one.
      await page.goto('/iframe.html', { waitUntil: 'load' });
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in globalThis && '__STORYBOOK_PREVIEW__' in globalThis);
      showing.set(page, { storyId: '', theme: 'light' });
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const theme of THEMES) {
  for (const id of ids) {
    test(`${id} (${theme})`, async ({ previewPage: page }) => {
      await showStory(page, id, theme);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(baselineName(id, theme), { fullPage: true });
    });
  }
}

for (const id of stateIds) {
  test(`${id} (states)`, async ({ previewPage: page }) => {
    await showStory(page, id, 'light');
    // Each forced state must look different from `default` in every pane: a pseudo-states set-up
    // that reaches no rule renders five identical rows, which a baseline would freeze as correct.
    await expect.poll(() => page.evaluate(rowsLookingLikeDefault), { message: 'state rows styled like the default row' }).toEqual([]);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(baselineName(id, 'states'), { fullPage: true });
  });
}

for (const id of phoneIds) {
  test(`${id} (phone)`, async ({ previewPage: page }) => {
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    try {
      await showStory(page, id, 'light');
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(baselineName(id, 'phone'), { fullPage: true });
    } finally {
      if (desktop) await page.setViewportSize(desktop);
    }
  });
}

/**
 * Runs in the page: the states (`hover`, `focus-visible`, `active`) whose row, in some pane of a
 * States story (rows marked `data-state-demo`), has the same computed look as that pane's
 * `default` row. The look is each control's colours, borders, shadows, outline, underline and
 * transform, the row's label (its first child) left out.
 */
function rowsLookingLikeDefault(): string[] {
  // Tailwind v4 moves and scales with the `translate` and `scale` properties, not `transform`.
  const PROPS = [
    'background-color',
    'color',
    'border-color',
    'box-shadow',
    'outline-style',
    'text-decoration-line',
    'transform',
    'translate',
    'scale',
  ];
  const look = (row: Element) =>
    [...row.children]
      .slice(1)
      .flatMap((child) => [child, ...child.querySelectorAll('*')])
      .map((el) => {
        const style = getComputedStyle(el);
        return PROPS.map((prop) => style.getPropertyValue(prop)).join(';');
      })
      .join('|');
  const same: string[] = [];
  const defaults = [...document.querySelectorAll('[data-state-demo="default"]')];
  for (const [pane, defaultRow] of defaults.entries()) {
    const container = defaultRow.parentElement;
    if (!container) continue;
    for (const state of ['hover', 'focus-visible', 'active']) {
      const row = container.querySelector(`:scope > [data-state-demo="${state}"]`);
      if (row && look(row) === look(defaultRow)) same.push(`${state} (pane ${pane + 1})`);
    }
  }
  if (defaults.length === 0) same.push('no rows marked data-state-demo');
  return same;
}

// eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring; no fixture used
test('every baseline belongs to a matrix story', async ({}, testInfo) => {
  const expected = new Set([
    ...ids.flatMap((id) => THEMES.map((theme) => baselineName(id, theme))),
    ...stateIds.map((id) => baselineName(id, 'states')),
    ...phoneIds.map((id) => baselineName(id, 'phone')),
  ]);
  const orphans = existsSync(baselineDir) ? readdirSync(baselineDir).filter((f) => f.endsWith('.png') && !expected.has(f)) : [];
  const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  if (updating) {
    for (const file of orphans) unlinkSync(`${baselineDir}/${file}`);
    return;
  }
  expect(orphans, 'baselines of matrix stories that no longer exist: run `npm run test:visual:update` to delete them').toEqual([]);
});
