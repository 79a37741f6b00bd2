import { existsSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type AppConfig } from '../platform/config/config.js';
import { acquireDataDirLock } from './data-dir-lock.js';

/** A table's name and how many rows it holds: what a backup saw, and what a restore must find. */
export type TableCounts = Record<string, number>;

/** Backups and restores of the embedded database only; a database server is backed up with pg_dump. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

const SERVER_MESSAGE =
  'DATABASE_URL is set: back up a database server with pg_dump (pg_dump --format=custom "$DATABASE_URL" > pawpal.dump) and restore with pg_restore (docs/operations.md)';

/**
 * Writes a consistent snapshot of the embedded database (PGlite's own `dumpDataDir`, a gzipped tar
 * of the data directory) to `file` and answers the row count of every table it holds. Takes the
 * data-directory lock, so it refuses while Pawpal is running on that directory: stop it first.
 */
export async function backupEmbedded(config: AppConfig, file: string): Promise<TableCounts> {
  if (config.databaseUrl !== undefined) throw new BackupError(SERVER_MESSAGE);
  if (!existsSync(config.dataDir)) throw new BackupError(`There is no database in ${config.dataDirDisplay} to back up`);
  const lock = acquireDataDirLock(config.dataDir, config.dataDirDisplay);
  try {
    const db = await PGlite.create({ dataDir: config.dataDir, extensions: { btree_gist } });
    try {
      const counts = await countRows(db);
      const dump = await db.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      return counts;
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Restores a backup written by `backupEmbedded` into DATA_DIR and answers the row counts it finds.
 * An existing database there is kept aside (renamed `<dir>.before-restore-<time>`) only with
 * `replace`; otherwise the restore refuses, so nothing is overwritten by accident.
 */
export async function restoreEmbedded(
  config: AppConfig,
  file: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<TableCounts> {
  if (config.databaseUrl !== undefined) throw new BackupError(SERVER_MESSAGE);
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}`);
  const occupied = existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0;
  if (occupied && !options.replace) {
    throw new BackupError(
      `${config.dataDirDisplay} already holds a database: run the restore with --replace to keep it aside and restore over it`,
    );
  }
  const lock = acquireDataDirLock(config.dataDir, config.dataDirDisplay);
  try {
    if (occupied)
      renameSync(config.dataDir, `${config.dataDir}.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`);
    const archive = new Blob([await readFile(file)], { type: 'application/x-gzip' });
    const db = await PGlite.create({ dataDir: config.dataDir, loadDataDir: archive, extensions: { btree_gist } });
    try {
      return await countRows(db);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

async function countRows(db: PGlite): Promise<TableCounts> {
  const tables = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const counts: TableCounts = {};
  for (const { name } of tables.rows) {
    const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name.replace(/"/g, '""')}"`);
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}
