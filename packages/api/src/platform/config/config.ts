import { createHash } from 'node:crypto';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAP_TILE_URL, DEFAULT_VERIFICATION_RETENTION_DAYS, normaliseAbn } from '@pawpal/contract';

/** Nest log levels enabled for each LOG_LEVEL value (most severe first). */
const LOG_LEVELS = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
} as const;

export type LogLevel = keyof typeof LOG_LEVELS;
export type NodeEnv = 'development' | 'production' | 'test';

/** Pool and query limits (a database server; the embedded one has a single connection and no server-side timeout). */
export interface DatabaseLimits {
  /** DATABASE_POOL_SIZE (default 10): connections this process opens at most. */
  readonly poolSize: number;
  /** DATABASE_CONNECT_TIMEOUT_MS (default 5000): the longest wait for a pooled connection or a new one. */
  readonly connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS (default 15000): the server cancels a longer statement; the client gives up 1 s later. */
  readonly statementTimeoutMs: number;
}

/** Validated configuration, read once at start. Everything the process needs from its environment. */
export interface AppConfig {
  readonly port: number;
  /** Interface to listen on: HOST, else `localhost` (the loopback addresses it resolves to) outside production, `0.0.0.0` in production. */
  readonly host: string;
  /** Postgres server URL; undefined means the embedded PGlite database under dataDir. */
  readonly databaseUrl: string | undefined;
  /** How long a request may wait for the database (see docs/operations.md): a stuck database answers 503 fast. */
  readonly databaseLimits: DatabaseLimits;
  /** Absolute path of the embedded database directory. */
  readonly dataDir: string;
  /** The DATA_DIR value as given (for messages). */
  readonly dataDirDisplay: string;
  readonly sessionSecret: string;
  /** Normalised origin (`scheme://host[:port]`) the app is served from. */
  readonly appOrigin: string;
  /** True when APP_ORIGIN is https: Secure `__Host-` cookie and HSTS. */
  readonly https: boolean;
  /** The search map's tile URL template (MAP_TILE_URL; OpenStreetMap's by default; null for "none"): GET /api/search/map-tiles answers it. */
  readonly mapTileUrl: string | null;
  /** Its origin, which the CSP's img-src allows (null for "none"). */
  readonly mapTileOrigin: string | null;
  readonly nodeEnv: NodeEnv;
  /** Whether demo accounts are seeded into an empty database at start. */
  readonly seedDemo: boolean;
  /** Run migrations at start (always true for the embedded database). */
  readonly migrateOnStart: boolean;
  readonly staticDir: string;
  readonly logLevel: LogLevel;
  /** A graceful stop: SHUTDOWN_DRAIN_DELAY_MS (default 5000 in production, 0 otherwise) of readiness 503 while still serving, then at most SHUTDOWN_TIMEOUT_MS (default 25000) for running requests. */
  readonly shutdown: { drainDelayMs: number; timeoutMs: number };
  /**
   * AUTH_RATE_LIMIT_PER_MINUTE (default 10): sign-in and sign-up attempts per client IP a minute.
   * Raise it where many people share one address (an office NAT), or for a browser test run that
   * signs up dozens of accounts from 127.0.0.1.
   */
  readonly authRateLimitPerMinute: number;
  /** Anti-spam limits per signed-in member and the upload quota (docs/operations.md, "Limits"); the defaults are the DEFAULT_MEMBER_LIMITS. */
  readonly memberLimits: MemberLimits;
  /** REDIS_URL (redis:// or rediss://): rate-limit counters live in Redis instead of the rate_limits table; undefined: in the database. */
  readonly redisUrl: string | undefined;
  /** LOG_FORMAT: `json` (one JSON object a line, the default in production) or `text`. */
  readonly logFormat: 'json' | 'text';
  /** METRICS_TOKEN (at least 16 characters): GET /api/metrics answers a scraper sending it as a Bearer token; unset, the endpoint is off. */
  readonly metricsToken: string | undefined;
  readonly nestLogLevels: readonly (typeof LOG_LEVELS)[LogLevel][number][];
  /** Fastify `trustProxy`: false, true, or a number of hops. */
  readonly trustProxy: boolean | number;
  /** How often the booking scheduler sweeps, ms (SCHEDULER_INTERVAL_SECONDS; 0 = never, tests call runOnce). */
  readonly schedulerIntervalMs: number;
  /** Absolute path of the directory uploaded images are stored in (UPLOAD_DIR). */
  readonly uploadDir: string;
  /** Absolute path of the PRIVATE directory sitters' verification documents are stored in (VERIFICATION_DIR; never served statically). */
  readonly verificationDir: string;
  /** Days a decided verification's document is kept before the file is deleted (VERIFICATION_RETENTION_DAYS, default 30). */
  readonly verificationRetentionDays: number;
  /** WebSocket heartbeat: ping interval in ms; a socket that did not pong by the next ping is closed. */
  readonly wsHeartbeatMs: number;
  /** Absolute path of a GeoNames AU postal-code export loaded at start instead of the bundled suburbs (GEO_POSTCODES_FILE); undefined: the bundled table. */
  readonly geoPostcodesFile: string | undefined;
  /** PAWPAL_TEST_CLOCK=1 outside production: the server's time can be moved forward through /api/dev/clock (e2e tests, demos). */
  readonly testClock: boolean;
  /** ADMIN_EMAILS: these accounts are admins (lower-cased; made admin at sign-up and at every start). Empty by default. */
  readonly adminEmails: readonly string[];
  /** Who issues tax invoices: BUSINESS_NAME (default "Pawpal Pty Ltd") and BUSINESS_ABN (11 digits, checksum-validated; default a demo ABN). */
  readonly business: { readonly name: string; readonly abn: string };
}

