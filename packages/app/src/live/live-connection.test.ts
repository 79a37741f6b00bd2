import type { ServerMessage } from '@pawpal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveConnection,
  MAX_RECONNECT_ATTEMPTS,
  RECONNECT_BASE_DELAY_MS,
  liveUrl,
  reconnectDelayMs,
  shouldSkipLiveConnection,
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

function setup({
  host = 'pawpal.test',
  protocol = 'http:',
  onSessionEnded,
}: { host?: string; protocol?: string; onSessionEnded?: () => void } = {}) {
  const sockets: FakeSocket[] = [];
  const messages: ServerMessage[] = [];
  const states: LiveState[] = [];
  const visibility = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  visibility.visibilityState = 'visible';
  const network = new EventTarget();
  const connection = new LiveConnection({
    userId: 'u 1',
    location: { protocol, host },
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onMessage: (message) => messages.push(message),
    onStateChange: (state) => states.push(state),
    onSessionEnded,
    visibilityTarget: visibility as unknown as Document,
    networkTarget: network as unknown as Window,
  });
  return { connection, sockets, messages, states, visibility, network, last: () => sockets[sockets.length - 1]! };
}

/** Drops the connection, then every reconnect, through all five attempts of one round. */
function giveUp(last: () => FakeSocket) {
  for (const wait of [1000, 2000, 4000, 8000, 16_000]) {
    last().drop(1006);
    vi.advanceTimersByTime(wait);
  }
  last().drop(1006);
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

    for (const host of ['', 'undefined', 'undefined:5000']) {
      const { connection, sockets } = setup({ host });
      connection.start();
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(0);
      expect(connection.state).toBe('disconnected');
    }
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

  it('passes server messages on and ignores anything that is not a known server message', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { connection, messages, last } = setup();
    connection.start();
    last().open();
    last().receive('{"type":"counts","unreadMessages":3}');
    last().receive('not json');
    last().receive('{"no":"type"}');
    last().receive('{"type":"surprise","unreadMessages":4}');
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

  it.each([1000, 4401])('reports the session ended when the server closes with %i', (code) => {
    const onSessionEnded = vi.fn();
    const { connection, last } = setup({ onSessionEnded });
    connection.start();
    last().open();
    last().drop(code);
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it.each([1001, 1006, 1008, 1011])('does not report the session ended for close code %i', (code) => {
    const onSessionEnded = vi.fn();
    const { connection, last } = setup({ onSessionEnded });
    connection.start();
    last().open();
    last().drop(code);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not report its own stop as the session ending', () => {
    const onSessionEnded = vi.fn();
    const { connection, last } = setup({ onSessionEnded });
    connection.start();
    last().open();
    connection.stop();
    expect(onSessionEnded).not.toHaveBeenCalled();
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

describe('reconnecting on the spec schedule: 1000, 2000, 4000, 8000, 16000 ms, at most 5 attempts', () => {
  it('names the spec constants', () => {
    expect(RECONNECT_BASE_DELAY_MS).toBe(1000);
    expect(MAX_RECONNECT_ATTEMPTS).toBe(5);
  });

  it('waits exactly base · 2^attempt before each attempt, with no jitter', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelayMs(attempt))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('reconnects after exactly 1000, 2000, 4000, 8000 and 16000 ms, and makes no 6th attempt', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().drop(1006);
    for (const [index, wait] of [1000, 2000, 4000, 8000, 16_000].entries()) {
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(index + 2);
      last().drop(1006);
    }
    expect(connection.reconnectAttempts).toBe(5);
    vi.advanceTimersByTime(60 * 60_000);
    expect(sockets).toHaveLength(6);
    expect(connection.state).toBe('disconnected');
  });

  it.each([1001, 1006, 1011, 4401])('treats close code %i as abnormal and reconnects after 1000 ms', (code) => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    last().drop(code);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('resets the schedule after a successful open', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().drop(1006);
    vi.advanceTimersByTime(1000);
    last().drop(1006);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(3);
    expect(connection.reconnectAttempts).toBe(2);
    last().open();
    expect(connection.reconnectAttempts).toBe(0);
    last().drop(1001);
    // Back to the first wait (1000 ms), not the third (4000 ms).
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    // ... and a full round of five attempts again.
    for (const wait of [2000, 4000, 8000, 16_000]) {
      last().drop(1006);
      vi.advanceTimersByTime(wait);
    }
    expect(sockets).toHaveLength(8);
    last().drop(1006);
    vi.advanceTimersByTime(60 * 60_000);
    expect(sockets).toHaveLength(8);
  });

  it('retries on the same schedule when the socket cannot even be created', () => {
    const created: string[] = [];
    const connection = new LiveConnection({
      userId: 'u1',
      location: { protocol: 'http:', host: 'pawpal.test' },
      createSocket: (url) => {
        created.push(url);
        throw new SyntaxError('blocked');
      },
    });
    connection.start();
    expect(created).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(created).toHaveLength(2);
    vi.advanceTimersByTime(2000 + 4000 + 8000 + 16_000 + 60_000);
    expect(created).toHaveLength(6);
    expect(errorLog).toHaveBeenCalledWith('Live connection: could not open', expect.any(SyntaxError));
    connection.stop();
  });

  it('after giving up, a tab becoming visible starts a fresh round of the same schedule', () => {
    const { connection, sockets, visibility, last } = setup();
    connection.start();
    giveUp(last);
    expect(sockets).toHaveLength(6);

    visibility.visibilityState = 'hidden';
    visibility.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);

    visibility.visibilityState = 'visible';
    visibility.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(7);
    last().open();
    expect(connection.state).toBe('connected');
  });

  it('after giving up, coming back online starts a fresh round: five attempts at 1, 2, 4, 8 and 16 s', () => {
    const { connection, sockets, network, last } = setup();
    connection.start();
    giveUp(last);
    expect(sockets).toHaveLength(6);

    network.dispatchEvent(new Event('online'));
    for (const [index, wait] of [1000, 2000, 4000, 8000, 16_000].entries()) {
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(6 + index);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(7 + index);
      last().drop(1006);
    }
    vi.advanceTimersByTime(60 * 60_000);
    expect(sockets).toHaveLength(11);
  });

  it('ignores visibility and network events while it is still trying', () => {
    const { connection, sockets, network, visibility, last } = setup();
    connection.start();
    last().drop(1006);
    network.dispatchEvent(new Event('online'));
    visibility.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('hands the spec delays to an injected scheduler', () => {
    const delays: number[] = [];
    const pending: (() => void)[] = [];
    const sockets: FakeSocket[] = [];
    const connection = new LiveConnection({
      userId: 'u1',
      location: { protocol: 'http:', host: 'pawpal.test' },
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      scheduleReconnect: (reconnect, delayMs) => {
        delays.push(delayMs);
        pending.push(reconnect);
        return () => {};
      },
    });
    connection.start();
    for (let round = 0; round < 7; round += 1) {
      sockets[sockets.length - 1]!.drop(1006);
      pending.shift()?.();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(sockets).toHaveLength(6);
  });
});
