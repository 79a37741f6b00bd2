import { defineConfig } from 'vitest/config';

// Integration tests boot the real app (PGlite takes seconds to start): one app per test file,
// two files at a time (each file's own database; a file spends much of its time waiting on the
// database, so two overlap well on two cores: 108 s -> 77 s with DATABASE_URL set), generous
// hook timeouts. One module graph per worker (isolate: false): each file imported the whole app
// afresh (import 205 s of 490 s); with it, the suite with DATABASE_URL set took 268 s. Files stay
// independent: each boots its own app on its own database, and nothing mocks modules. The test timeout is a ceiling for a stuck test, not a measure: at load average 25
// (other work on the 2 cores) correct cases of booking-actions and payouts took over 30 s.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts', 'src/**/*.e2e-spec.ts', 'test/**/*.spec.ts'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
