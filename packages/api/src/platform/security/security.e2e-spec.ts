import { expect, it } from 'vitest';
import { JSON_HEADERS, describeEachDatabase, signUp, uniqueEmail } from '../../../test/harness.js';
import { BODY_LIMIT_BYTES } from './body-limit.js';

const wrongLogin = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });

describeEachDatabase('security baseline', (ctx) => {
  it('refuses a POST whose Origin is another site', async () => {
    const response = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: { ...JSON_HEADERS, origin: 'https://evil.example' },
      body: wrongLogin,
    });
    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 403,
      error: 'Forbidden',
      message: 'Cross-site request refused',
    });
  });

  it('refuses a POST the browser marks Sec-Fetch-Site: cross-site', async () => {
    const response = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' },
      body: wrongLogin,
    });
    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toMatchObject({ message: 'Cross-site request refused' });
  });

  it('lets through requests from its own origin, from APP_ORIGIN, and without browser headers', async () => {
    const sameOrigin = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: { ...JSON_HEADERS, origin: ctx.baseUrl, 'sec-fetch-site': 'same-origin' },
      body: wrongLogin,
    });
    expect(sameOrigin.status).toBe(401);
    const appOrigin = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: { ...JSON_HEADERS, origin: ctx.pawpal.config.appOrigin },
      body: wrongLogin,
    });
    expect(appOrigin.status).toBe(401);
    const noBrowserHeaders = await ctx.fetch('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: wrongLogin });
    expect(noBrowserHeaders.status).toBe(401);
  });

  it('sends the security headers on API responses and pages', async () => {
    for (const path of ['/api/health', '/api/login', '/api/nothing-here']) {
      const response = await ctx.fetch(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      // No tile provider configured (MAP_TILE_URL unset): no third-party images at all.
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).not.toContain('openstreetmap');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull(); // http here: no HSTS
    }
  });

  it('answers malformed JSON with a 400 error body and no stack', async () => {
    const response = await ctx.fetch('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: '{"email": "a@b.c",' });
    expect(response.status).toBe(400);
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'requestId', 'statusCode']);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(text).not.toMatch(/stack|\bat .*\.(js|ts):\d+/);
  });

  it('accepts a bodiless POST that still claims a JSON content type (the spec request helper always sends it)', async () => {
    const { cookie } = await signUp(ctx);
    const response = await ctx.fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '0', cookie },
    });
    expect(response.status).toBe(204);
    const after = await ctx.fetch('/api/auth/user', { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await ctx.fetch('/api/auth/signup', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        firstName: 'x'.repeat(BODY_LIMIT_BYTES),
        lastName: 'y',
        email: uniqueEmail(),
        password: 'a long enough secret',
      }),
    });
    expect(response.status).toBe(413);
    await expect(response.json()).resolves.toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers unknown /api paths with a JSON 404, for any method', async () => {
    const get = await ctx.fetch('/api/unknown', { headers: { accept: 'text/html' } });
    expect(get.status).toBe(404);
    expect(get.headers.get('content-type')).toMatch(/application\/json/);
    await expect(get.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 404,
      error: 'Not Found',
      message: 'Cannot GET /api/unknown',
    });
    const post = await ctx.fetch('/api/unknown', { method: 'POST', headers: JSON_HEADERS, body: '{}' });
    expect(post.status).toBe(404);
    await expect(post.json()).resolves.toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('joins validation messages into one string', async () => {
    const { cookie } = await signUp(ctx);
    const response = await ctx.fetch('/api/auth/signup', {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: unknown };
    expect(typeof body.message).toBe('string');
    expect(body.message).toContain('First name is required');
    expect(body.message).toContain('Enter a valid email address');
  });

  it('refuses bodies that are neither JSON nor a form with 415', async () => {
    const response = await ctx.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: wrongLogin });
    expect(response.status).toBe(415);
    await expect(response.json()).resolves.toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('names each missing field once', async () => {
    const response = await ctx.fetch('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: '{}' });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 400,
      error: 'Bad Request',
      message: 'Email is required; Password is required',
    });
  });
});
