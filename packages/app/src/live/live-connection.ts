import { WS_CLOSE_NORMAL, apiPaths, isServerMessage, isSessionEndedClose, type ClientMessage, type ServerMessage } from '@pawpal/contract';

/*
 * The live connection: one WebSocket per signed-in tab to /api/ws.
 *
 * - Skipped when the page has no host, or a host containing "undefined" (a mis-built URL).
 * - wss on https pages, ws otherwise; sends { type: 'auth', userId } once open.
 * - A close meaning the session ended (the server's 1000 or 4401, isSessionEndedClose) runs
 *   `onSessionEnded`: the shell sends the person to sign in again.
 * - Any close other than 1000 reconnects on the spec's exact schedule: before attempt n
 *   (0-based) it waits RECONNECT_BASE_DELAY_MS * 2^n, i.e. 1000, 2000, 4000, 8000, 16000 ms,
 *   at most MAX_RECONNECT_ATTEMPTS times. A successful open resets the count.
 * - Our addition (docs/app-live-and-notifications.md): after giving up, a tab becoming visible
 *   or the browser coming back online starts a fresh round of the same schedule.
 * - Errors are logged and the state becomes disconnected.
 * - The messages each way are @pawpal/contract's ClientMessage and ServerMessage; a frame that is
 *   not a known ServerMessage is logged and dropped.
 */

/** The first reconnect waits this long; each further attempt waits twice as long as the one before. */
export const RECONNECT_BASE_DELAY_MS = 1000;
/** Reconnect attempts after an abnormal close before waiting for visibility or network. */
export const MAX_RECONNECT_ATTEMPTS = 5;

export type LiveState = 'connected' | 'disconnected';

/** The parts of `window.location` the URL is built from. */
export interface PageLocation {
  protocol: string;
  host: string;
}

/** The parts of a WebSocket the connection uses (a fake in tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveConnectionOptions {
  userId: string;
  onMessage?: (message: ServerMessage) => void;
  onStateChange?: (state: LiveState) => void;
  /** The server closed the socket because the session ended (isSessionEndedClose); no reconnect follows. */
  onSessionEnded?: () => void;
  /** Defaults to window.location. */
  location?: PageLocation;
  /** Defaults to `new WebSocket(url)`. */
  createSocket?: (url: string) => SocketLike;
  /**
   * Runs `reconnect` after `delayMs` and returns a cancel function; setTimeout by default.
   * Screen tests pass an immediate one so a dropped FakeSocket comes back without waiting.
   */
  scheduleReconnect?: (reconnect: () => void, delayMs: number) => () => void;
  /** Where visibilitychange is heard; defaults to document. */
  visibilityTarget?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Where online is heard; defaults to window. */
  networkTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** True when the live connection should not even be tried for this page. */
export function shouldSkipLiveConnection(host: string | null | undefined): boolean {
  return !host || host.includes('undefined');
}

/** ws(s)://host/api/ws?userId=... for the page at `location`. */
export function liveUrl(location: PageLocation, userId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${apiPaths.live(userId)}`;
}

/**
 * The wait before reconnect attempt `attempt` (0-based): base * 2^attempt, no jitter. The
 * spec's schedule is exact (see docs/app-live-and-notifications.md for why jitter went).
 */
export function reconnectDelayMs(attempt: number): number {
  return RECONNECT_BASE_DELAY_MS * 2 ** attempt;
}

function scheduleWithTimeout(reconnect: () => void, delayMs: number): () => void {
  const timer = setTimeout(reconnect, delayMs);
  return () => clearTimeout(timer);
}

function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (isServerMessage(parsed)) return parsed;
  } catch {
    // Fall through: not JSON.
  }
  return null;
}

/** One user's live connection. `start()` connects; `stop()` closes for good. */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private attempts = 0;
  /** Cancels the pending reconnect; undefined when none is pending. */
  private cancelReconnect: (() => void) | undefined;
  private stopped = true;
  /** True after MAX_RECONNECT_ATTEMPTS failed: waiting for visibility or the network. */
  private exhausted = false;
  private currentState: LiveState = 'disconnected';
  private readonly options: LiveConnectionOptions;

  constructor(options: LiveConnectionOptions) {
    this.options = options;
  }

  get state(): LiveState {
    return this.currentState;
  }

  /** Reconnect attempts made since the last successful open. */
  get reconnectAttempts(): number {
    return this.attempts;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.visibilityTarget()?.addEventListener('visibilitychange', this.handleWake);
    this.networkTarget()?.addEventListener('online', this.handleWake);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.cancelReconnect?.();
    this.cancelReconnect = undefined;
    this.visibilityTarget()?.removeEventListener('visibilitychange', this.handleWake);
    this.networkTarget()?.removeEventListener('online', this.handleWake);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      try {
        socket.close(WS_CLOSE_NORMAL);
      } catch (error) {
        console.error('Live connection: closing failed', error);
      }
    }
    this.setState('disconnected');
  }

  private location(): PageLocation | null {
    if (this.options.location) return this.options.location;
    return typeof window === 'undefined' ? null : window.location;
  }

  private visibilityTarget() {
    return this.options.visibilityTarget ?? (typeof document === 'undefined' ? undefined : document);
  }

  private networkTarget() {
    return this.options.networkTarget ?? (typeof window === 'undefined' ? undefined : window);
  }

  private connect(): void {
    if (this.stopped) return;
    const location = this.location();
    if (!location || shouldSkipLiveConnection(location.host)) return;
    let socket: SocketLike;
    try {
      const url = liveUrl(location, this.options.userId);
      socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    } catch (error) {
      console.error('Live connection: could not open', error);
      this.setState('disconnected');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.exhausted = false;
      this.setState('connected');
      const auth: ClientMessage = { type: 'auth', userId: this.options.userId };
      socket.send(JSON.stringify(auth));
    };
    socket.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (message) this.options.onMessage?.(message);
      else console.warn('Live connection: ignored a frame that is not a known server message');
    };
    socket.onerror = (event) => {
      console.error('Live connection error', event);
      this.setState('disconnected');
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.socket = null;
      this.setState('disconnected');
      // stop() detaches these handlers first, so a close seen here is never this tab's own.
      if (isSessionEndedClose(event.code)) this.options.onSessionEnded?.();
      if (event.code !== WS_CLOSE_NORMAL) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.cancelReconnect !== undefined) return;
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.exhausted = true;
      return;
    }
    const delay = reconnectDelayMs(this.attempts);
    this.attempts += 1;
    const schedule = this.options.scheduleReconnect ?? scheduleWithTimeout;
    this.cancelReconnect = schedule(() => {
      this.cancelReconnect = undefined;
      this.connect();
    }, delay);
  }

  /**
   * visibilitychange / online (our addition to the spec): after giving up, a visible tab or a
   * returning network starts a fresh round of the same schedule: wait 1000 ms, then 2000 ...
   */
  private readonly handleWake = (event: Event): void => {
    if (!this.exhausted || this.stopped || this.socket) return;
    if (event.type === 'visibilitychange' && this.visibilityTarget()?.visibilityState !== 'visible') return;
    this.exhausted = false;
    this.attempts = 0;
    this.scheduleReconnect();
  };

  private setState(state: LiveState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    this.options.onStateChange?.(state);
  }
}
