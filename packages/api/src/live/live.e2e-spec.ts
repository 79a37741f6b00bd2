import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { WS_MAX_MESSAGES_PER_MINUTE, WS_MAX_PAYLOAD_BYTES } from '@pawpal/contract';
import { describeOnBothDatabases, JSON_HEADERS, signUp, type TestContext } from '../../test/harness.js';
import { call, inDays, sitter as listedSitter, pet, requestBooking } from '../../test/booking-fixtures.js';
import { createApp } from '../app.js';
import { loadPawpalConfig } from '../app-config.js';
import { LiveFanout } from './live-fanout.js';
import { EventBus } from '../platform/events/event-bus.js';

interface Frame {
  type: string;
  [key: string]: unknown;
}

/** A test client: collects frames, resolves waits for a frame type or the close. */
class Client {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  }

  async next(type: string, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }
}

function connect(ctx: TestContext, options: { cookie?: string; userId?: string; origin?: string; autoPong?: boolean } = {}): Client {
  const url = new URL('/api/ws', ctx.baseUrl.replace(/^http/, 'ws'));
  if (options.userId) url.searchParams.set('userId', options.userId);
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  return new Client(new WebSocket(url, { headers, autoPong: options.autoPong ?? true }));
}

/** Opens and authenticates a socket for a signed-up user; resolves once the server said ready. */
async function signedInClient(ctx: TestContext, account: { cookie: string; user: { id: string } }): Promise<Client> {
  const client = connect(ctx, { cookie: account.cookie, userId: account.user.id, origin: ctx.baseUrl });
  await client.opened;
  client.send({ type: 'auth', userId: account.user.id });
  await client.next('ready');
  return client;
}

/** The HTTP status a refused upgrade answered with. */
function refusedStatus(client: Client): Promise<number> {
  return new Promise((resolve) => {
    client.socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    client.socket.on('error', () => undefined);
  });
}

/** A listed sitter (chat follows marketplace rules: an owner writes to a sitter), shaped like signUp's answer. */
async function sitterAccount(ctx: TestContext): Promise<{ cookie: string; user: { id: string } }> {
  const { cookie, id } = await listedSitter(ctx);
  return { cookie, user: { id } };
}

async function openChannel(ctx: TestContext, cookie: string, userId: string): Promise<string> {
  const response = await ctx.fetch('/api/chat/channels', {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ userId }),
  });
  return ((await response.json()) as { id: string }).id;
}

