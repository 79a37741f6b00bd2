import { DataSource, type DataSourceOptions } from 'typeorm';
import { type AppConfig } from '../platform/config/config.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { ENTITIES, MIGRATIONS } from './schema.js';

export type DatabaseMode = 'embedded' | 'server';

/** The server's schema is behind this code and migrations were not asked to run at start. */
export class PendingMigrationsError extends Error {
  override readonly name = 'PendingMigrationsError';
  constructor() {
    super(
      'The database at DATABASE_URL has pending migrations: run `node packages/api/dist/database/migrate.js` (package script `migrate`) first, or set MIGRATE_ON_START=1',
    );
  }
}

/** Connections one instance opens for the scheduler's sweeps, besides DATABASE_POOL_SIZE for requests. */
export const SWEEP_POOL_SIZE = 2;

/** The open database: TypeORM's DataSource (its pg pool is THE pool for requests) plus what it runs on. */
export interface Database {
  readonly mode: DatabaseMode;
  readonly dataSource: DataSource;
  /**
   * The scheduler's sweeps' connections (SchedulerService): with a server, a pool of its own with
   * DATABASE_SWEEP_TIMEOUT_MS for every limit, so a long sweep meets neither a request's timeouts
   * nor takes a request's connection; the embedded database's one connection serves both.
   */
  readonly sweepDataSource: DataSource;
  /**
   * The reads that tolerate a second of lag (sitter search, the public sitter page and its
   * reviews; chosen per request by ReadRouting): with DATABASE_READ_URL, a DataSource on that
   * streaming replica (same entities, no migrations, a pool sized like the primary's); without
   * it, and on the embedded database, the primary `dataSource` itself. Never TypeORM's
   * `replication` option: it would send every repository read to the replica, and a member
   * would not see what they just wrote.
   */
  readonly readDataSource: DataSource;
  /** Names of the migrations applied by this open (empty when none were pending or not run). */
  readonly appliedMigrations: readonly string[];
  /** Destroys the pool, stops the embedded server and releases the data-directory lock. Idempotent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Run pending migrations after connecting. Defaults to config.migrateOnStart. */
  readonly migrate?: boolean;
}

/**
 * Connects to DATABASE_URL, or opens the embedded PGlite database under DATA_DIR (locked for
 * this process, served through pglite-socket, one connection).
 */
