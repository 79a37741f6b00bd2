/**
 * Visual regression of the design system: every `--matrix` story of the built Storybook, in the
 * light and dark themes, compared with the PNG baselines in ./__screenshots__.
 *
 * `npm test` serves storybook-static and passes STORYBOOK_URL. Run alone (after
 * `npm run build-storybook`) this config serves storybook-static itself.
 * Missing baselines fail under CI=true and are written otherwise; see docs/testing.md.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../../scripts/chromium.mjs';
import { freePort } from '../../../scripts/processes.mjs';

const staticServer = fileURLToPath(new URL('../../../scripts/static-server.mjs', import.meta.url));
const storybookStatic = fileURLToPath(new URL('../../../storybook-static', import.meta.url));
// Run alone, serve on a free port; the worker processes inherit it through the environment.
if (!process.env.STORYBOOK_URL && !process.env.STORYBOOK_PORT) process.env.STORYBOOK_PORT = String(await freePort());
const port = Number(process.env.STORYBOOK_PORT);
const url = process.env.STORYBOOK_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Baselines are named by story id and theme only: one machine (this one) generates them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    // A ceiling, not a wait: a full-page screenshot of a big matrix on a loaded two-core machine
    // took longer than the default 5 s (CI, 2026-11-25).
    timeout: 30_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: url,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
  webServer: process.env.STORYBOOK_URL
    ? undefined
    : { command: `node ${staticServer} ${storybookStatic} --port ${port}`, url: `${url}/index.json`, reuseExistingServer: false },
});