describeOnBothDatabases(
  'live connection',
  (ctx) => {
    it('refuses the upgrade without a session (401) and from a foreign Origin (403)', async () => {
      const anonymous = connect(ctx, { origin: ctx.baseUrl });
      await expect(refusedStatus(anonymous)).resolves.toBe(401);
      const account = await signUp(ctx);
      const foreign = connect(ctx, { cookie: account.cookie, origin: 'https://evil.example' });
      await expect(refusedStatus(foreign)).resolves.toBe(403);
    });

    it('closes with 4401 when the userId in the query or the auth message is not the session user', async () => {
      const account = await signUp(ctx);
      const other = await signUp(ctx);
      const wrongQuery = connect(ctx, { cookie: account.cookie, userId: other.user.id, origin: ctx.baseUrl });
      await expect(wrongQuery.closed).resolves.toMatchObject({ code: 4401 });

      const wrongAuth = connect(ctx, { cookie: account.cookie, userId: account.user.id, origin: ctx.baseUrl });
      await wrongAuth.opened;
      wrongAuth.send({ type: 'auth', userId: other.user.id });
      await expect(wrongAuth.closed).resolves.toMatchObject({ code: 4401 });
    });

    it('pushes new_message and the unread count to the recipient when a message is posted over HTTP', async () => {
      const owner = await signUp(ctx, { firstName: 'Olivia', lastName: 'Nguyen' });
      const sitter = await sitterAccount(ctx);
      const channelId = await openChannel(ctx, owner.cookie, sitter.user.id);
      const sitterSocket = await signedInClient(ctx, sitter);
      await sitterSocket.next('counts'); // the count sent after auth

      const posted = await ctx.fetch(`/api/chat/messages/${channelId}`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie: owner.cookie },
        body: JSON.stringify({ body: 'Hi Sam, are you free next week?' }),
      });
      const message = (await posted.json()) as { id: string; createdAt: string };
      await expect(sitterSocket.next('new_message')).resolves.toEqual({
        type: 'new_message',
        channelId,
        channelName: 'Olivia Nguyen',
        messageId: message.id,
        senderId: owner.user.id,
        preview: 'Hi Sam, are you free next week?',
        createdAt: message.createdAt,
      });
      await expect(sitterSocket.next('counts')).resolves.toEqual({ type: 'counts', unreadMessages: 1 });

      await ctx.fetch(`/api/chat/messages/${channelId}/mark-read`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie: sitter.cookie },
        body: '{}',
      });
      await expect(sitterSocket.next('counts')).resolves.toEqual({ type: 'counts', unreadMessages: 0 });
      sitterSocket.socket.close();
    });

    it('delivers a booking.created bus event to the sitter as booking_created with the pending count', async () => {
      const owner = await signUp(ctx, { firstName: 'Olivia' });
      const sitter = await signUp(ctx);
      const sitterSocket = await signedInClient(ctx, sitter);
      const bookingId = '7b0c3a9e-4a35-4bd5-9a52-2f4f5e2d9a11';
      await ctx.pawpal.app.get(EventBus).publish('booking.created', { bookingId, ownerId: owner.user.id, sitterId: sitter.user.id });
      await expect(sitterSocket.next('booking_created')).resolves.toMatchObject({
        bookingId,
        title: 'New booking request',
        message: 'Olivia sent you a booking request.',
      });
      await expect(sitterSocket.next('counts')).resolves.toMatchObject({ type: 'counts' });
      sitterSocket.socket.close();
    });

    it('tells the other party of a cancelled booking live (booking_cancelled), not the one who cancelled', async () => {
      const owner = await signUp(ctx, { firstName: 'Odalys' });
      const { cookie, id } = await listedSitter(ctx, { firstName: 'Saoirse' });
      const sitter = { cookie, user: { id } };
      const ownerAccount = { cookie: owner.cookie, id: owner.user.id };
      const rex = await pet(ctx, ownerAccount);
      const booking = await requestBooking(ctx, ownerAccount, {
        sitterId: id,
        service: 'boarding',
        startDate: inDays(60),
        endDate: inDays(62),
        petIds: [rex.id],
      });
      const ownerSocket = await signedInClient(ctx, owner);
      const sitterSocket = await signedInClient(ctx, sitter);
      expect((await call(ctx, ownerAccount, 'POST', `/api/bookings/${booking.id}/cancel`, {})).status).toBe(200);
      await expect(sitterSocket.next('booking_cancelled')).resolves.toMatchObject({
        bookingId: booking.id,
        title: 'Booking cancelled',
        message: 'Odalys cancelled their booking.',
      });
      // Frames arrive in order: once a later event reached the owner, a cancellation notice would have too.
      await ctx.pawpal.app.get(EventBus).publish('booking.approved', { bookingId: booking.id, ownerId: owner.user.id, sitterId: id });
      await ownerSocket.next('booking_approved');
      expect(ownerSocket.frames.map((frame) => frame.type)).not.toContain('booking_cancelled');
      ownerSocket.socket.close();
      sitterSocket.socket.close();
    });

    it('closes the session’s sockets at logout and only those', async () => {
      const account = await signUp(ctx);
      const other = await signUp(ctx);
      const first = await signedInClient(ctx, account);
      const second = await signedInClient(ctx, account);
      const bystander = await signedInClient(ctx, other);
      const logout = await ctx.fetch('/api/auth/logout', { method: 'POST', headers: { cookie: account.cookie } });
      expect(logout.status).toBe(204);
      await expect(first.closed).resolves.toMatchObject({ code: 1000 });
      await expect(second.closed).resolves.toMatchObject({ code: 1000 });
      expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
      bystander.socket.close();
    });

    it('closes with 1009 on a frame over 64 KB and with 1008 when a client floods', async () => {
      const account = await signUp(ctx);
      const big = await signedInClient(ctx, account);
      big.socket.send('x'.repeat(WS_MAX_PAYLOAD_BYTES + 1));
      await expect(big.closed).resolves.toMatchObject({ code: 1009 });

      const flooder = await signedInClient(ctx, account);
      for (let index = 0; index < WS_MAX_MESSAGES_PER_MINUTE + 5; index += 1) flooder.send({ type: 'noop' });
      await expect(flooder.closed).resolves.toMatchObject({ code: 1008, reason: 'Too many messages' });
    });

    it('lets one session hold at most 20 live connections: the 21st closes with 1008', async () => {
      const account = await signUp(ctx);
      const open = [];
      for (let index = 0; index < 20; index += 1) open.push(await signedInClient(ctx, account));
      const extra = connect(ctx, { cookie: account.cookie, userId: account.user.id, origin: ctx.baseUrl });
      await expect(extra.closed).resolves.toEqual({ code: 1008, reason: 'At most 20 live connections per session' });
      open[0]!.socket.close();
      await open[0]!.closed;
      // A closed one frees its place.
      const again = await signedInClient(ctx, account);
      expect(again.socket.readyState).toBe(WebSocket.OPEN);
      for (const client of [...open.slice(1), again]) client.socket.close();
    });

    it('closes a socket that stops answering pings', async () => {
      const account = await signUp(ctx);
      const silent = connect(ctx, { cookie: account.cookie, userId: account.user.id, origin: ctx.baseUrl, autoPong: false });
      const healthy = await signedInClient(ctx, account);
      const started = Date.now();
      await expect(silent.closed).resolves.toMatchObject({ code: 1006 });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
      healthy.socket.close();
    });

    it.skipIf(ctx.kind !== 'postgres')(
      'delivers a message posted through one instance to a socket on another, and a logout to both (LISTEN/NOTIFY)',
      async () => {
        // A second API instance on the same database: its own pg pool and its own LISTEN client.
        const tempRoot = await mkdtemp(path.join(tmpdir(), 'pawpal-second-'));
        const second = await createApp(
          loadPawpalConfig(
            {
              NODE_ENV: 'test',
              LOG_LEVEL: 'error',
              DATABASE_URL: ctx.pawpal.config.databaseUrl,
              DATA_DIR: path.join(tempRoot, 'db'),
              SEED_DEMO: '0',
              STATIC_DIR: path.join(tempRoot, 'none'),
            },
            tempRoot,
          ),
        );
        try {
          const secondUrl = await second.listen(0, '127.0.0.1');
          await second.app.get(LiveFanout).listening;
          await ctx.pawpal.app.get(LiveFanout).listening;
          const owner = await signUp(ctx);
          const sitter = await sitterAccount(ctx);
          const channelId = await openChannel(ctx, owner.cookie, sitter.user.id);
          const onSecond = new Client(
            new WebSocket(`${secondUrl.replace(/^http/, 'ws')}/api/ws?userId=${sitter.user.id}`, {
              headers: { cookie: sitter.cookie, origin: secondUrl },
            }),
          );
          await onSecond.opened;
          onSecond.send({ type: 'auth', userId: sitter.user.id });
          await onSecond.next('ready');

          const posted = await ctx.fetch(`/api/chat/messages/${channelId}`, {
            method: 'POST',
            headers: { ...JSON_HEADERS, cookie: owner.cookie },
            body: JSON.stringify({ body: 'across instances' }),
          });
          expect(posted.status).toBe(201);
          const { id } = (await posted.json()) as { id: string };
          await expect(onSecond.next('new_message')).resolves.toMatchObject({ messageId: id, channelId, preview: 'across instances' });

          // Logging out on the first instance closes the socket on the second and drops its cached session at once.
          expect((await fetch(`${secondUrl}/api/auth/user`, { headers: { cookie: sitter.cookie } })).status).toBe(200); // now cached there
          expect((await ctx.fetch('/api/auth/logout', { method: 'POST', headers: { cookie: sitter.cookie } })).status).toBe(204);
          await expect(onSecond.closed).resolves.toMatchObject({ code: 1000 });
          expect((await fetch(`${secondUrl}/api/auth/user`, { headers: { cookie: sitter.cookie } })).status).toBe(401);
        } finally {
          await second.close();
          await rm(tempRoot, { recursive: true, force: true });
        }
      },
    );
  },
  { env: { WS_HEARTBEAT_MS: '300' } },
);