/** What one member may do per window before 429 (all counted across instances), and how much image storage they may hold. */
export interface MemberLimits {
  /** MESSAGE_LIMIT_PER_MINUTE: chat messages a member may post a minute. */
  readonly messagesPerMinute: number;
  /** MESSAGE_LIMIT_PER_DAY: chat messages a member may post a day. */
  readonly messagesPerDay: number;
  /** BOOKING_REQUEST_LIMIT_PER_DAY: booking requests a member may send a day. */
  readonly bookingRequestsPerDay: number;
  /** UPLOAD_LIMIT_PER_HOUR: images (photos and ID documents) a member may upload an hour. */
  readonly uploadsPerHour: number;
  /** UPLOAD_QUOTA_MB, in bytes: the stored images a member may hold at once. */
  readonly uploadQuotaBytes: number;
}

/**
 * The limits' defaults. A busy but real member stays far below them: a lively chat is a few
 * messages a minute and rarely 100 a day; an owner shopping around sends a handful of requests;
 * a sitter filling a profile uploads a few dozen photos in a sitting (re-encoded images are
 * under 1 MB, so 200 MB is hundreds of photos). A script hits them within a minute.
 */
export const DEFAULT_MEMBER_LIMITS: MemberLimits = {
  messagesPerMinute: 30,
  messagesPerDay: 300,
  bookingRequestsPerDay: 20,
  uploadsPerHour: 60,
  uploadQuotaBytes: 200 * 1024 * 1024,
};

/** BUSINESS_NAME default (the name on tax invoices). */
export const DEFAULT_BUSINESS_NAME = 'Pawpal Pty Ltd';
/** BUSINESS_ABN default: a demo ABN that passes the checksum. Set the real one in production. */
export const DEFAULT_BUSINESS_ABN = '51824753556';

/** SCHEDULER_INTERVAL_SECONDS default: the booking scheduler sweeps every 30 s. */
export const DEFAULT_SCHEDULER_INTERVAL_SECONDS = 30;

/** A configuration problem: the message names the variable and is shown to the operator as is. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEFAULT_PORT = 5000;
const DEFAULT_DATA_DIR = './.data/db';
/** AUTH_RATE_LIMIT_PER_MINUTE's default: sign-in and sign-up attempts per client IP a minute. */
export const DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE = 10;
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { poolSize: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15_000 };
/** WS_HEARTBEAT_MS default: the live connection is pinged every 30 s. */
export const DEFAULT_WS_HEARTBEAT_MS = 30_000;
const MIN_SESSION_SECRET_LENGTH = 32;
/** packages/app/dist, from both src/platform/config/ and dist/platform/config/. */
const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../../../app/dist', import.meta.url));

export type Env = Readonly<Record<string, string | undefined>>;