export async function openDatabase(config: AppConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  const migrate = options.migrate ?? config.migrateOnStart;
  let lock: DataDirLock | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let dataSource: DataSource | undefined;
  let sweepDataSource: DataSource | undefined;
  let readDataSource: DataSource | undefined;

  const close = async (): Promise<void> => {
    try {
      if (readDataSource !== dataSource && readDataSource?.isInitialized) await readDataSource.destroy();
      if (sweepDataSource !== dataSource && sweepDataSource?.isInitialized) await sweepDataSource.destroy();
      if (dataSource?.isInitialized) await dataSource.destroy();
    } finally {
      try {
        await embedded?.close();
      } finally {
        lock?.release();
      }
    }
  };

  try {
    let connection: Partial<DataSourceOptions>;
    let sweepConnection: Partial<DataSourceOptions> | undefined;
    let migrationConnection: Partial<DataSourceOptions> | undefined;
    let readConnection: Partial<DataSourceOptions> | undefined;
    if (config.databaseUrl === undefined) {
      lock = acquireDataDirLock(config.dataDir, config.dataDirDisplay);
      embedded = await startEmbeddedPostgres(config.dataDir);
      connection = {
        host: embedded.host,
        port: embedded.port,
        username: 'postgres',
        database: 'postgres',
        // ONE connection: the socket server serves a single session. Never close it when idle
        // (a reconnect could race the server's cleanup of the old socket and be refused).
        extra: { max: 1, idleTimeoutMillis: 0 },
      };
    } else {
      const limits = config.databaseLimits;
      connection = {
        url: config.databaseUrl,
        extra: {
          max: limits.poolSize,
          ...sessionLimits({
            connectMs: limits.connectTimeoutMs,
            statementMs: limits.statementTimeoutMs,
            lockMs: limits.lockTimeoutMs,
            idleInTransactionMs: limits.idleInTransactionTimeoutMs,
          }),
          application_name: 'pawpal-api',
        },
      };
      if (config.databaseReadUrl !== undefined) {
        // The replica serves the same requests' reads: the same pool size and limits as the primary's.
        readConnection = {
          ...connection,
          url: config.databaseReadUrl,
          extra: { ...(connection.extra as object), application_name: 'pawpal-api-read' },
        };
      }
      const sweepMs = limits.sweepTimeoutMs;
      sweepConnection = {
        url: config.databaseUrl,
        extra: {
          max: SWEEP_POOL_SIZE,
          ...sessionLimits({ connectMs: sweepMs, statementMs: sweepMs, lockMs: sweepMs, idleInTransactionMs: sweepMs }),
          application_name: 'pawpal-sweeps',
        },
      };
      // Migrations may legitimately run longer than a request's statement: their own connection, no timeout.
      migrationConnection = { url: config.databaseUrl, extra: { max: 1, application_name: 'pawpal-migrate' } };
    }

    let appliedMigrations: string[] = [];
    if (migrate && migrationConnection !== undefined) {
      const migrator = newDataSource(migrationConnection);
      await migrator.initialize();
      try {
        appliedMigrations = await runMigrations(migrator);
      } finally {
        await migrator.destroy();
      }
    }

    dataSource = newDataSource(connection);
    await dataSource.initialize();
    if (sweepConnection === undefined) sweepDataSource = dataSource;
    else {
      sweepDataSource = newDataSource(sweepConnection);
      await sweepDataSource.initialize();
    }
    if (readConnection === undefined) readDataSource = dataSource;
    else {
      // A replica is read-only and follows the primary's schema: it never runs or checks migrations.
      readDataSource = newDataSource(readConnection, { migrations: [] });
      await readDataSource.initialize();
    }

    if (migrate && migrationConnection === undefined) {
      appliedMigrations = await runMigrations(dataSource);
    } else if (!migrate && (await hasPendingMigrations(dataSource))) {
      throw new PendingMigrationsError();
    }

    return {
      mode: embedded ? 'embedded' : 'server',
      dataSource,
      sweepDataSource,
      readDataSource,
      appliedMigrations,
      close: once(close),
    };
  } catch (error) {
    await close().catch(() => undefined); // the open error is the one worth reporting
    throw error;
  }
}

/**
 * A pool's limits, as pg-pool options and session settings the server applies to every
 * connection: how long to wait for a connection (pg-pool's "timeout exceeded when trying to
 * connect"), how long a statement may run (57014) or wait for a lock (55P03), and how long a
 * transaction may wait between statements before the server ends the session (25P03), releasing
 * its locks. The error filter answers each with 503 (platform/errors/error-response.ts). The
 * client stops waiting a second after the statement limit, in case the server does not answer at all.
 */
function sessionLimits(limits: { connectMs: number; statementMs: number; lockMs: number; idleInTransactionMs: number }) {
  return {
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    lock_timeout: limits.lockMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    query_timeout: limits.statementMs + 1000,
  };
}

function newDataSource(connection: Partial<DataSourceOptions>, options: Pick<DataSourceOptions, 'migrations'> = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    ...connection,
    entities: ENTITIES,
    migrations: options.migrations ?? MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // Extensions come from migrations, not from TypeORM guessing at connect time.
    installExtensions: false,
    logging: ['error'],
  } as DataSourceOptions);
}

/** Runs pending migrations, each in its own transaction; the names of those applied. */
async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}

/** Read-only (TypeORM's showMigrations creates the migrations table, racing other instances). */
async function hasPendingMigrations(dataSource: DataSource): Promise<boolean> {
  const [{ table }] = (await dataSource.query(`SELECT to_regclass('migrations')::text AS table`)) as [{ table: string | null }];
  const executed = new Set(
    table === null ? [] : ((await dataSource.query('SELECT name FROM migrations')) as { name: string }[]).map((row) => row.name),
  );
  return MIGRATIONS.some((Migration) => !executed.has(new Migration().name));
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}
