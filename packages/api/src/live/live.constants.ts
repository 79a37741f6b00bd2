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
/** Heartbeat ping interval (spec value); configurable as WS_HEARTBEAT_MS (tests use a short one). */
export { DEFAULT_WS_HEARTBEAT_MS as WS_HEARTBEAT_MS } from '../platform/config/config.js';
