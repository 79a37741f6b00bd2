import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The consumer test (npm test's `consumer` stage): the packed @pawpal/ui installed into clean
 * projects. Separate from the unit tests (`vitest run` in packages/ui), which stay fast.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    globals: true,
    include: ['test/consumer.test.ts'],
    // Installing, building and type-checking real projects: ceilings, not timing checks.
    hookTimeout: 600_000,
    testTimeout: 300_000,
    fileParallelism: false,
  },
});
