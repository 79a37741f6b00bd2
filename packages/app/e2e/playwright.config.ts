/**
 * Browser end-to-end tests: the real built server (API + built app on one origin) with a fresh
 * embedded database, driven through system Chromium.
 *
 * Playwright starts scripts/e2e-server.mjs twice, on free ports (or E2E_PORT and E2E_CLOCK_PORT),
 * and stops them afterwards. Needs a build first: `npm run build`, or run `npm run test:e2e`.
 * E2E_BASE_URL instead points the tests at a server someone else runs (the scale-out script's load
 * balancer in front of three instances: packages/api/test/reliability/three-instances.mjs); no server is started.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../../scripts/chromium.mjs';
import { freePort } from '../../../scripts/processes.mjs';

// Two servers on free ports unless E2E_PORT and E2E_CLOCK_PORT say otherwise (the worker processes
// inherit them through the environment): the journeys' server, and one of its own for the specs
// that move the test clock forward for good (days), so those run beside the journeys instead of
// after them. The kernel hands out ports in turn: a second free port differs from the first.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
while (!process.env.E2E_CLOCK_PORT || process.env.E2E_CLOCK_PORT === process.env.E2E_PORT) {
  process.env.E2E_CLOCK_PORT = String(await freePort());
}
const port = Number(process.env.E2E_PORT);
const clockPort = Number(process.env.E2E_CLOCK_PORT);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
const clockBaseURL = external ?? `http://127.0.0.1:${clockPort}`;
const server = fileURLToPath(new URL('../../../scripts/e2e-server.mjs', import.meta.url));
const CLOCK_SPECS = [
  'booking-lifecycle.spec.ts',
  'trust-reviews.spec.ts',
  'money-out.spec.ts',
  'refund-after-payout.spec.ts',
  'care-stay.spec.ts',
];

/** One e2e server (scripts/e2e-server.mjs: its own embedded database, removed when it stops). */
function e2eServer(listenOn: number) {
  return {
    command: `node ${server}`,
    url: `http://127.0.0.1:${listenOn}/api/health`,
    // The rest of the server's environment (admins, test clock, limits): scripts/e2e-env.mjs.
    env: { PORT: String(listenOn) },
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: the server closes its database and the temp dir is removed.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // Each test signs up its own unique users, so journeys run side by side on one server and one
  // database (the browser waits on the server much of the time). The test-clock specs share their
  // server's one clock: one at a time, on their own server, beside the journeys; against a server
  // someone else runs (E2E_BASE_URL, one clock for all) they wait until every journey is done.
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  projects: [
    { name: 'journeys', testIgnore: CLOCK_SPECS, workers: 2 },
    {
      name: 'test-clock',
      testMatch: CLOCK_SPECS,
      use: { baseURL: clockBaseURL },
      dependencies: external ? ['journeys'] : [],
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
  webServer: external ? undefined : [e2eServer(port), e2eServer(clockPort)],
});
