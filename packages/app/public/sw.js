/*
 * Pawpal's service worker (docs/decisions/0011-web-push.md), served from the site root so its scope is the whole app.
 * It shows Web Push notifications and opens their page when one is clicked. It caches nothing
 * and has no fetch handler: every request goes to the network as without it.
 * The push message is JSON { kind, title, body, url } (PushPayload in @pawpal/contract).
 */

/** Where a notification leads: a link of this site only (another site's link opens the home page). */
function pageOf(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL(target.pathname + target.search, self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

function payloadOf(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = payloadOf(event.data);
  const title = typeof payload.title === 'string' && payload.title !== '' ? payload.title : 'Pawpal';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'en-AU',
      // One notification per kind and page: a newer one replaces an older one about the same thing.
      tag: `${typeof payload.kind === 'string' ? payload.kind : 'pawpal'}:${pageOf(payload.url)}`,
      data: { url: pageOf(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin && 'navigate' in client);
      if (open) {
        const navigated = await open.navigate(url);
        return (navigated || open).focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});
