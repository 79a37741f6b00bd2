/**
 * One screenshot per `--matrix` story and theme. The list comes from the built Storybook's
 * index.json, so a new matrix story is covered without touching this file (its first run
 * writes the baseline locally; under CI a missing baseline fails).
 */
import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const THEMES = ['light', 'dark'] as const;
// Stories should not read the clock, but if one does its screenshot must not change daily.
const FIXED_NOW = new Date('2025-06-02T10:00:00+10:00');

const staticDir = process.env.STORYBOOK_STATIC_DIR ?? fileURLToPath(new URL('../../../storybook-static', import.meta.url));
const baselineDir = fileURLToPath(new URL('./__screenshots__', import.meta.url));

type IndexEntry = { id: string; type: 'story' | 'docs' };
function matrixStoryIds(): string[] {
  const indexFile = `${staticDir}/index.json`;
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build Storybook first (npm run build-storybook), or run npm run test:visual.`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.id.endsWith('--matrix'))
    .map((entry) => entry.id)
    .sort();
}

const ids = matrixStoryIds();
const baselineName = (id: string, theme: string) => `${id}-${theme}.png`;

for (const id of ids) {
  for (const theme of THEMES) {
    test(`${id} (${theme})`, async ({ page }) => {
      await page.clock.setFixedTime(FIXED_NOW);
      await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`);
      // Storybook marks the body once the story rendered (sb-show-main) or failed (sb-show-errordisplay).
      await page.waitForFunction(() => {
        const body = document.body.classList;
        return !body.contains('sb-show-preparing-story') && (body.contains('sb-show-main') || body.contains('sb-show-errordisplay'));
      });
      const error = page.locator('#error-message');
      if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
        throw new Error(`Story ${id} failed to render: ${await error.innerText()}`);
      }
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(baselineName(id, theme), { fullPage: true });
    });
  }
}

// eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring; no fixture used
test('every baseline belongs to a matrix story', async ({}, testInfo) => {
  const expected = new Set(ids.flatMap((id) => THEMES.map((theme) => baselineName(id, theme))));
  const orphans = existsSync(baselineDir) ? readdirSync(baselineDir).filter((f) => f.endsWith('.png') && !expected.has(f)) : [];
  const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  if (updating) {
    for (const file of orphans) unlinkSync(`${baselineDir}/${file}`);
    return;
  }
  expect(orphans, 'baselines of matrix stories that no longer exist: run `npm run test:visual:update` to delete them').toEqual([]);
});
