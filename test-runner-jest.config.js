// Jest config for the Storybook test-runner (`test-storybook`), read from the repo root.
// The runner takes the browser path only from here (no environment variable sets it), so the
// system Chromium found by scripts/chromium.mjs is passed as jest-playwright's launchOptions.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, requireChromium } from './scripts/chromium.mjs';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // Two cores shared with everything else: more workers only add contention.
  maxWorkers: 2,
  // A story renders, runs its play function, then axe twice (light and dark): allow for a slow machine.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
    },
  },
};
