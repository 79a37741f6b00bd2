import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  apiPaths,
  PUSH_SUBSCRIPTIONS_PER_USER_MAX,
  type PushPayload,
  type PushSubscriptionInput,
  type VapidPublicKey,
} from '@pawpal/contract';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { call, inDays, pet, requestBooking, sitter } from '../../test/booking-fixtures.js';
import { describeEachDatabase, JSON_HEADERS, outboxFor, signUp, type TestContext } from '../../test/harness.js';
import { HostResolver, type ResolvedAddress } from '../platform/security/outbound-address.js';
import { PushQueue } from './push-queue.service.js';
import { PushSender } from './push-sender.service.js';

/** What the stand-in push service received. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: records each POST and answers the status set for its path (201 by default). */
class PushServiceStandIn {
  readonly received: Received[] = [];
  readonly statusFor = new Map<string, number>();
  /** Every TCP connection accepted, HTTP or not (a TLS hello to this plain-HTTP server counts too). */
  connections = 0;
  private server: Server | undefined;
  origin = '';
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.statusFor.get(path) ?? 201).end();
      });
    });
    this.server.on('connection', () => this.connections++);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.origin = `http://127.0.0.1:${this.port}`;
  }

  to(path: string): Received[] {
    return this.received.filter((entry) => entry.path === path);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, made with node:crypto. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** Decrypts an aes128gcm Web Push message (RFC 8291 and 8188) as the browser does. */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): signed ES256 by that key, for the push service's origin. */
