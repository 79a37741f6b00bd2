import { describe, expect, it } from 'vitest';
import { JSON_HEADERS, describeEachDatabase, sessionCookieFrom, signUp, uniqueEmail } from '../../test/harness.js';
import { EventBus, type PawpalEvents } from '../platform/events/event-bus.js';
import { AUTH_RATE_LIMIT_PER_MINUTE } from './auth-rate-limiter.js';

/** The session id inside a `pawpal.sid=<id>.<signature>` cookie. */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

describeEachDatabase('auth API', (ctx) => {
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    ctx.fetch('/api/auth/login', { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });

  it('signs up, keeps the session, and logs out for good', async () => {
    const email = uniqueEmail('jo');
    const signup = await ctx.fetch('/api/auth/signup', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ firstName: 'Jo', lastName: 'Citizen', email, password: 'a long enough secret' }),
    });
    expect(signup.status).toBe(201);
    const created = (await signup.json()) as { id: string };
    expect(created).toEqual({
      id: expect.any(String),
      firstName: 'Jo',
      lastName: 'Citizen',
      email,
      phone: null,
      profileImageUrl: null,
      profileCompleted: false,
      emailVerified: false,
      createdAt: expect.any(String),
    });
    const cookie = sessionCookieFrom(signup)!;
    expect(cookie).toBeDefined();
    const setCookie = signup.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await ctx.fetch('/api/auth/user', { headers: { cookie } });
    expect(me.status).toBe(200);
    await expect(me.json()).resolves.toEqual(created);

    const logout = await ctx.fetch('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/pawpal\.sid=;.*Expires=Thu, 01 Jan 1970/i);
    const rows = await ctx.pawpal.database.dataSource.query('SELECT count(*)::int AS n FROM session WHERE sid = $1', [sessionIdOf(cookie)]);
    expect(rows).toEqual([{ n: 0 }]);

    const after = await ctx.fetch('/api/auth/user', { headers: { cookie } });
    expect(after.status).toBe(401);
    await expect(after.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not signed in',
    });
  });

  it('answers a signed-out GET /api/auth/user with 401 Not signed in', async () => {
    const response = await ctx.fetch('/api/auth/user');
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not signed in',
    });
  });

  it('logs in with the right password, case-insensitively on the email', async () => {
    const { email, password, user } = await signUp(ctx);
    const response = await login({ email: email.toUpperCase(), password });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toMatchObject({ id: user.id, email });
    const cookie = sessionCookieFrom(response)!;
    const me = await ctx.fetch('/api/auth/user', { headers: { cookie } });
    expect(me.status).toBe(200);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const { email } = await signUp(ctx);
    const wrongPassword = await login({ email, password: 'not the password at all' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'not the password at all' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const expected = {
      requestId: expect.any(String) as string,
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Incorrect email or password',
    };
    await expect(wrongPassword.json()).resolves.toEqual(expected);
    await expect(unknownEmail.json()).resolves.toEqual(expected);
    expect(sessionCookieFrom(wrongPassword)).toBeUndefined();
  });

  it('issues a new session id at login and retires the old one', async () => {
    const { cookie: before, email, password } = await signUp(ctx);
    const response = await login({ email, password }, { cookie: before });
    expect(response.status).toBe(200);
    const after = sessionCookieFrom(response)!;
    expect(sessionIdOf(after)).not.toBe(sessionIdOf(before));
    expect((await ctx.fetch('/api/auth/user', { headers: { cookie: after } })).status).toBe(200);
    expect((await ctx.fetch('/api/auth/user', { headers: { cookie: before } })).status).toBe(401);
  });

  it('refuses unknown fields in the signup body', async () => {
    const response = await ctx.fetch('/api/auth/signup', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ firstName: 'Eve', lastName: 'Il', email: uniqueEmail(), password: 'a long enough secret', isAdmin: true }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toContain('property isAdmin should not exist');
  });

  it('explains why a short or common password is refused', async () => {
    const attempt = (password: string) =>
      ctx.fetch('/api/auth/signup', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ firstName: 'Al', lastName: 'Lee', email: uniqueEmail(), password }),
      });
    const short = await attempt('short1');
    expect(short.status).toBe(400);
    await expect(short.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 400,
      error: 'Bad Request',
      message: 'Password must be at least 10 characters long',
    });
    const common = await attempt('Password123');
    expect(common.status).toBe(400);
    await expect(common.json()).resolves.toMatchObject({ message: expect.stringMatching(/too common/) });
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const { email } = await signUp(ctx);
    const response = await ctx.fetch('/api/auth/signup', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ firstName: 'Dup', lastName: 'Licate', email: email.toUpperCase(), password: 'another long secret' }),
    });
    expect(response.status).toBe(409);
    await expect(response.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this email already exists',
    });
  });

  it(`allows ${AUTH_RATE_LIMIT_PER_MINUTE} sign-in attempts a minute, JSON and form together, then 429`, async () => {
    const wrong = { email: uniqueEmail('brute'), password: 'guess guess guess' };
    for (let attempt = 1; attempt <= AUTH_RATE_LIMIT_PER_MINUTE; attempt++) {
      const response =
        attempt % 2 === 0
          ? await ctx.fetch('/api/login', {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(wrong).toString(),
            })
          : await login(wrong);
      expect(response.status).toBe(401);
    }
    const limited = await login(wrong);
    expect(limited.status).toBe(429);
    await expect(limited.json()).resolves.toEqual({
      requestId: expect.any(String),
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Try again in a minute.',
    });
    const signup = await ctx.fetch('/api/auth/signup', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ firstName: 'Late', lastName: 'Comer', email: uniqueEmail(), password: 'a long enough secret' }),
    });
    expect(signup.status).toBe(429);
  });

  it('publishes user.signed_up with the new account', async () => {
    const received: PawpalEvents['user.signed_up'][] = [];
    const unsubscribe = ctx.pawpal.app.get(EventBus).on('user.signed_up', (payload) => {
      received.push(payload);
    });
    try {
      const { user, email } = await signUp(ctx, { firstName: 'Evie' });
      expect(received).toEqual([{ userId: user.id, email, firstName: 'Evie' }]);
    } finally {
      unsubscribe();
    }
  });

  describe('browser logout (GET /api/logout)', () => {
    it('ends the session and redirects home when the link was Pawpal’s own (also without Fetch Metadata, by the Referer)', async () => {
      const old = await signUp(ctx);
      const byReferer = await ctx.fetch('/api/logout', {
        headers: { cookie: old.cookie, referer: `${ctx.pawpal.config.appOrigin}/profile` },
      });
      expect(byReferer.status).toBe(302);
      expect((await ctx.fetch('/api/auth/user', { headers: { cookie: old.cookie } })).status).toBe(401);

      const { cookie } = await signUp(ctx);
      const response = await ctx.fetch('/api/logout', { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect(response.headers.getSetCookie().join('\n')).toMatch(/pawpal\.sid=;/);
      expect((await ctx.fetch('/api/auth/user', { headers: { cookie } })).status).toBe(401);
    });

    it('only asks for confirmation when another site sent the browser', async () => {
      const { cookie } = await signUp(ctx);
      const response = await ctx.fetch('/api/logout', { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const page = await response.text();
      expect(page).toMatch(/<form method="post" action="\/api\/logout"/);
      expect(page).toMatch(/<button type="submit"[^>]*>Log out<\/button>/);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect((await ctx.fetch('/api/auth/user', { headers: { cookie } })).status).toBe(200);

      // A browser without Fetch Metadata: no proof the link was Pawpal's own, so the same page.
      for (const headers of [{}, { referer: 'https://evil.example/page' }, { 'sec-fetch-site': 'same-site' }] as Record<string, string>[]) {
        const unproven = await ctx.fetch('/api/logout', { headers: { cookie, ...headers } });
        expect(unproven.status).toBe(200);
        expect(await unproven.text()).toMatch(/<form method="post" action="\/api\/logout"/);
      }
      expect((await ctx.fetch('/api/auth/user', { headers: { cookie } })).status).toBe(200);

      const confirmed = await ctx.fetch('/api/logout', {
        method: 'POST',
        headers: { cookie, origin: ctx.baseUrl, 'sec-fetch-site': 'same-origin' },
      });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe('/');
      expect((await ctx.fetch('/api/auth/user', { headers: { cookie } })).status).toBe(401);
    });
  });
});

describeEachDatabase(
  'auth API with AUTH_RATE_LIMIT_PER_MINUTE=3',
  (ctx) => {
    it('allows the configured number of attempts a minute, then 429', async () => {
      const wrong = { email: uniqueEmail('brute'), password: 'guess guess guess' };
      const attempt = () => ctx.fetch('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(wrong) });
      for (let index = 1; index <= 3; index++) expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);
    });
  },
  { env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } },
);