/** The variable's value, trimmed; undefined when it is unset or blank. */
export function readVar(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Throws the ConfigError every invalid variable gets: `Invalid configuration: NAME rule (got "value")`. */
export function invalidVar(name: string, rule: string, value: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${rule} (got "${value}")`);
}

/** A non-negative integer variable, or `fallback` when unset. */
export function readNonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = readVar(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) invalidVar(name, 'must be a non-negative integer', raw);
  return Number(raw);
}

/**
 * Reads and validates the configuration. Throws ConfigError naming the first invalid variable.
 * Relative paths (DATA_DIR, STATIC_DIR) resolve against `cwd`.
 */
/** MAP_TILE_URL (a Leaflet template such as https://tile.example/{z}/{x}/{y}.png) → it and its origin; "none" → nulls. */
export function mapTilesOf(raw: string | undefined): { url: string | null; origin: string | null } {
  const value = raw?.trim() || DEFAULT_MAP_TILE_URL;
  if (value === 'none') return { url: null, origin: null };
  const origin = /^https?:\/\/[^/]+/i.exec(value)?.[0];
  return { url: value, origin: origin ?? invalidVar('MAP_TILE_URL', 'must be an http(s) URL template like https://tile.openstreetmap.org/{z}/{x}/{y}.png, or none', value) };
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const read = (name: string): string | undefined => readVar(env, name);
  const invalid = invalidVar;

  const nodeEnvRaw = read('NODE_ENV') ?? 'development';
  if (nodeEnvRaw !== 'development' && nodeEnvRaw !== 'production' && nodeEnvRaw !== 'test') {
    invalid('NODE_ENV', 'must be one of development, production, test', nodeEnvRaw);
  }
  const nodeEnv = nodeEnvRaw as NodeEnv;
  const production = nodeEnv === 'production';

  const portRaw = read('PORT');
  let port = DEFAULT_PORT;
  if (portRaw !== undefined) {
    port = Number(portRaw);
    if (!/^\d+$/.test(portRaw) || port < 1 || port > 65535) {
      invalid('PORT', 'must be an integer between 1 and 65535', portRaw);
    }
  }

  const host = read('HOST') ?? (production ? '0.0.0.0' : 'localhost');

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      // Never echo the URL: it may hold a password.
      throw new ConfigError('Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  }

  const databaseLimits: DatabaseLimits = {
    poolSize: readNonNegativeInteger(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_LIMITS.poolSize),
    connectTimeoutMs: readNonNegativeInteger(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.connectTimeoutMs),
    statementTimeoutMs: readNonNegativeInteger(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
  };
  if (databaseLimits.poolSize < 1) invalid('DATABASE_POOL_SIZE', 'must be at least 1', String(databaseLimits.poolSize));
  if (databaseLimits.connectTimeoutMs < 1) invalid('DATABASE_CONNECT_TIMEOUT_MS', 'must be at least 1 millisecond', String(databaseLimits.connectTimeoutMs));
  if (databaseLimits.statementTimeoutMs < 1) invalid('DATABASE_STATEMENT_TIMEOUT_MS', 'must be at least 1 millisecond', String(databaseLimits.statementTimeoutMs));

  const dataDirDisplay = read('DATA_DIR') ?? DEFAULT_DATA_DIR;
  const dataDir = path.resolve(cwd, dataDirDisplay);

  const appOriginRaw = read('APP_ORIGIN') ?? `http://localhost:${port}`;
  const appOrigin = parseOrigin(appOriginRaw) ?? invalid('APP_ORIGIN', 'must be an origin like https://pawpal.example (scheme and host, no path)', appOriginRaw);
  const https = appOrigin.startsWith('https:');
  const mapTiles = mapTilesOf(env.MAP_TILE_URL);

  const secretRaw = read('SESSION_SECRET');
  let sessionSecret: string;
  if (secretRaw !== undefined) {
    if (secretRaw.length < MIN_SESSION_SECRET_LENGTH) {
      throw new ConfigError(`Invalid configuration: SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters (got ${secretRaw.length})`);
    }
    sessionSecret = secretRaw;
  } else if (production) {
    throw new ConfigError(`Invalid configuration: SESSION_SECRET is required when NODE_ENV=production (at least ${MIN_SESSION_SECRET_LENGTH} random characters)`);
  } else {
    // Development: derived from the database's identity so restarts keep sessions. Session ids are
    // random and stored server-side, so a predictable signing key does not let anyone guess one.
    sessionSecret = createHash('sha256').update(`pawpal-dev-session:${databaseUrl ?? dataDir}`).digest('hex');
  }

  const seedRaw = read('SEED_DEMO');
  if (seedRaw !== undefined && seedRaw !== '0' && seedRaw !== '1') {
    invalid('SEED_DEMO', 'must be 0 or 1', seedRaw);
  }
  if (seedRaw === '1' && production) {
    throw new ConfigError('Invalid configuration: SEED_DEMO=1 is not allowed when NODE_ENV=production');
  }
  // Default: demo accounts for the embedded database outside production.
  const seedDemo = !production && (seedRaw === undefined ? databaseUrl === undefined : seedRaw === '1');

  const migrateRaw = read('MIGRATE_ON_START');
  if (migrateRaw !== undefined && migrateRaw !== '0' && migrateRaw !== '1') {
    invalid('MIGRATE_ON_START', 'must be 0 or 1', migrateRaw);
  }
  const migrateOnStart = databaseUrl === undefined || migrateRaw === '1';

  const staticDirRaw = read('STATIC_DIR');
  const staticDir = staticDirRaw === undefined ? DEFAULT_STATIC_DIR : path.resolve(cwd, staticDirRaw);

  const logLevelRaw = read('LOG_LEVEL') ?? 'info';
  if (!Object.hasOwn(LOG_LEVELS, logLevelRaw)) {
    invalid('LOG_LEVEL', `must be one of ${Object.keys(LOG_LEVELS).join(', ')}`, logLevelRaw);
  }
  const logLevel = logLevelRaw as LogLevel;
  const logFormatRaw = read('LOG_FORMAT') ?? (production ? 'json' : 'text');
  if (logFormatRaw !== 'json' && logFormatRaw !== 'text') invalid('LOG_FORMAT', 'must be json or text', logFormatRaw);
  const logFormat = logFormatRaw as 'json' | 'text';
  const shutdown = {
    drainDelayMs: readNonNegativeInteger(env, 'SHUTDOWN_DRAIN_DELAY_MS', production ? 5000 : 0),
    timeoutMs: readNonNegativeInteger(env, 'SHUTDOWN_TIMEOUT_MS', 25_000),
  };
  const authRateLimitPerMinute = readNonNegativeInteger(env, 'AUTH_RATE_LIMIT_PER_MINUTE', DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE);
  if (authRateLimitPerMinute < 1) invalid('AUTH_RATE_LIMIT_PER_MINUTE', 'must be at least 1', String(authRateLimitPerMinute));
  const memberLimits = readMemberLimits(env);
  const redisUrl = read('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    // Never echo the URL: it may hold a password.
    throw new ConfigError('Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL');
  }
  const metricsToken = read('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new ConfigError(`Invalid configuration: METRICS_TOKEN must be at least 16 characters (got ${metricsToken.length})`);
  }

  const trustProxyRaw = read('TRUST_PROXY');
  let trustProxy: boolean | number = false;
  if (trustProxyRaw !== undefined) {
    if (trustProxyRaw === 'true') trustProxy = true;
    else if (trustProxyRaw === 'false') trustProxy = false;
    else if (/^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
    else invalid('TRUST_PROXY', 'must be true, false or a number of proxy hops', trustProxyRaw);
  }

  // Uploads sit next to the embedded database directory by default (./.data/uploads).
  const uploadDirRaw = read('UPLOAD_DIR');
  const uploadDir = uploadDirRaw === undefined ? path.resolve(dataDir, '..', 'uploads') : path.resolve(cwd, uploadDirRaw);

  // Verification documents: a private directory next to the database (./.data/verifications), not under the uploads.
  const verificationDirRaw = read('VERIFICATION_DIR');
  const verificationDir = verificationDirRaw === undefined ? path.resolve(dataDir, '..', 'verifications') : path.resolve(cwd, verificationDirRaw);
  if (verificationDir === uploadDir || verificationDir.startsWith(`${uploadDir}${path.sep}`)) {
    invalid('VERIFICATION_DIR', 'must not be inside UPLOAD_DIR (uploads are public)', verificationDirRaw ?? verificationDir);
  }
  const verificationRetentionDays = readNonNegativeInteger(env, 'VERIFICATION_RETENTION_DAYS', DEFAULT_VERIFICATION_RETENTION_DAYS);

  const heartbeatRaw = read('WS_HEARTBEAT_MS');
  let wsHeartbeatMs = DEFAULT_WS_HEARTBEAT_MS;
  if (heartbeatRaw !== undefined) {
    wsHeartbeatMs = Number(heartbeatRaw);
    if (!/^\d+$/.test(heartbeatRaw) || wsHeartbeatMs < 10) invalid('WS_HEARTBEAT_MS', 'must be an integer number of milliseconds (at least 10)', heartbeatRaw);
  }

  const geoPostcodesFileRaw = read('GEO_POSTCODES_FILE');
  let geoPostcodesFile: string | undefined;
  if (geoPostcodesFileRaw !== undefined) {
    geoPostcodesFile = path.resolve(cwd, geoPostcodesFileRaw);
    if (!isReadableFile(geoPostcodesFile)) invalid('GEO_POSTCODES_FILE', 'must name a readable file (a GeoNames AU postal-code export)', geoPostcodesFileRaw);
  }

  const schedulerIntervalMs = readNonNegativeInteger(env, 'SCHEDULER_INTERVAL_SECONDS', DEFAULT_SCHEDULER_INTERVAL_SECONDS) * 1000;
  const testClock = read('PAWPAL_TEST_CLOCK') === '1' && nodeEnv !== 'production';
  const adminEmails = readEmailList(env, 'ADMIN_EMAILS');
  const businessAbnRaw = read('BUSINESS_ABN') ?? DEFAULT_BUSINESS_ABN;
  const businessAbn = normaliseAbn(businessAbnRaw) ?? invalid('BUSINESS_ABN', 'must be a valid 11-digit ABN', businessAbnRaw);

  return {
    port,
    host,
    databaseUrl,
    databaseLimits,
    dataDir,
    dataDirDisplay,
    sessionSecret,
    appOrigin,
    https,
    mapTileUrl: mapTiles.url,
    mapTileOrigin: mapTiles.origin,
    nodeEnv,
    seedDemo,
    migrateOnStart,
    staticDir,
    logLevel,
    logFormat,
    authRateLimitPerMinute,
    memberLimits,
    redisUrl,
    metricsToken,
    shutdown,
    nestLogLevels: LOG_LEVELS[logLevel],
    trustProxy,
    schedulerIntervalMs,
    uploadDir,
    verificationDir,
    verificationRetentionDays,
    wsHeartbeatMs,
    geoPostcodesFile,
    testClock,
    adminEmails,
    business: { name: read('BUSINESS_NAME') ?? DEFAULT_BUSINESS_NAME, abn: businessAbn },
  };
}

const MEGABYTE = 1024 * 1024;
/** UPLOAD_QUOTA_MB at most (1 TB): beyond it the byte count leaves the integer range the SQL compares in. */
const MAX_UPLOAD_QUOTA_MB = 1024 * 1024;

/** The anti-spam limits and the upload quota, each at least 1. */
function readMemberLimits(env: Env): MemberLimits {
  const atLeastOne = (name: string, fallback: number): number => {
    const value = readNonNegativeInteger(env, name, fallback);
    if (value < 1) invalidVar(name, 'must be at least 1', String(value));
    return value;
  };
  const defaults = DEFAULT_MEMBER_LIMITS;
  return {
    messagesPerMinute: atLeastOne('MESSAGE_LIMIT_PER_MINUTE', defaults.messagesPerMinute),
    messagesPerDay: atLeastOne('MESSAGE_LIMIT_PER_DAY', defaults.messagesPerDay),
    bookingRequestsPerDay: atLeastOne('BOOKING_REQUEST_LIMIT_PER_DAY', defaults.bookingRequestsPerDay),
    uploadsPerHour: atLeastOne('UPLOAD_LIMIT_PER_HOUR', defaults.uploadsPerHour),
    uploadQuotaBytes: uploadQuotaMb(atLeastOne('UPLOAD_QUOTA_MB', defaults.uploadQuotaBytes / MEGABYTE)) * MEGABYTE,
  };
}

function uploadQuotaMb(value: number): number {
  if (value > MAX_UPLOAD_QUOTA_MB) invalidVar('UPLOAD_QUOTA_MB', `must be at most ${MAX_UPLOAD_QUOTA_MB}`, String(value));
  return value;
}

/** A comma-separated list of email addresses, lower-cased and de-duplicated; empty when unset. */
function readEmailList(env: Env, name: string): readonly string[] {
  const raw = readVar(env, name);
  if (raw === undefined) return [];
  const emails = raw.split(',').map((entry) => entry.trim().toLowerCase());
  for (const email of emails) {
    if (!/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email)) invalidVar(name, 'must be comma-separated email addresses', raw);
  }
  return [...new Set(emails)];
}

/** True when `file` is a regular file this process can read. */
function isReadableFile(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `scheme://host[:port]` as browsers send it in `Origin`, or undefined when not an http(s) origin. */
export function parseOrigin(value: string): string | undefined {
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    if (url.username || url.password) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