function vapidClaims(authorization: string, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

async function vapidPublicKey(ctx: TestContext): Promise<string> {
  const response = await ctx.fetch('/api/push/vapid-public-key');
  expect(response.status).toBe(200);
  return ((await response.json()) as VapidPublicKey).publicKey;
}

function subscribe(ctx: TestContext, cookie: string | undefined, body: unknown): Promise<Response> {
  return ctx.fetch('/api/push/subscriptions', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const standIn = new PushServiceStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

describeEachDatabase(
  'web push',
  (ctx) => {
    let path = '';
    beforeEach(() => {
      path = `/push/${randomBytes(6).toString('hex')}`;
    });

    it('generates the VAPID key pair on the first start outside production and keeps it in the database', async () => {
      const publicKey = await vapidPublicKey(ctx);
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      const rows = (await ctx.pawpal.database.dataSource.query(`SELECT public_key FROM push_vapid_keys`)) as { public_key: string }[];
      expect(rows).toEqual([{ public_key: publicKey }]);
      expect(await vapidPublicKey(ctx)).toBe(publicKey);
    });

    it('stores a subscription for the signed-in user and refuses what is not a push subscription', async () => {
      const olive = await signUp(ctx);
      const { keys } = browserKeys();
      const valid: PushSubscriptionInput = { endpoint: `${standIn.origin}${path}`, expirationTime: null, keys };
      expect((await subscribe(ctx, undefined, valid)).status).toBe(401);

      const refusals: [unknown, string][] = [
        [{ ...valid, endpoint: 'http://push.example.com/abc' }, 'endpoint must be an https:// URL of a push service'],
        [{ ...valid, endpoint: 'https://10.0.0.7/abc' }, 'endpoint must be a push service on the internet, not an address or a local host'],
        [{ ...valid, endpoint: 'https://user:secret@push.example.com/abc' }, 'endpoint must not carry credentials'],
        [{ ...valid, endpoint: 'not a url' }, 'endpoint must be a URL'],
        [{ ...valid, endpoint: `https://push.example.com/${'a'.repeat(1024)}` }, 'endpoint must be at most 1024 characters'],
        [
          { ...valid, keys: { ...keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
          'keys.p256dh is not a point on the P-256 curve',
        ],
        [{ ...valid, keys: { ...keys, auth: randomBytes(8).toString('base64url') } }, 'keys.auth must be 16 bytes (base64url)'],
        [{ ...valid, keys: { ...keys, auth: 'x'.repeat(129) } }, 'keys.auth must be at most 128 characters'],
        [{ endpoint: valid.endpoint }, 'keys must be an object like { p256dh, auth }'],
      ];
      for (const [body, message] of refusals) {
        const response = await subscribe(ctx, olive.cookie, body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: unknown }).message).toEqual(expect.stringContaining(message));
      }
      expect(await ctx.pawpal.database.dataSource.query(`SELECT id FROM push_subscriptions WHERE user_id = $1`, [olive.user.id])).toEqual(
        [],
      );

      const saved = await subscribe(ctx, olive.cookie, valid);
      expect(saved.status).toBe(201);
      // A real push service's endpoint is accepted too.
      expect((await subscribe(ctx, olive.cookie, { ...valid, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' })).status).toBe(201);
      const rows = (await ctx.pawpal.database.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [
        olive.user.id,
      ])) as { endpoint: string }[];
      expect(rows.map((row) => row.endpoint).sort()).toEqual([valid.endpoint, 'https://fcm.googleapis.com/fcm/send/abc:def']);

      const removed = await ctx.fetch(apiPaths.pushSubscription(valid.endpoint), { method: 'DELETE', headers: { cookie: olive.cookie } });
      expect(removed.status).toBe(204);
      const noEndpoint = await ctx.fetch('/api/push/subscriptions', { method: 'DELETE', headers: { cookie: olive.cookie } });
      expect(noEndpoint.status).toBe(400);
      expect(((await noEndpoint.json()) as { message: unknown }).message).toEqual(expect.stringContaining('endpoint is required'));
      const left = (await ctx.pawpal.database.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [
        olive.user.id,
      ])) as { endpoint: string }[];
      expect(left.map((row) => row.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/abc:def']);
    });

    it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_USER_MAX} browsers per account, the newest`, async () => {
      expect(PUSH_SUBSCRIPTIONS_PER_USER_MAX).toBe(10);
      const olive = await signUp(ctx);
      for (let index = 0; index < 11; index++) {
        expect(
          (await subscribe(ctx, olive.cookie, { endpoint: `${standIn.origin}${path}/${index}`, keys: browserKeys().keys })).status,
        ).toBe(201);
      }
      const rows = (await ctx.pawpal.database.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [
        olive.user.id,
      ])) as { endpoint: string }[];
      expect(rows).toHaveLength(10);
      expect(rows.map((row) => row.endpoint)).not.toContain(`${standIn.origin}${path}/0`);
    });

    it('delivers an encrypted, VAPID-signed push to the push service that decrypts to the title and link', async () => {
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const browser = browserKeys();
      expect(
        (await subscribe(ctx, olive.cookie, { endpoint: `${standIn.origin}${path}`, expirationTime: null, keys: browser.keys })).status,
      ).toBe(201);
      await ctx.pawpal.database.dataSource.transaction((manager) =>
        ctx.pawpal.app.get(PushQueue).enqueue(manager, {
          userId: olive.user.id,
          kind: 'booking_accepted',
          content: {
            subject: 'Sam accepted your booking',
            greeting: 'Hi Olive,',
            paragraphs: ['Good news: pay to confirm it.'],
            action: { label: 'Pay', url: 'http://127.0.0.1:5173/booking?id=b-1' },
          },
          dedupeKey: `test:${path}`,
        }),
      );
      expect(await ctx.pawpal.app.get(PushSender).runDue()).toEqual({ sent: 1, retried: 0, failed: 0, gone: 0, refused: 0 });

      const [push] = standIn.to(path);
      expect(push).toBeDefined();
      expect(push!.headers.ttl).toBe('86400');
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers['content-type']).toBe('application/octet-stream');
      const claims = vapidClaims(String(push!.headers.authorization), await vapidPublicKey(ctx));
      expect(claims.aud).toBe(standIn.origin);
      expect(claims.sub).toMatch(/^mailto:/);
      const payload = JSON.parse(decrypt(push!.body, browser)) as PushPayload;
      expect(payload).toEqual({
        kind: 'booking_accepted',
        title: 'Sam accepted your booking',
        body: 'Good news: pay to confirm it.',
        url: 'http://127.0.0.1:5173/booking?id=b-1',
      });

      // Never twice: the same event queued again, and another run.
      await ctx.pawpal.database.dataSource.transaction((manager) =>
        ctx.pawpal.app.get(PushQueue).enqueue(manager, {
          userId: olive.user.id,
          kind: 'booking_accepted',
          content: { subject: 'Again', greeting: '', paragraphs: [] },
          dedupeKey: `test:${path}`,
        }),
      );
      await ctx.pawpal.app.get(PushSender).runDue();
      expect(standIn.to(path)).toHaveLength(1);
    });

    it('forgets a subscription the push service says is gone (410) and retries one that failed (500)', async () => {
      const olive = await signUp(ctx);
      const gone = `${path}/gone`;
      const failing = `${path}/failing`;
      standIn.statusFor.set(gone, 410);
      standIn.statusFor.set(failing, 500);
      expect((await subscribe(ctx, olive.cookie, { endpoint: `${standIn.origin}${gone}`, keys: browserKeys().keys })).status).toBe(201);
      expect((await subscribe(ctx, olive.cookie, { endpoint: `${standIn.origin}${failing}`, keys: browserKeys().keys })).status).toBe(201);
      await ctx.pawpal.database.dataSource.transaction((manager) =>
        ctx.pawpal.app.get(PushQueue).enqueue(manager, {
          userId: olive.user.id,
          kind: 'new_message',
          content: { subject: 'Sam sent you a message', greeting: '', paragraphs: [] },
        }),
      );
      expect(await ctx.pawpal.app.get(PushSender).runDue()).toEqual({ sent: 0, retried: 1, failed: 0, gone: 1, refused: 0 });
      expect(standIn.to(gone)).toHaveLength(1);
      expect(standIn.to(failing)).toHaveLength(1);
      const left = (await ctx.pawpal.database.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [
        olive.user.id,
      ])) as { endpoint: string }[];
      expect(left.map((row) => row.endpoint)).toEqual([`${standIn.origin}${failing}`]);
      const [queued] = (await ctx.pawpal.database.dataSource.query(
        `SELECT status, attempts, last_error FROM push_queue WHERE user_id = $1`,
        [olive.user.id],
      )) as {
        status: string;
        attempts: number;
        last_error: string;
      }[];
      expect(queued).toEqual({ status: 'queued', attempts: 1, last_error: 'The push service answered 500' });
    });

    it('refuses at send time an endpoint whose host name resolves into the server network, and drops it', async () => {
      // Public-looking names, answered by the resolver as the attacker's DNS would: this machine,
      // the cloud metadata service, and a public address together with loopback.
      const answers: Record<string, ResolvedAddress[]> = {
        'push.rebind.example': [{ address: '127.0.0.1', family: 4 }],
        'metadata.rebind.example': [{ address: '169.254.169.254', family: 4 }],
        'mixed.rebind.example': [
          { address: '93.184.216.34', family: 4 },
          { address: '::ffff:127.0.0.1', family: 6 },
        ],
      };
      const resolver = vi.spyOn(ctx.pawpal.app.get(HostResolver), 'resolve').mockImplementation((host) => {
        const answer = answers[host];
        return answer ? Promise.resolve(answer) : Promise.reject(new Error(`no answer for ${host} in this test`));
      });
      try {
        const olive = await signUp(ctx);
        for (const host of Object.keys(answers)) {
          // Accepted when saved: the name is spelt like a push service's.
          expect(
            (await subscribe(ctx, olive.cookie, { endpoint: `https://${host}:${standIn.port}${path}`, keys: browserKeys().keys })).status,
          ).toBe(201);
        }
        await ctx.pawpal.database.dataSource.transaction((manager) =>
          ctx.pawpal.app.get(PushQueue).enqueue(manager, {
            userId: olive.user.id,
            kind: 'new_message',
            content: { subject: 'Sam sent you a message', greeting: '', paragraphs: [] },
          }),
        );
        const connectionsBefore = standIn.connections;
        expect(await ctx.pawpal.app.get(PushSender).runDue()).toEqual({ sent: 0, retried: 0, failed: 0, gone: 0, refused: 3 });
        expect(resolver.mock.calls.map(([host]) => host).sort()).toEqual(Object.keys(answers).sort());
        // Nothing reached the stand-in on 127.0.0.1: not a POST, not even a connection.
        expect(standIn.connections).toBe(connectionsBefore);
        expect(standIn.to(path)).toEqual([]);
        // Dropped like a dead endpoint: the subscriptions and their pushes are gone.
        expect(await ctx.pawpal.database.dataSource.query(`SELECT id FROM push_subscriptions WHERE user_id = $1`, [olive.user.id])).toEqual(
          [],
        );
        expect(await ctx.pawpal.database.dataSource.query(`SELECT id FROM push_queue WHERE user_id = $1`, [olive.user.id])).toEqual([]);
      } finally {
        resolver.mockRestore();
      }
    });

    it('pushes a booking request to the sitter, unless the sitter switched that kind off for push', async () => {
      const sam = await sitter(ctx);
      const samBrowser = browserKeys();
      expect(
        (await call(ctx, sam, 'POST', '/api/push/subscriptions', { endpoint: `${standIn.origin}${path}`, keys: samBrowser.keys })).status,
      ).toBe(201);
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const oliveAccount = { cookie: olive.cookie, id: olive.user.id };
      const rex = await pet(ctx, oliveAccount);
      const booking = await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(30),
        endDate: inDays(32),
        petIds: [rex.id],
      });
      // The outbox delivers the mail queued with the push; then the pushes go.
      await outboxFor(ctx, olive.email);
      await ctx.pawpal.app.get(PushSender).runDue();
      const [push] = standIn.to(path);
      expect(push).toBeDefined();
      const payload = JSON.parse(decrypt(push!.body, samBrowser)) as PushPayload;
      expect(payload.title).toBe('New booking request from Olive');
      expect(payload.kind).toBe('booking_requested');
      expect(new URL(payload.url).pathname + new URL(payload.url).search).toBe(`/booking?id=${booking.id}`);

      // Push off for booking requests (email stays on): the next request pushes nothing.
      const off = await call(ctx, sam, 'PUT', '/api/profile/notification-preferences', {
        preferences: [{ kind: 'booking_requested', channel: 'push', enabled: false }],
      });
      expect(off.status).toBe(200);
      await requestBooking(ctx, oliveAccount, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(40),
        endDate: inDays(41),
        petIds: [rex.id],
      });
      await outboxFor(ctx, olive.email);
      await ctx.pawpal.app.get(PushSender).runDue();
      expect(standIn.to(path)).toHaveLength(1);
    });
  },
  { env: { PUSH_SEND_INTERVAL_SECONDS: '0' } },
);
