import { type Env, invalidVar, readVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The live connection's settings from the environment, read once at start (src/app-config.ts). */
export interface LiveConfig {
  /** WebSocket heartbeat: ping interval in ms; a socket that did not pong by the next ping is closed. */
  readonly heartbeatMs: number;
}

export const LIVE_CONFIG = Symbol('LIVE_CONFIG');
/** WS_HEARTBEAT_MS default: the live connection is pinged every 30 s. */
export const DEFAULT_WS_HEARTBEAT_MS = 30_000;

export const LIVE_SETTINGS = declareSettings({
  title: 'Live connection',
  source: 'live/live-config.ts',
  variables: {
    WS_HEARTBEAT_MS: {
      default: String(DEFAULT_WS_HEARTBEAT_MS),
      description:
        'WebSocket ping interval in milliseconds (at least 10); a socket that has not answered the previous ping is closed. See docs/live.md.',
    },
  },
});

export function loadLiveConfig(environment: Env): LiveConfig {
  const env = LIVE_SETTINGS.env(environment);
  const raw = readVar(env, 'WS_HEARTBEAT_MS');
  if (raw === undefined) return { heartbeatMs: DEFAULT_WS_HEARTBEAT_MS };
  const heartbeatMs = Number(raw);
  if (!/^\d+$/.test(raw) || heartbeatMs < 10) invalidVar('WS_HEARTBEAT_MS', 'must be an integer number of milliseconds (at least 10)', raw);
  return { heartbeatMs };
}
