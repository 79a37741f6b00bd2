// A live-connection client that behaves like the app's (docs/app-live-and-notifications.md): after an abnormal close it
// reconnects with exponential backoff, base 1000 ms doubling, at most 5 attempts; a successful
// open resets the count; after opening it sends { type: 'auth', userId }.
import { WebSocket } from 'ws';

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_ATTEMPTS = 5;

export class LiveClient {
  constructor({ origin, cookie, userId, onFrame = () => {} }) {
    Object.assign(this, { origin, cookie, userId, onFrame });
    this.attempts = 0;
    this.opens = 0;
    this.ready = false;
    this.stopped = false;
    this.gaveUp = false;
    this.connect();
  }

  connect() {
    const socket = new WebSocket(`${this.origin.replace(/^http/, 'ws')}/api/ws?userId=${this.userId}`, {
      headers: { cookie: this.cookie, origin: this.origin },
    });
    this.socket = socket;
    socket.on('open', () => {
      this.attempts = 0;
      this.opens += 1;
      socket.send(JSON.stringify({ type: 'auth', userId: this.userId }));
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'ready') this.ready = true;
      this.onFrame(frame);
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      this.ready = false;
      if (this.stopped || code === 1000) return;
      if (this.attempts >= RECONNECT_MAX_ATTEMPTS) {
        this.gaveUp = true;
        return;
      }
      const delay = RECONNECT_BASE_MS * 2 ** this.attempts;
      this.attempts += 1;
      setTimeout(() => this.connect(), delay);
    });
  }

  stop() {
    this.stopped = true;
    this.socket.terminate();
  }
}
