import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/* The installable app: public/sw.js run against a stand-in of the worker's global scope,
   and public/manifest.webmanifest checked against the design tokens and the icons it names. */

// Paths built from this file's own: `new URL(literal, import.meta.url)` would be rewritten by Vite as an asset.
const here = path.dirname(fileURLToPath(import.meta.url));
const publicFile = (name: string) => path.join(here, '../../public', name);

type Listener = (event: unknown) => void;

function startWorker(openWindows: { url: string; focus: ReturnType<typeof vi.fn>; navigate?: ReturnType<typeof vi.fn> }[] = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: 'https://pawpal.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => openWindows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', readFileSync(publicFile('sw.js'), 'utf8'))(scope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { scope, fire };
}

function pushData(payload: unknown) {
  return { json: () => payload, text: () => JSON.stringify(payload) };
}

describe('service worker', () => {
  it('shows a push as a notification with its title, body and page', async () => {
    const { scope, fire } = startWorker();
    await fire('push', {
      data: pushData({
        kind: 'booking_requested',
        title: 'New booking request from Olive',
        body: 'Olive asked you for Boarding.',
        url: 'https://pawpal.example/booking?id=b1',
      }),
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New booking request from Olive', {
      body: 'Olive asked you for Boarding.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'en-AU',
      tag: 'booking_requested:https://pawpal.example/booking?id=b1',
      data: { url: 'https://pawpal.example/booking?id=b1' },
    });
  });

  it("keeps a notification's link on this site, and shows a push that is not JSON", async () => {
    const { scope, fire } = startWorker();
    await fire('push', { data: pushData({ title: 'Hi', url: 'https://evil.example/phish?x=1' }) });
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Hi',
      expect.objectContaining({ data: { url: 'https://pawpal.example/phish?x=1' } }),
    );
    await fire('push', { data: { json: () => JSON.parse('not json'), text: () => 'plain words' } });
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Pawpal',
      expect.objectContaining({ body: 'plain words', data: { url: 'https://pawpal.example/' } }),
    );
  });

  it('opens the linked page on a click, or focuses a window already showing it, or moves an open Pawpal window there', async () => {
    const close = vi.fn();
    const click = (url: string) => ({ notification: { close, data: { url } } });

    const none = startWorker();
    await none.fire('notificationclick', click('https://pawpal.example/chat/c1'));
    expect(close).toHaveBeenCalled();
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('https://pawpal.example/chat/c1');

    const showing = { url: 'https://pawpal.example/chat/c1', focus: vi.fn() };
    const focused = startWorker([showing]);
    await focused.fire('notificationclick', click('https://pawpal.example/chat/c1'));
    expect(showing.focus).toHaveBeenCalled();
    expect(focused.scope.clients.openWindow).not.toHaveBeenCalled();

    const other = { url: 'https://pawpal.example/search', focus: vi.fn(), navigate: vi.fn(async () => other) };
    const moved = startWorker([other]);
    await moved.fire('notificationclick', click('https://pawpal.example/booking?id=b1'));
    expect(other.navigate).toHaveBeenCalledWith('https://pawpal.example/booking?id=b1');
    expect(other.focus).toHaveBeenCalled();
    expect(moved.scope.clients.openWindow).not.toHaveBeenCalled();
  });
});

describe('web app manifest', () => {
  const manifest = JSON.parse(readFileSync(publicFile('manifest.webmanifest'), 'utf8')) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };

  it('makes Pawpal installable: name, start URL, standalone, the theme colour of the design tokens', () => {
    expect(manifest).toMatchObject({ name: 'Pawpal', start_url: '/', display: 'standalone' });
    const tokens = readFileSync(path.join(here, '../../../ui/src/tokens.css'), 'utf8');
    const primary = /--pp-primary:\s*(#[0-9a-f]{6})/i.exec(tokens)?.[1];
    expect(manifest.theme_color).toBe(primary);
    const html = readFileSync(path.join(here, '../../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${primary}" media="(prefers-color-scheme: light)" />`);
  });

  it('names PNG icons of 192 and 512 pixels (and a maskable one) that exist at those sizes', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of pngs) {
      const png = readFileSync(publicFile(icon.src.slice(1)));
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
