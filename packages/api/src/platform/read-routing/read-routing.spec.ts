import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { type DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { ReadRouting, RECENT_WRITE_COOKIE, RECENT_WRITE_SECONDS, registerRecentWriteCookie, type RoutedRequest } from './read-routing.js';

const primary = { name: 'primary' } as unknown as DataSource;
const replica = { name: 'replica' } as unknown as DataSource;
const SITTER = '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const OTHER = '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';

function request(options: { userId?: string; recentWrite?: boolean } = {}): RoutedRequest {
  return {
    cookies: options.recentWrite ? { [RECENT_WRITE_COOKIE]: '1' } : {},
    session: { get: () => options.userId },
  };
}

describe('ReadRouting.sourceFor', () => {
  const routing = new ReadRouting(primary, replica);

  it('sends an anonymous read, and a member reading someone else, to the replica', () => {
    expect(routing.sourceFor(request())).toBe(replica);
    expect(routing.sourceFor(request(), SITTER)).toBe(replica);
    expect(routing.sourceFor(request({ userId: OTHER }), SITTER)).toBe(replica);
    expect(routing.sourceFor({}, SITTER)).toBe(replica);
  });

  it('reads from the primary for a request carrying the recent-write cookie', () => {
    expect(routing.sourceFor(request({ recentWrite: true }))).toBe(primary);
    expect(routing.sourceFor(request({ userId: OTHER, recentWrite: true }), SITTER)).toBe(primary);
  });

  it('reads a sitter their own page and reviews from the primary, long after their last write', () => {
    expect(routing.sourceFor(request({ userId: SITTER }), SITTER)).toBe(primary);
  });

  it('reads everything from the primary when no replica is configured', () => {
    const single = new ReadRouting(primary, primary);
    expect(single.hasReplica).toBe(false);
    expect(single.sourceFor(request())).toBe(primary);
    expect(routing.hasReplica).toBe(true);
  });
});

describe('the recent-write cookie', () => {
  async function server() {
    const app = Fastify();
    await app.register(fastifyCookie);
    // The session plugin's part: the signed-in member named by a test header.
    app.addHook('onRequest', (req, _reply, done) => {
      const userId = req.headers['x-test-user'];
      (req as unknown as RoutedRequest & { session: unknown }).session = { get: () => (typeof userId === 'string' ? userId : undefined) };
      done();
    });
    registerRecentWriteCookie(app, { secure: false });
    app.post('/ok', () => ({ ok: true }));
    app.post('/refused', (_req, reply) => reply.code(409).send({ error: 'conflict' }));
    app.get('/ok', () => ({ ok: true }));
    return app;
  }

  it('is set, short-lived, on a signed-in member’s successful write', async () => {
    const app = await server();
    const response = await app.inject({ method: 'POST', url: '/ok', headers: { 'x-test-user': SITTER } });
    expect(response.headers['set-cookie']).toBe(
      `${RECENT_WRITE_COOKIE}=1; Max-Age=${RECENT_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
    );
    await app.close();
  });

  it('is not set for a read, a refused write or an anonymous write', async () => {
    const app = await server();
    const read = await app.inject({ method: 'GET', url: '/ok', headers: { 'x-test-user': SITTER } });
    const refused = await app.inject({ method: 'POST', url: '/refused', headers: { 'x-test-user': SITTER } });
    const anonymous = await app.inject({ method: 'POST', url: '/ok' });
    expect([read, refused, anonymous].map((response) => response.headers['set-cookie'])).toEqual([undefined, undefined, undefined]);
    await app.close();
  });
});
