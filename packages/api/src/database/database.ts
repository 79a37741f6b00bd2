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

/** The open database: TypeORM's DataSource (its pg pool is THE pool) plus what it runs on. */
export interface Database {
  readonly mode: DatabaseMode;
  readonly dataSource: DataSource;
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

  const close = async (): Promise<void> => {
    try {
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
    let migrationConnection: Partial<DataSourceOptions> | undefined;
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
          // A request waits at most this long for a connection (pg-pool's "timeout exceeded when
          // trying to connect"), which the error filter answers with 503: a frozen database
          // answers fast instead of piling up waiting requests.
          connectionTimeoutMillis: limits.connectTimeoutMs,
          // The server cancels a longer statement (SQLSTATE 57014, answered 503); the client gives
          // up a second later in case the server itself does not answer.
          statement_timeout: limits.statementTimeoutMs,
          query_timeout: limits.statementTimeoutMs + 1000,
          application_name: 'pawpal-api',
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

    if (migrate && migrationConnection === undefined) {
      appliedMigrations = await runMigrations(dataSource);
    } else if (!migrate && (await hasPendingMigrations(dataSource))) {
      throw new PendingMigrationsError();
    }

    return {
      mode: embedded ? 'embedded' : 'server',
      dataSource,
      appliedMigrations,
      close: once(close),
    };
  } catch (error) {
    await close().catch(() => undefined); // the open error is the one worth reporting
    throw error;
  }
}

function newDataSource(connection: Partial<DataSourceOptions>): DataSource {
  return new DataSource({
    type: 'postgres',
    ...connection,
    entities: ENTITIES,
    migrations: MIGRATIONS,
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
