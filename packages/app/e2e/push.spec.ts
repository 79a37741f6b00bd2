/**
 * Web Push in the browser: the app is installable (its manifest, Chromium's own
 * reading of it, and the service worker active), a sitter turns push on from the profile, an
 * owner's booking request reaches a push service stand-in on 127.0.0.1 encrypted for that
 * browser, and the service worker shows what arrived as a notification.
 *
 * Headless Chromium here is offline, so the real PushManager.subscribe (which asks Google's push
 * service for an endpoint) cannot work: only it is replaced, by an init script that answers a
 * subscription on the stand-in with keys made here (the e2e server is not in production, so the
 * API accepts a loopback endpoint: packages/api/src/push/push-endpoint.ts). Everything else is
 * the app's: the permission prompt (granted by the context), the service worker's registration,
 * the VAPID key, the POST of the subscription, the server's queue and sender, and the worker's
 * push handler, fed through CDP with the bytes the server sent.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { PushPayload, PushSubscriptionInput, VapidPublicKey } from '@pawpal/contract';
import { createSitter, PASSWORD, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

const DAY_MS = 86_400_000;

/** A push service on 127.0.0.1 that records each POST and answers 201 Created. */
async function startPushService() {
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Opens an aes128gcm Web Push message (RFC 8291, RFC 8188) with the browser's key pair and auth secret, as the browser would. */
function decrypt(body: Buffer, browser: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', browser.computeSecret(serverPublicKey), auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // One record: the text, the last-record delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

test('the app installs, a sitter turns on push, and a booking request arrives as a notification', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const pushService = await startPushService();
  const context = await browser.newContext({ permissions: ['notifications'] });
  try {
    // This browser's side of the subscription: an endpoint on the stand-in and a P-256 key pair with an auth secret.
    const keyPair = createECDH('prime256v1');
    keyPair.generateKeys();
    const auth = randomBytes(16);
    const subscription: PushSubscriptionInput = {
      endpoint: `${pushService.origin}/push/${uniqueId()}`,
      expirationTime: null,
      keys: { p256dh: keyPair.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
    await context.addInitScript((json: PushSubscriptionInput) => {
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        // What the app asked for, the key in base64url as GET /api/push/vapid-public-key answers it.
        (window as unknown as { pushSubscribeOptions: unknown }).pushSubscribeOptions = {
          userVisibleOnly: options?.userVisibleOnly,
          applicationServerKey: btoa(String.fromCharCode(...key))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, ''),
        };
        return {
          endpoint: json.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: key.buffer },
          toJSON: () => json,
          unsubscribe: async () => true,
        } as unknown as PushSubscription;
      };
    }, subscription);

    const page = await context.newPage();
    await skipProfilePrompt(page);
    // The sitter signs up in this context (its request shares the page's cookies).
    const sitter = await createSitter(context.request);

    await test.step('installable: the manifest as Chromium reads it', async () => {
      await page.goto('/profile');
      const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestUrl).toBe('/manifest.webmanifest');
      const manifest = (await (await context.request.get(manifestUrl!)).json()) as {
        name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; type: string }[];
      };
      expect(manifest).toMatchObject({ name: 'Pawpal', start_url: '/', display: 'standalone' });
      for (const size of ['192x192', '512x512']) {
        const icon = manifest.icons.find((entry) => entry.sizes === size && entry.type === 'image/png');
        expect(icon, `a ${size} PNG icon`).toBeDefined();
        const response = await context.request.get(icon!.src);
        expect(response.status(), icon!.src).toBe(200);
        expect(response.headers()['content-type']).toContain('image/png');
      }
      const cdp = await context.newCDPSession(page);
      const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
      expect(parsed.url).toBe(new URL('/manifest.webmanifest', baseURL).href);
      expect(parsed.errors).toEqual([]);
      await cdp.detach();
    });

    let vapidPublicKey = '';
    await test.step('the sitter enables notifications on this device: the service worker activates and the server stores the subscription', async () => {
      await page.getByRole('button', { name: 'Enable notifications on this device' }).click();
      await expect(page.getByText('This device shows push notifications.')).toBeVisible();
      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { scope: registration.scope, script: registration.active?.scriptURL, state: registration.active?.state };
      });
      expect(worker).toEqual({ scope: new URL('/', baseURL).href, script: new URL('/sw.js', baseURL).href, state: 'activated' });
      // Subscribed with the server's VAPID key.
      ({ publicKey: vapidPublicKey } = (await (await context.request.get('/api/push/vapid-public-key')).json()) as VapidPublicKey);
      expect(await page.evaluate(() => (window as unknown as { pushSubscribeOptions: unknown }).pushSubscribeOptions)).toEqual({
        userVisibleOnly: true,
        applicationServerKey: vapidPublicKey,
      });
    });

    const delivered =
      await test.step('an owner requests a booking: the server pushes it to the stand-in, encrypted for this browser', async () => {
        const owner = await playwright.request.newContext({ baseURL });
        const id = uniqueId();
        await signUp(owner, { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.${id}@example.com`, password: PASSWORD });
        const pet = await owner.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } });
        expect(pet.status(), await pet.text()).toBe(201);
        const date = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
        const booking = await owner.post('/api/bookings', {
          data: {
            sitterId: sitter.sitterId,
            service: 'boarding',
            startDate: date(20),
            endDate: date(22),
            petIds: [((await pet.json()) as { id: string }).id],
          },
        });
        expect(booking.status(), await booking.text()).toBe(201);
        const { id: bookingId } = (await booking.json()) as { id: string };
        await owner.dispose();

        const path = new URL(subscription.endpoint).pathname;
        await expect.poll(() => pushService.received.filter((entry) => entry.path === path).length, { timeout: 15_000 }).toBe(1);
        const push = pushService.received.find((entry) => entry.path === path)!;
        expect(push.headers['content-encoding']).toBe('aes128gcm');
        expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${vapidPublicKey}$`));
        const text = decrypt(push.body, keyPair, auth);
        const payload = JSON.parse(text) as PushPayload;
        expect(payload).toMatchObject({
          kind: 'booking_requested',
          title: 'New booking request from Olivia',
          body: expect.stringContaining('Olivia asked you for'),
        });
        expect(payload.url).toContain(bookingId);
        return { text, payload };
      });

    await test.step('the service worker shows what arrived as a notification', async () => {
      const cdp = await context.newCDPSession(page);
      const scope = new URL('/', baseURL).href;
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL === scope && !registration.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const id = await registrationId;
      // Delivered again on each check until it shows: in a CI run at load 7 no notification came
      // of a single delivery within 10 s (alone it passed three times out of three; the cause was
      // not found). The notification's tag makes a repeat replace the first, so exactly one is
      // expected either way.
      await expect
        .poll(
          async () => {
            await cdp.send('ServiceWorker.deliverPushMessage', {
              origin: new URL(baseURL!).origin,
              registrationId: id,
              data: delivered.text,
            });
            return page.evaluate(async () => {
              const notifications = await (await navigator.serviceWorker.ready).getNotifications();
              return notifications.map((notification) => ({
                title: notification.title,
                body: notification.body,
                url: (notification.data as { url: string }).url,
              }));
            });
          },
          { intervals: [500, 1_000, 2_000], timeout: 20_000 },
        )
        .toEqual([{ title: delivered.payload.title, body: delivered.payload.body, url: delivered.payload.url }]);
      await cdp.detach();
    });
  } finally {
    await context.close();
    await pushService.close();
  }
});
