// The live connection's path, close codes, frame size and message rate live in @pawpal/contract
// (the app reconnects by the same close codes); these are the API's own.

/** Length of the window WS_MAX_MESSAGES_PER_MINUTE counts in. */
export const WS_RATE_WINDOW_MS = 60_000;
/** Postgres NOTIFY channel of the cross-instance bridge. */
export const LIVE_NOTIFY_CHANNEL = 'pawpal_live';
/** Postgres refuses NOTIFY payloads from 8000 bytes; ours carry ids only (~200 bytes). */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;
/** Reconnect delays of the LISTEN client: doubling from 250 ms up to 5 s. */
export const LISTEN_RETRY_BASE_MS = 250;
export const LISTEN_RETRY_MAX_MS = 5_000;
/** After a LISTEN reconnect, at most this many missed live events are replayed (the newest)... */
export const LIVE_REPLAY_MAX_EVENTS = 1_000;
/** ...and none older than this: a longer outage is caught up by the app's reconnect (it re-reads counts and history). */
export const LIVE_REPLAY_WINDOW_MINUTES = 5;
/** Rows of `live_outbox` older than this are deleted (by a publishing instance, at most once a minute). */
export const LIVE_OUTBOX_RETENTION_MINUTES = 10;
export const LIVE_OUTBOX_PRUNE_INTERVAL_MS = 60_000;
/**
 * Sequence numbers are taken at INSERT and seen at COMMIT, so a lower number can arrive after a
 * higher one: the replay starts this many numbers below the last delivered, and the numbers
 * delivered lately (LIVE_DELIVERED_MEMORY of them) keep it from delivering one twice.
 */
export const LIVE_REPLAY_OVERLAP = 100;
export const LIVE_DELIVERED_MEMORY = 4_000;
/** Heartbeat ping interval (spec value); configurable as WS_HEARTBEAT_MS (tests use a short one). */
export { DEFAULT_WS_HEARTBEAT_MS as WS_HEARTBEAT_MS } from './live-config.js';
