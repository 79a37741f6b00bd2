import { accessSync, constants } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Every test file copies a seeded PGlite directory and the database writes through the file
// system: on Linux, put the suites' temp directories (os.tmpdir(): the harness, the templates of
// test/global-setup.ts, the specs' own) in memory, /dev/shm, unless TMPDIR is already chosen.
// Same PGlite, same files, no disk: booking-actions on PGlite, alternating at load ~7, took
// 49.0 -> 45.0 s and 37.6 -> 32.6 s. Each file still removes its own directories when it ends.
if (!process.env.TMPDIR && isWritableDirectory('/dev/shm')) process.env.TMPDIR = '/dev/shm';

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

function isWritableDirectory(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
