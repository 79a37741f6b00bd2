import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // A ceiling, not a timing check: on a busy 2-core machine a jsdom test's first render can
    // overrun vitest's 5 s default without anything being wrong (tests wait for conditions).
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker: use both.
    maxWorkers: 2,
    // Each file in its own VM context inside long-lived workers instead of a fresh process per
    // file (still its own module registry and jsdom window): jsdom is not loaded 39 times. Whole
    // suite, one run after the other at load ~7: 65.3 s -> 21.4 s wall, environment set-up 52 s
    // -> 2 s summed. docs/toolchain.md lists what differs in a VM context. component-reset reads
    // where each element was created from React's owner stacks, whose frames in a VM context
    // sometimes name Vitest's VM loader instead of the story (a different story each run): it
    // keeps a process of its own. (test/consumer.test.ts, the packed package in clean projects,
    // is npm test's `consumer` stage: not included here.)
    projects: ((ownProcess: string[]) => [
      { extends: true, test: { name: 'vm', pool: 'vmForks', include: ['src/**/*.test.{ts,tsx}'], exclude: ownProcess } },
      { extends: true, test: { name: 'forks', pool: 'forks', include: ownProcess } },
    ])(['src/component-reset.test.tsx']),
  },
});
