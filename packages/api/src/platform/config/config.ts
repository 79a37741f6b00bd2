import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DeclaredEnv, declareSettings } from './settings.js';

/** Nest log levels enabled for each LOG_LEVEL value (most severe first). */
const LOG_LEVELS = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
} as const;

export type LogLevel = keyof typeof LOG_LEVELS;
export type NodeEnv = 'development' | 'production' | 'test';

/**
 * Pool and query limits of a database server (the embedded one has a single connection and no
 * server-side timeout). A request's connection waits and runs a few seconds at most, so a stuck
 * database answers 503 within ~3 s instead of holding requests (docs/operations.md, "The database,
 * when it is slow or stuck"); the sweeps have their own connections with longer limits.
 */
export interface DatabaseLimits {
  /** DATABASE_POOL_SIZE (default 10): request connections this process opens at most. */
  readonly poolSize: number;
  /** DATABASE_CONNECT_TIMEOUT_MS (default 1000): the longest wait for a pooled connection or a new one. */
  readonly connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS (default 3000): the server cancels a longer statement; the client gives up 1 s later. */
  readonly statementTimeoutMs: number;
  /** DATABASE_LOCK_TIMEOUT_MS (default 2000): the server gives up waiting for a row or table lock. */
  readonly lockTimeoutMs: number;
  /** DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS (default 10000): the server ends a session whose transaction waits this long between statements, releasing its locks. */
  readonly idleInTransactionTimeoutMs: number;
  /** DATABASE_SWEEP_TIMEOUT_MS (default 60000): the same four limits for the scheduler's sweeps, on their own connections. */
  readonly sweepTimeoutMs: number;
}

/** Validated configuration, read once at start. Everything the process needs from its environment. */
export interface AppConfig {
  readonly port: number;
  /** Interface to listen on: HOST, else `localhost` (the loopback addresses it resolves to) outside production, `0.0.0.0` in production. */
  readonly host: string;
  /** Postgres server URL; undefined means the embedded PGlite database under dataDir. */
  readonly databaseUrl: string | undefined;
  /** DATABASE_READ_URL: a streaming replica of databaseUrl for the reads that tolerate its lag (docs/operations.md); undefined: every read on the primary. */
  readonly databaseReadUrl: string | undefined;
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
  /** Anti-spam limits per signed-in member (docs/operations.md, "Limits"); the defaults are the DEFAULT_MEMBER_LIMITS. */
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
  /** PAWPAL_TEST_CLOCK=1 outside production: the server's time can be moved forward through /api/dev/clock (e2e tests, demos). */
  readonly testClock: boolean;
}

/** What one member may do per window before 429 (all counted across instances). */
export interface MemberLimits {
  /** MESSAGE_LIMIT_PER_MINUTE: chat messages a member may post a minute. */
  readonly messagesPerMinute: number;
  /** MESSAGE_LIMIT_PER_DAY: chat messages a member may post a day. */
  readonly messagesPerDay: number;
  /** BOOKING_REQUEST_LIMIT_PER_DAY: booking requests a member may send a day. */
  readonly bookingRequestsPerDay: number;
  /** UPLOAD_LIMIT_PER_HOUR: images (photos and ID documents) a member may upload an hour. */
  readonly uploadsPerHour: number;
}

/**
 * The limits' defaults. A busy but real member stays far below them: a lively chat is a few
 * messages a minute and rarely 100 a day; an owner shopping around sends a handful of requests;
 * a sitter filling a profile uploads a few dozen photos in a sitting. A script hits them within a minute.
 */
export const DEFAULT_MEMBER_LIMITS: MemberLimits = {
  messagesPerMinute: 30,
  messagesPerDay: 300,
  bookingRequestsPerDay: 20,
  uploadsPerHour: 60,
};

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
/**
 * A request's statements take milliseconds (the search at 100,000 sitters: p99 under 100 ms), so
 * seconds mean the database is stuck: a lock held by a stuck session, a frozen or overloaded
 * server. A second's wait for one of 10 connections means they are all stuck; a request that
 * waits for a connection and then for a lock answers within 3 s. A request's transaction may wait
 * on the payment provider between statements (saving a bank account), hence the longer idle
 * limit. Sweeps work through many rows and call providers inside their transactions.
 */
export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  poolSize: 10,
  connectTimeoutMs: 1000,
  statementTimeoutMs: 3000,
  lockTimeoutMs: 2000,
  idleInTransactionTimeoutMs: 10_000,
  sweepTimeoutMs: 60_000,
};
const MIN_SESSION_SECRET_LENGTH = 32;
/** packages/app/dist, from both src/platform/config/ and dist/platform/config/. */
const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../../../app/dist', import.meta.url));

