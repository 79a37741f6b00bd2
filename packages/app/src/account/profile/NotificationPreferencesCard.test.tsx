import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationPreference } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../../data/swr-config';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';

const everything: NotificationPreference[] = NOTIFICATION_KINDS.flatMap((kind) =>
  NOTIFICATION_CHANNELS.map((channel) => ({ kind, channel, enabled: true })),
);

function serve(preferences: NotificationPreference[] = everything) {
  let stored = preferences;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/profile/notification-preferences' && (init?.method ?? 'GET') === 'GET') return Response.json({ preferences: stored });
    if (url === '/api/profile/notification-preferences' && init?.method === 'PUT') {
      const changes = (JSON.parse(String(init.body)) as { preferences: NotificationPreference[] }).preferences;
      stored = stored.map((row) => changes.find((change) => change.kind === row.kind && change.channel === row.channel) ?? row);
      return Response.json({ preferences: stored });
    }
    if (url === '/api/push/vapid-public-key')
      return Response.json({ publicKey: 'BPlYnyA2AMrLGlqkaOjOHPR_BnhP3wQUiAzq44EWMqrYbsZ-Al7ah8mOsU1KAMQpKzQTpC1yLf5XzPRCbBwt4fY' });
    if (url === '/api/push/subscriptions' && init?.method === 'POST')
      return Response.json({ id: 's1', createdAt: '2026-11-26T00:00:00.000Z' }, { status: 201 });
    if (url.startsWith('/api/push/subscriptions?endpoint=') && init?.method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <NotificationPreferencesCard />
    </SWRConfig>,
  );
}

/** A browser with service workers, PushManager and notifications (jsdom has none of them). */
function pushCapableBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer | null };
    toJSON(): unknown;
    unsubscribe: ReturnType<typeof vi.fn>;
  } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: 'https://push.example.com/device-1',
        options: { applicationServerKey: options.applicationServerKey.buffer as ArrayBuffer },
        toJSON: () => ({ endpoint: 'https://push.example.com/device-1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
      };
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  const NotificationStub = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', NotificationStub);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { pushManager, serviceWorker, NotificationStub };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('NotificationPreferencesCard', () => {
  it('shows a switch per kind for email and for push, and saves one channel of one kind', async () => {
    const fetchMock = serve();
    renderCard();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Push' })).toBeInTheDocument();
    expect(within(table).getAllByRole('switch')).toHaveLength(27 * 2);

    await userEvent.click(screen.getByRole('switch', { name: 'Push: A booking request for you' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Push: A booking request for you' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Email: A booking request for you' })).toBeChecked();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ preferences: [{ kind: 'booking_requested', channel: 'push', enabled: false }] });
  });

  it('shows only the email column when the server answers email rows only', async () => {
    serve(everything.filter((row) => row.channel === 'email'));
    renderCard();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Push' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('switch')).toHaveLength(27);
  });

  it('offers no device button where the browser cannot push', async () => {
    serve();
    renderCard();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Enable notifications on this device' })).not.toBeInTheDocument();
  });

  it('enables push on this device: permission, service worker at /, subscription with the server key, sent to the API; then turns it off', async () => {
    const fetchMock = serve();
    const browser = pushCapableBrowser('default');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Enable notifications on this device' }));
    expect(await screen.findByText('This device shows push notifications.')).toBeInTheDocument();
    expect(browser.NotificationStub.requestPermission).toHaveBeenCalledOnce();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect(options.applicationServerKey).toHaveLength(65);
    expect(options.applicationServerKey[0]).toBe(4);
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/push/subscriptions' && init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      endpoint: 'https://push.example.com/device-1',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });

    browser.NotificationStub.permission = 'granted';
    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Enable notifications on this device' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          url === `/api/push/subscriptions?endpoint=${encodeURIComponent('https://push.example.com/device-1')}` &&
          init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('says when notifications are blocked in the browser', async () => {
    serve();
    pushCapableBrowser('denied');
    renderCard();
    expect(await screen.findByText(/Notifications are blocked for Pawpal in this browser's settings/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable notifications on this device' })).not.toBeInTheDocument();
  });

  it('stays off when the prompt is refused', async () => {
    const fetchMock = serve();
    const browser = pushCapableBrowser('default', 'denied');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Enable notifications on this device' }));
    expect(await screen.findByText(/Notifications are blocked for Pawpal/)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/push/subscriptions')).toBe(false);
  });
});
