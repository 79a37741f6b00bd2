import { defineConfig } from 'vitest/config';

// Integration tests boot the real app (PGlite takes seconds to start): one app per test file,
// files one after another (2 shared cores), generous hook timeouts.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts', 'src/**/*.e2e-spec.ts', 'test/**/*.spec.ts'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
