import { createECDH } from 'node:crypto';
import { type Env, ConfigError, readNonNegativeInteger, readVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** A VAPID key pair (base64url: the public key 65 bytes uncompressed P-256, the private key 32 bytes). */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** The Web Push feature's settings from the environment, read once at start (src/app-config.ts). */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: required in production; undefined elsewhere means generate once and keep in the database. */
  readonly vapidKeys: VapidKeys | undefined;
  /** VAPID_SUBJECT (mailto: or https:): who the push services may contact. Required in production. */
  readonly subject: string;
  /** Outside production, http(s)://127.0.0.1 / localhost endpoints are accepted (a local push service stand-in). */
  readonly allowLocalEndpoints: boolean;
  /** How often the sender looks for due pushes, ms (PUSH_SEND_INTERVAL_SECONDS, default 5; 0 = never, tests call runDue). */
  readonly sendIntervalMs: number;
}

export const PUSH_CONFIG = Symbol('PUSH_CONFIG');
export const DEFAULT_PUSH_SEND_INTERVAL_SECONDS = 5;

function required(name: string): never {
  throw new ConfigError(
    `Invalid configuration: ${name} is required when NODE_ENV=production (generate a key pair with: npx web-push generate-vapid-keys)`,
  );
}

export const PUSH_SETTINGS = declareSettings({
  title: 'Web Push',
  source: 'push/push-config.ts',
  intro: 'See docs/operations.md#web-push.',
  variables: {
    VAPID_PUBLIC_KEY: {
      default: 'required in production; otherwise generated at the first start and kept in the database (`push_vapid_keys`)',
      description:
        "The public half of the key pair pushes are signed with (base64url, P-256), from `npx web-push generate-vapid-keys`; set together with VAPID_PRIVATE_KEY. Changing the pair makes every browser's subscription useless: people enable notifications again.",
      production: true,
    },
    VAPID_PRIVATE_KEY: { default: 'as VAPID_PUBLIC_KEY', description: 'Its private half (never echoed in errors).', production: true },
    VAPID_SUBJECT: {
      default: "required in production; otherwise `mailto:no-reply@APP_ORIGIN's host`",
      description: 'A `mailto:` or `https:` contact the push services (Google, Mozilla, Apple) may use about this sender.',
      production: true,
    },
    PUSH_SEND_INTERVAL_SECONDS: {
      default: String(DEFAULT_PUSH_SEND_INTERVAL_SECONDS),
      description: 'How often an instance delivers due pushes; `0`: never (tests deliver them themselves).',
    },
  },
});

export function loadPushConfig(environment: Env, base: { readonly nodeEnv: string; readonly appOrigin: string }): PushConfig {
  const env = PUSH_SETTINGS.env(environment);
  const production = base.nodeEnv === 'production';
  const publicKey = readVar(env, 'VAPID_PUBLIC_KEY');
  const privateKey = readVar(env, 'VAPID_PRIVATE_KEY');
  const subjectVar = readVar(env, 'VAPID_SUBJECT');
  if (production && publicKey === undefined) required('VAPID_PUBLIC_KEY');
  if (production && privateKey === undefined) required('VAPID_PRIVATE_KEY');
  if (production && subjectVar === undefined)
    throw new ConfigError('Invalid configuration: VAPID_SUBJECT is required when NODE_ENV=production (e.g. mailto:support@example.com)');
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(
      `Invalid configuration: ${publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'} must be set together with the other VAPID key`,
    );
  }
  let vapidKeys: VapidKeys | undefined;
  if (publicKey !== undefined && privateKey !== undefined) {
    if (!isVapidKeyPair(publicKey, privateKey)) {
      // Never echo the values: the private key is a secret.
      throw new ConfigError(
        'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be one P-256 key pair in base64url (65 and 32 bytes), e.g. from npx web-push generate-vapid-keys',
      );
    }
    vapidKeys = { publicKey, privateKey };
  }
  const host = new URL(base.appOrigin).hostname;
  const subject = subjectVar ?? `mailto:no-reply@${host.includes('.') ? host : `${host}.localdomain`}`;
  let protocol = '';
  try {
    protocol = new URL(subject).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'mailto:' && protocol !== 'https:')
    throw new ConfigError(`Invalid configuration: VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`);
  return {
    vapidKeys,
    subject,
    allowLocalEndpoints: !production,
    sendIntervalMs: readNonNegativeInteger(env, 'PUSH_SEND_INTERVAL_SECONDS', DEFAULT_PUSH_SEND_INTERVAL_SECONDS) * 1000,
  };
}

/** Whether the private key is P-256 and the public key is its own (uncompressed, 65 bytes). */
export function isVapidKeyPair(publicKey: string, privateKey: string): boolean {
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(publicKey) || !base64url.test(privateKey)) return false;
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (privateBytes.length !== 32) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateBytes);
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}
