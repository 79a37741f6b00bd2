/** Close code: the socket's session is missing or belongs to another user than the one claimed. */
export const WS_CLOSE_UNAUTHORISED = 4401;
/** Close code (standard): the client sent too many messages (policy violation). */
export const WS_CLOSE_THROTTLED = 1008;
/** Close code (standard): a frame over WS_MAX_PAYLOAD_BYTES (ws closes with it itself). */
export const WS_CLOSE_TOO_BIG = 1009;
/** Close code (standard): normal closure, used at logout so the client does not reconnect. */
export const WS_CLOSE_NORMAL = 1000;
/** Largest frame accepted from a client. */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Messages a client may send per minute before its socket is closed with 1008. */
export const WS_MAX_MESSAGES_PER_MINUTE = 100;
export const WS_RATE_WINDOW_MS = 60_000;
/** Path of the live connection. */
export const WS_PATH = '/api/ws';
/** Postgres NOTIFY channel of the cross-instance bridge. */
export const LIVE_NOTIFY_CHANNEL = 'pawpal_live';
/** Postgres refuses NOTIFY payloads from 8000 bytes; ours carry ids only (~200 bytes). */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;
/** Reconnect delays of the LISTEN client: doubling from 250 ms up to 5 s. */
export const LISTEN_RETRY_BASE_MS = 250;
export const LISTEN_RETRY_MAX_MS = 5_000;
/** Heartbeat ping interval (spec value); configurable as WS_HEARTBEAT_MS (tests use a short one). */
export { DEFAULT_WS_HEARTBEAT_MS as WS_HEARTBEAT_MS } from '../platform/config/config.js';
