import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeApi, OPENAPI_FILE, serialise } from '../scripts/openapi/describe-api.js';

// The committed openapi.json is what GET /api/openapi.json serves and what the app's client is
// generated from: it must be what the controllers and the contract say now. `npm run openapi`
// (OPENAPI_WRITE=1) rewrites it; otherwise a difference fails here, with the routes named.
describe('openapi.json', () => {
  it('is what describe-api generates from the controllers and the contract now', () => {
    const fresh = serialise(describeApi());
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(OPENAPI_FILE, fresh);
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    const routes = (text: string) =>
      Object.entries((JSON.parse(text) as { paths: Record<string, object> }).paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      );
    // Routes first, for a readable message when a controller gained or lost one.
    expect(routes(committed), 'routes in openapi.json (run npm run openapi in packages/api)').toEqual(routes(fresh));
    expect(committed, 'openapi.json is stale: run npm run openapi in packages/api').toBe(fresh);
  });
});
