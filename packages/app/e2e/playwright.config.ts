/**
 * Browser end-to-end tests: the real built server (API + built app on one origin) with a fresh
 * embedded database, driven through system Chromium.
 *
 * Playwright starts scripts/e2e-server.mjs on a free port (or E2E_PORT) and stops it afterwards. Needs a build first: `npm run build`, or run `npm run test:e2e`.
 * E2E_BASE_URL instead points the tests at a server someone else runs (the scale-out script's load
 * balancer in front of three instances: packages/api/test/reliability/three-instances.mjs); no server is started.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../../scripts/chromium.mjs';
import { freePort } from '../../../scripts/processes.mjs';

// A free port unless E2E_PORT says otherwise; the worker processes inherit it through the environment.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
const port = Number(process.env.E2E_PORT);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
const server = fileURLToPath(new URL('../../../scripts/e2e-server.mjs', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // One server and one database for all tests: each test signs up its own unique user, so two
  // journeys run side by side (the browser waits on the server much of the time). The test-clock
  // project moves that one clock: its specs run one at a time, after every journey.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  projects: [
    {
      name: 'journeys',
      testIgnore: [
        'booking-lifecycle.spec.ts',
        'trust-reviews.spec.ts',
        'money-out.spec.ts',
        'refund-after-payout.spec.ts',
        'care-stay.spec.ts',
      ],
    },
    // These move the server's test clock forward for good (days): they run after every other spec.
    {
      name: 'test-clock',
      testMatch: [
        'booking-lifecycle.spec.ts',
        'trust-reviews.spec.ts',
        'money-out.spec.ts',
        'refund-after-payout.spec.ts',
        'care-stay.spec.ts',
      ],
      dependencies: ['journeys'],
      workers: 1,
    },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
  webServer: external
    ? undefined
    : {
        command: `node ${server}`,
        url: `${baseURL}/api/health`,
        // The rest of the server's environment (admins, test clock, limits): scripts/e2e-env.mjs.
        env: { PORT: String(port) },
        timeout: 120_000,
        reuseExistingServer: false,
        // SIGTERM, not the default SIGKILL: the server closes its database and the temp dir is removed.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
