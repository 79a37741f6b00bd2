import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveConnection,
  MAX_RECONNECT_ATTEMPTS,
  RECONNECT_BASE_DELAY_MS,
  liveUrl,
  reconnectDelayMs,
  shouldSkipLiveConnection,
  type LiveMessage,
  type LiveState,
  type SocketLike,
} from './live-connection';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  // Server side of the fake:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

function setup({ host = 'pawpal.test', protocol = 'http:', random = (): number => 0.5 } = {}) {
  const sockets: FakeSocket[] = [];
  const messages: LiveMessage[] = [];
  const states: LiveState[] = [];
  const visibility = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  visibility.visibilityState = 'visible';
  const network = new EventTarget();
  const connection = new LiveConnection({
    userId: 'u 1',
    location: { protocol, host },
    random,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onMessage: (message) => messages.push(message),
    onStateChange: (state) => states.push(state),
    visibilityTarget: visibility as unknown as Document,
    networkTarget: network as unknown as Window,
  });
  return { connection, sockets, messages, states, visibility, network, last: () => sockets[sockets.length - 1]! };
}

let errorLog: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live connection URL', () => {
  it('uses wss on https pages and ws otherwise, with the user id in the query', () => {
    expect(liveUrl({ protocol: 'https:', host: 'pawpal.com.au' }, 'u1')).toBe('wss://pawpal.com.au/api/ws?userId=u1');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:5000' }, 'u 1')).toBe('ws://localhost:5000/api/ws?userId=u%201');
  });

  it('is skipped when the host is missing or contains "undefined"', () => {
    expect(shouldSkipLiveConnection('')).toBe(true);
    expect(shouldSkipLiveConnection(undefined)).toBe(true);
    expect(shouldSkipLiveConnection('undefined:5000')).toBe(true);
    expect(shouldSkipLiveConnection('localhost:5000')).toBe(false);

    const { connection, sockets } = setup({ host: 'undefined' });
    connection.start();
    expect(sockets).toHaveLength(0);
    expect(connection.state).toBe('disconnected');
  });
});

describe('live connection lifecycle', () => {
  it('opens wss on an https page, sends the auth message once open and reports connected', () => {
    const { connection, sockets, states, last } = setup({ protocol: 'https:' });
    connection.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('wss://pawpal.test/api/ws?userId=u%201');
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent.map((data) => JSON.parse(data))).toEqual([{ type: 'auth', userId: 'u 1' }]);
    expect(connection.state).toBe('connected');
    expect(states).toEqual(['connected']);
  });

  it('passes server messages on and ignores anything that is not { type } JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { connection, messages, last } = setup();
    connection.start();
    last().open();
    last().receive('{"type":"counts","unreadMessages":3}');
    last().receive('not json');
    last().receive('{"no":"type"}');
    expect(messages).toEqual([{ type: 'counts', unreadMessages: 3 }]);
  });

  it('logs an error and reports disconnected', () => {
    const { connection, last } = setup();
    connection.start();
    last().open();
    last().fail();
    expect(errorLog).toHaveBeenCalledWith('Live connection error', expect.any(Event));
    expect(connection.state).toBe('disconnected');
  });

  it('does not reconnect after a normal close (1000)', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    last().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.state).toBe('disconnected');
  });

  it('closes with 1000 and never reconnects when stopped', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    const socket = last();
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('reconnecting with exponential backoff and full jitter', () => {
  it('names the spec constants', () => {
    expect(RECONNECT_BASE_DELAY_MS).toBe(1000);
    expect(MAX_RECONNECT_ATTEMPTS).toBe(5);
  });

  it('waits random(0, 1000 · 2^attempt) before each attempt', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelayMs(attempt, () => 0.999999))).toEqual([999, 1999, 3999, 7999, 15_999]);
    expect(reconnectDelayMs(3, () => 0)).toBe(0);
    expect(reconnectDelayMs(2, () => 0.5)).toBe(2000);
  });

  it('with the largest jitter, reconnects after 1, 2, 4, 8 and 16 s, then stops after the fifth attempt', () => {
    const { connection, sockets, last } = setup({ random: () => 0.999999 });
    connection.start();
    last().drop(1006);
    const expectedWaits = [1000, 2000, 4000, 8000, 16_000];
    for (const [index, wait] of expectedWaits.entries()) {
      vi.advanceTimersByTime(wait - 2);
      expect(sockets).toHaveLength(index + 1);
      vi.advanceTimersByTime(2);
      expect(sockets).toHaveLength(index + 2);
      last().drop(1006);
    }
    expect(connection.reconnectAttempts).toBe(MAX_RECONNECT_ATTEMPTS);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
  });

  it('jitters each wait with the injected random number', () => {
    const { connection, sockets, last } = setup({ random: () => 0.25 });
    connection.start();
    last().drop(1011);
    vi.advanceTimersByTime(249);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(1011);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('resets the attempt count after a successful open', () => {
    const { connection, sockets, last } = setup({ random: () => 0.999999 });
    connection.start();
    last().drop(1006);
    vi.advanceTimersByTime(1000);
    last().drop(1006);
    vi.advanceTimersByTime(2000);
    expect(connection.reconnectAttempts).toBe(2);
    last().open();
    expect(connection.reconnectAttempts).toBe(0);
    last().drop(1001);
    vi.advanceTimersByTime(998);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
  });

  it('after giving up, tries again when the tab becomes visible', () => {
    const { connection, sockets, visibility, last } = setup({ random: () => 0 });
    connection.start();
    for (let attempt = 0; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      last().drop(1006);
      vi.advanceTimersByTime(0);
    }
    expect(sockets).toHaveLength(6);

    visibility.visibilityState = 'hidden';
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(sockets).toHaveLength(6);

    visibility.visibilityState = 'visible';
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(sockets).toHaveLength(7);
    last().open();
    expect(connection.state).toBe('connected');
  });

  it('after giving up, tries again when the browser comes back online, with a fresh round of attempts', () => {
    const { connection, sockets, network, last } = setup({ random: () => 0 });
    connection.start();
    for (let attempt = 0; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      last().drop(1006);
      vi.advanceTimersByTime(0);
    }
    expect(sockets).toHaveLength(6);
    network.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(7);
    last().drop(1006);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(8);
  });

  it('ignores visibility and network events while it is still trying', () => {
    const { connection, sockets, network, visibility, last } = setup({ random: () => 0.5 });
    connection.start();
    last().drop(1006);
    network.dispatchEvent(new Event('online'));
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });
});
