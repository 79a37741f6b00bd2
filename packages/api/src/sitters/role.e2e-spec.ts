import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { JSON_HEADERS, describeEachDatabase, sessionCookieFrom, signUp } from '../../test/harness.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';

describeEachDatabase('GET /api/user/role/:userId', (ctx) => {
  const logIn = async (email: string) => {
    const response = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return { cookie: sessionCookieFrom(response)!, user: (await response.json()) as { id: string } };
  };

  it('answers 401 when signed out', async () => {
    const response = await ctx.fetch(`/api/user/role/${randomUUID()}`);
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not signed in',
    });
  });

  it('tells a new user their own role: neither sitter nor admin', async () => {
    const { cookie, user } = await signUp(ctx);
    const response = await ctx.fetch(`/api/user/role/${user.id}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ isSitter: false, isAdmin: false, sitterData: null });
  });

  it('includes the sitter profile for a sitter', async () => {
    const { cookie, user } = await logIn('sitter@pawpal.demo');
    const response = await ctx.fetch(`/api/user/role/${user.id}`, { headers: { cookie } });
    await expect(response.json()).resolves.toEqual({
      isSitter: true,
      isAdmin: false,
      sitterData: {
        id: user.id,
        headline: 'Experienced dog lover in Surry Hills',
        suburb: 'Surry Hills',
        state: 'NSW',
        services: [
          { type: 'boarding', priceCents: 6500 },
          { type: 'house_sitting', priceCents: 8500 },
          { type: 'drop_in', priceCents: 2800 },
          { type: 'dog_walking', priceCents: 3000 },
        ],
      },
    });
  });

  it("refuses another user's role with 403", async () => {
    const { cookie } = await signUp(ctx);
    const { user: other } = await signUp(ctx);
    const response = await ctx.fetch(`/api/user/role/${other.id}`, { headers: { cookie } });
    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it("lets an admin read anyone's role", async () => {
    const { user: other } = await signUp(ctx);
    const { cookie, user: admin } = await logIn('admin@pawpal.demo');
    const response = await ctx.fetch(`/api/user/role/${other.id}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ isSitter: false, isAdmin: false, sitterData: null });
    const own = await ctx.fetch(`/api/user/role/${admin.id}`, { headers: { cookie } });
    await expect(own.json()).resolves.toEqual({ isSitter: false, isAdmin: true, sitterData: null });
  });

  it('answers 404 for an unknown id or one that is not a uuid', async () => {
    const { cookie } = await logIn('admin@pawpal.demo');
    const unknown = await ctx.fetch(`/api/user/role/${randomUUID()}`, { headers: { cookie } });
    expect(unknown.status).toBe(404);
    await expect(unknown.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 404,
      error: 'Not Found',
      message: 'User not found',
    });
    const malformed = await ctx.fetch('/api/user/role/not-a-uuid', { headers: { cookie } });
    expect(malformed.status).toBe(404);
  });
});
