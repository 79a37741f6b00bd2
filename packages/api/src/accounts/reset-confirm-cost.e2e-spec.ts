import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest';
import { AUTH_RATE_LIMIT_PER_MINUTE } from '../auth/auth-rate-limiter.js';
import { argon2id } from '../auth/passwords.js';
import { describeEachDatabase, JSON_HEADERS, linkFromOutbox, signUp, uniqueEmail } from '../../test/harness.js';

function confirm(ctx: { fetch: (path: string, init?: RequestInit) => Promise<Response> }, token: string): Promise<Response> {
  return ctx.fetch('/api/auth/password-reset/confirm', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ token, password: 'a brand new secret 77' }),
  });
}

describeEachDatabase('password reset confirm: no hashing for a link that does not work', (ctx) => {
  // Counts the argon2 hashes the app runs (the real hash all the same).
  let hashes: MockInstance<(password: string) => Promise<string>>;
  beforeEach(() => {
    hashes = vi.spyOn(argon2id, 'hash');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses an unknown, used or expired link before hashing the new password', async () => {
    const refused = await Promise.all(['nope', 'x'.repeat(43), 'y'.repeat(43)].map((token) => confirm(ctx, token)));
    expect(refused.map((response) => response.status)).toEqual([400, 400, 400]);
    await expect(refused[0]!.json()).resolves.toMatchObject({ message: 'This link has expired or was already used. Ask for a new one.' });
    expect(hashes).not.toHaveBeenCalled();

    // A working link still hashes, once, and the used link is refused without hashing again.
    const olive = await signUp(ctx);
    await ctx.fetch('/api/auth/password-reset', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email: olive.email }) });
    const token = new URL(await linkFromOutbox(ctx, olive.email, /Set a new Pawpal password/), 'http://x').searchParams.get('token')!;
    hashes.mockClear();
    expect((await confirm(ctx, token)).status).toBe(204);
    expect(hashes).toHaveBeenCalledTimes(1);
    expect((await confirm(ctx, token)).status).toBe(400);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it('counts confirms with the sign-in budget of the client address', async () => {
    const login = () =>
      ctx.fetch('/api/auth/login', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: uniqueEmail('guess'), password: 'guess guess guess' }),
      });
    const half = Math.floor(AUTH_RATE_LIMIT_PER_MINUTE / 2);
    for (let index = 0; index < half; index++) expect((await login()).status).toBe(401);
    for (let index = half; index < AUTH_RATE_LIMIT_PER_MINUTE; index++) expect((await confirm(ctx, `guess-${index}`)).status).toBe(400);
    const refused = await confirm(ctx, 'one-too-many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login()).status).toBe(429);
  });
});