export type Env = Readonly<Record<string, string | undefined>>;

/** The platform's variables: the server, its database, sessions, logs and metrics, the scheduler's pace. */
export const PLATFORM_SETTINGS = declareSettings({
  title: 'Platform',
  source: 'platform/config/config.ts',
  variables: {
    NODE_ENV: {
      default: '`development`',
      description:
        '`development`, `production` or `test`. Production means secure defaults, no demo seed, listening on 0.0.0.0, and the variables listed under Production set.',
    },
    PORT: { default: String(DEFAULT_PORT), description: 'HTTP port (1-65535).' },
    HOST: {
      default: '`localhost` (every loopback address it resolves to); `0.0.0.0` in production',
      description: 'Interface to listen on.',
    },
    APP_ORIGIN: {
      default: '`http://localhost:PORT`',
      description:
        'The public origin, e.g. `https://pawpal.com.au` (scheme and host, no path). https switches on the Secure `__Host-pawpal.sid` cookie, HSTS and `upgrade-insecure-requests`; also trusted by the cross-site check, and the host of mail and push senders.',
      production: true,
    },
    TRUST_PROXY: {
      default: '`false`',
      description:
        '`true`, `false` or a number of proxy hops: client IP (rate limits, logs) and https detection come from `X-Forwarded-*`. Needed behind a TLS proxy or load balancer, or the Secure cookie is not set.',
    },
    SESSION_SECRET: {
      default: 'derived outside production',
      description:
        "Cookie signing key, at least 32 characters, the same on every instance. Required when `NODE_ENV=production`. Outside production it is derived from the database's identity (DATA_DIR or DATABASE_URL), so restarts keep sessions; session ids are random and server-side, so a known signing key does not let anyone guess one.",
      production: true,
    },
    DATABASE_URL: {
      default: 'unset: the embedded PGlite database',
      description:
        'A `postgres://` or `postgresql://` URL of a real Postgres server (never echoed in errors: it may hold a password). Without it the API uses the embedded database under DATA_DIR, which allows one process only.',
      production: true,
    },
    DATABASE_READ_URL: {
      default: 'unset: every read on DATABASE_URL',
      description:
        'A `postgres://` or `postgresql://` URL of a streaming replica of DATABASE_URL (only with DATABASE_URL; never echoed in errors). Sitter search, the public sitter page and its reviews read from it, except for a member who wrote in the last few seconds and a sitter reading their own page; everything else stays on the primary. Its pool is sized by DATABASE_POOL_SIZE with the same limits. See docs/operations.md.',
    },
    DATABASE_POOL_SIZE: {
      default: String(DEFAULT_DATABASE_LIMITS.poolSize),
      description:
        "Request connections one instance opens at most; the sweeps open 2 more (instances × (pool size + 2) must stay under the server's `max_connections`). See docs/operations.md.",
    },
    DATABASE_CONNECT_TIMEOUT_MS: {
      default: String(DEFAULT_DATABASE_LIMITS.connectTimeoutMs),
      description: 'How long a request waits for a free or new connection before its 503.',
    },
    DATABASE_STATEMENT_TIMEOUT_MS: {
      default: String(DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
      description:
        "The server cancels a request's longer statement (503); the client stops waiting 1 s after that. Migrations run without it, sweeps with DATABASE_SWEEP_TIMEOUT_MS.",
    },
    DATABASE_LOCK_TIMEOUT_MS: {
      default: String(DEFAULT_DATABASE_LIMITS.lockTimeoutMs),
      description: "How long a request's statement waits for a row or table lock another session holds before its 503.",
    },
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: {
      default: String(DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs),
      description:
        'The server ends a request connection whose transaction waits this long between statements, so a stuck request cannot hold its locks.',
    },
    DATABASE_SWEEP_TIMEOUT_MS: {
      default: String(DEFAULT_DATABASE_LIMITS.sweepTimeoutMs),
      description:
        "The scheduler's sweeps run on their own connections (2 per instance) with this as their connection wait, statement, lock and idle-in-transaction limit.",
    },
    DATA_DIR: {
      default: `\`${DEFAULT_DATA_DIR}\` (relative to the working directory)`,
      description:
        'Embedded database directory (locked by one process); unused with DATABASE_URL. The uploads and verification documents default to its siblings.',
    },
    MIGRATE_ON_START: {
      default: '`0` with a server',
      description:
        '`1`: run migrations at start against DATABASE_URL (a single development instance; in production run `node packages/api/dist/database/migrate.js` once per deploy). Always on for the embedded database.',
    },
    SEED_DEMO: {
      default: 'on for the embedded database, off with a server',
      description:
        '`0`: never seed; `1`: seed demo accounts and sitters into an empty database (also with DATABASE_URL). Refused in production.',
    },
    STATIC_DIR: { default: '`packages/app/dist` (resolved from the api package)', description: 'The built web app the API serves.' },
    LOG_LEVEL: { default: '`info`', description: "`error`, `warn`, `info` or `debug` (debug adds Nest's start-up listing of routes)." },
    LOG_FORMAT: {
      default: '`json` in production, `text` otherwise',
      description:
        '`json`: one JSON object a line (`level`, `pid`, `timestamp`, `message`, `context`, `requestId`) for a log collector; or `text`.',
    },
    METRICS_TOKEN: {
      default: 'unset: no metrics endpoint',
      description:
        "At least 16 characters: `GET /api/metrics` serves Prometheus' text format to a scraper sending it as a Bearer token (docs/operations.md#metrics).",
    },
    SHUTDOWN_DRAIN_DELAY_MS: {
      default: '`5000` in production, `0` otherwise',
      description:
        'On SIGTERM, how long readiness answers 503 while the instance still serves, so the balancer takes it out of rotation first (docs/operations.md).',
    },
    SHUTDOWN_TIMEOUT_MS: { default: '25000', description: 'Then how long running requests may take before the process exits anyway.' },
    SCHEDULER_INTERVAL_SECONDS: {
      default: String(DEFAULT_SCHEDULER_INTERVAL_SECONDS),
      description:
        'How often the scheduler runs its sweeps (expire, lapse, start and complete bookings, retry refunds, release payouts…); `0` turns the timer off (tests run the sweeps themselves).',
    },
    PAWPAL_TEST_CLOCK: {
      default: 'unset',
      description:
        "`1`: the test clock (`/api/dev/clock` moves the server's time forward and runs what fell due; docs/api.md#test-clock). Ignored when `NODE_ENV=production`. For end-to-end tests and demos only.",
    },
  },
});

/** The rate limits the platform's limits module applies (docs/operations.md#limits). */
export const LIMITS_SETTINGS = declareSettings({
  title: 'Rate limits',
  source: 'platform/config/config.ts',
  intro: 'Counted across instances; a refusal is 429 with `Retry-After` (docs/operations.md#limits). Each is at least 1.',
  variables: {
    AUTH_RATE_LIMIT_PER_MINUTE: {
      default: String(DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE),
      description:
        'Sign-in and sign-up attempts per client IP a minute (JSON and form together; password reset requests and confirms count too). Raise it where many people share one address (an office NAT), or for a browser test run.',
    },
    MESSAGE_LIMIT_PER_MINUTE: {
      default: String(DEFAULT_MEMBER_LIMITS.messagesPerMinute),
      description: 'Chat messages one member may post a minute.',
    },
    MESSAGE_LIMIT_PER_DAY: {
      default: String(DEFAULT_MEMBER_LIMITS.messagesPerDay),
      description: 'Chat messages one member may post a day.',
    },
    BOOKING_REQUEST_LIMIT_PER_DAY: {
      default: String(DEFAULT_MEMBER_LIMITS.bookingRequestsPerDay),
      description: 'Booking requests one member may send a day.',
    },
    UPLOAD_LIMIT_PER_HOUR: {
      default: String(DEFAULT_MEMBER_LIMITS.uploadsPerHour),
      description:
        'Images and documents one member may upload an hour (`/api/uploads/images`, `/api/profile/photo`, `/api/sitters/me/verifications`).',
    },
    REDIS_URL: {
      default: 'unset: the `rate_limits` table',
      description:
        'A `redis://` or `rediss://` URL: the counters live in Redis instead (docs/decisions/0009-shared-rate-limits.md); never echoed in errors. An unreachable Redis lets requests through.',
    },
  },
});

/** The variable's value, trimmed; undefined when it is unset or blank. A section's declared env (settings.ts) allows only its own names. */
export function readVar<E extends Env>(env: E, name: keyof E & string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Throws the ConfigError every invalid variable gets: `Invalid configuration: NAME rule (got "value")`. */
export function invalidVar(name: string, rule: string, value: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${rule} (got "${value}")`);
}

/** A non-negative integer variable, or `fallback` when unset. */
export function readNonNegativeInteger<E extends Env>(env: E, name: keyof E & string, fallback: number): number {
  const raw = readVar(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) invalidVar(name, 'must be a non-negative integer', raw);
  return Number(raw);
}

/**
 * Reads and validates the configuration. Throws ConfigError naming the first invalid variable.
 * Relative paths (DATA_DIR, STATIC_DIR) resolve against `cwd`.
 */
export function loadConfig(environment: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const env = { ...PLATFORM_SETTINGS.env(environment), ...LIMITS_SETTINGS.env(environment) };
  const read = (name: keyof typeof env): string | undefined => readVar(env, name);
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
  if (databaseUrl !== undefined) checkPostgresUrl('DATABASE_URL', databaseUrl);
  const databaseReadUrl = read('DATABASE_READ_URL');
  if (databaseReadUrl !== undefined) {
    checkPostgresUrl('DATABASE_READ_URL', databaseReadUrl);
    // The embedded database has no replicas: a read URL without a primary is a mistake, not a choice.
    if (databaseUrl === undefined) {
      throw new ConfigError(
        'Invalid configuration: DATABASE_READ_URL needs DATABASE_URL (it names a replica of that server; the embedded database has none)',
      );
    }
  }

  const databaseLimits: DatabaseLimits = {
    poolSize: readNonNegativeInteger(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_LIMITS.poolSize),
    connectTimeoutMs: readNonNegativeInteger(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.connectTimeoutMs),
    statementTimeoutMs: readNonNegativeInteger(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
    lockTimeoutMs: readNonNegativeInteger(env, 'DATABASE_LOCK_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.lockTimeoutMs),
    idleInTransactionTimeoutMs: readNonNegativeInteger(
      env,
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs,
    ),
    sweepTimeoutMs: readNonNegativeInteger(env, 'DATABASE_SWEEP_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.sweepTimeoutMs),
  };
  if (databaseLimits.poolSize < 1) invalid('DATABASE_POOL_SIZE', 'must be at least 1', String(databaseLimits.poolSize));
  // 0 would mean "no limit" to Postgres and pg: a stuck database would hold requests again.
  const timeouts = [
    ['DATABASE_CONNECT_TIMEOUT_MS', databaseLimits.connectTimeoutMs],
    ['DATABASE_STATEMENT_TIMEOUT_MS', databaseLimits.statementTimeoutMs],
    ['DATABASE_LOCK_TIMEOUT_MS', databaseLimits.lockTimeoutMs],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', databaseLimits.idleInTransactionTimeoutMs],
    ['DATABASE_SWEEP_TIMEOUT_MS', databaseLimits.sweepTimeoutMs],
  ] as const;
  for (const [name, ms] of timeouts) if (ms < 1) invalid(name, 'must be at least 1 millisecond', String(ms));

  const dataDirDisplay = read('DATA_DIR') ?? DEFAULT_DATA_DIR;
  const dataDir = path.resolve(cwd, dataDirDisplay);

  const appOriginRaw = read('APP_ORIGIN') ?? `http://localhost:${port}`;
  const appOrigin =
    parseOrigin(appOriginRaw) ??
    invalid('APP_ORIGIN', 'must be an origin like https://pawpal.example (scheme and host, no path)', appOriginRaw);
  const https = appOrigin.startsWith('https:');

  const secretRaw = read('SESSION_SECRET');
  let sessionSecret: string;
  if (secretRaw !== undefined) {
    if (secretRaw.length < MIN_SESSION_SECRET_LENGTH) {
      throw new ConfigError(
        `Invalid configuration: SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters (got ${secretRaw.length})`,
      );
    }
    sessionSecret = secretRaw;
  } else if (production) {
    throw new ConfigError(
      `Invalid configuration: SESSION_SECRET is required when NODE_ENV=production (at least ${MIN_SESSION_SECRET_LENGTH} random characters)`,
    );
  } else {
    // Development: derived from the database's identity so restarts keep sessions. Session ids are
    // random and stored server-side, so a predictable signing key does not let anyone guess one.
    sessionSecret = createHash('sha256')
      .update(`pawpal-dev-session:${databaseUrl ?? dataDir}`)
      .digest('hex');
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

  const schedulerIntervalMs = readNonNegativeInteger(env, 'SCHEDULER_INTERVAL_SECONDS', DEFAULT_SCHEDULER_INTERVAL_SECONDS) * 1000;
  const testClock = read('PAWPAL_TEST_CLOCK') === '1' && nodeEnv !== 'production';

  return {
    port,
    host,
    databaseUrl,
    databaseReadUrl,
    databaseLimits,
    dataDir,
    dataDirDisplay,
    sessionSecret,
    appOrigin,
    https,
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
    testClock,
  };
}

/** Throws unless `value` is a postgres:// or postgresql:// URL; never echoes it (it may hold a password). */
function checkPostgresUrl(name: string, value: string): void {
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError(`Invalid configuration: ${name} must be a postgres:// or postgresql:// URL`);
  }
}

/** The anti-spam limits, each at least 1. */
function readMemberLimits(env: DeclaredEnv<keyof typeof LIMITS_SETTINGS.variables>): MemberLimits {
  const atLeastOne = (name: keyof typeof env, fallback: number): number => {
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
  };
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
