import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // test/consumer.test.ts (the packed package in clean projects) is npm test's `consumer` stage.
    include: ['src/**/*.test.{ts,tsx}'],
    // A ceiling, not a timing check: on a busy 2-core machine a jsdom test's first render can
    // overrun vitest's 5 s default without anything being wrong (tests wait for conditions).
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker: use both.
    maxWorkers: 2,
  },
});
