import type { SocketLike } from '../live/live-connection';

/** A WebSocket stand-in the tests drive from the "server" side. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  readyState = 0;
  sent: string[] = [];

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  static latest(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error('No live connection was opened');
    return socket;
  }
  static reset() {
    FakeSocket.instances = [];
  }
}

/**
 * Options that make LiveProvider use FakeSocket on a fixed host. Reconnects run on the next
 * macrotask instead of after the spec's 1000 ms, so a screen test sees a dropped connection
 * come back without fake timers (the schedule itself is tested in live-connection.test.ts).
 */
export const fakeLiveOptions = {
  location: { protocol: 'http:', host: 'pawpal.test' },
  createSocket: (url: string) => new FakeSocket(url),
  scheduleReconnect: (reconnect: () => void) => {
    const timer = setTimeout(reconnect, 0);
    return () => clearTimeout(timer);
  },
};
