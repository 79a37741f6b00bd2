import { defineConfig } from 'vitest/config';

// `npm run openapi`: only the generator's spec, without the suite's global setup (the seeded
// database templates), which it does not need.
export default defineConfig({
  test: { environment: 'node', include: ['test/openapi.spec.ts', 'test/openapi-responses.spec.ts'], testTimeout: 300_000 },
});
