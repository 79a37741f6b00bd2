import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.js';
import { findOperation } from '../../../test/openapi-responses.js';

const COMMITTED = readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8');

describeEachDatabase('OpenAPI description', (ctx) => {
  it('serves the committed openapi.json at GET /api/openapi.json', async () => {
    const response = await ctx.fetch('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe(COMMITTED);
  });

  it('serves a readable page of the operations at GET /api/docs, within the CSP', async () => {
    const response = await ctx.fetch('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    // The page needs no script and no other origin: the app's CSP stays as it is.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).not.toContain('<script');
    expect(page).toContain('<code>/api/search/sitters</code>');
    expect(page).toContain('id="schema-SearchResponse"');
  });

  it('describes every /api/ route the app registered', () => {
    const missing = ctx.pawpal.routes
      .filter((route) => route.url.startsWith('/api/') && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .map((route) => ({ method: route.method, path: route.url.replace(/:([A-Za-z0-9_]+)/g, 'x') }))
      .filter((route) => findOperation(route.method, route.path) === undefined)
      .map((route) => `${route.method} ${route.path}`);
    expect(missing, 'routes missing from openapi.json (run npm run openapi in packages/api)').toEqual([]);
  });
});
