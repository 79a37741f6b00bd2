/**
 * `npm run backup -- <file>` and `npm run restore -- <file> [--replace]` (root package scripts):
 * a snapshot of the embedded database under DATA_DIR, and its restore. Stop Pawpal first (the
 * data directory is locked while it runs). With DATABASE_URL set they explain pg_dump instead.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../platform/config/config.js';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.js';
import { DataDirInUseError } from './data-dir-lock.js';

async function main(): Promise<void> {
  const [command, file, ...flags] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || file === undefined) {
    throw new BackupError('Usage: backup <file>  |  restore <file> [--replace]');
  }
  const config = loadConfig();
  const counts =
    command === 'backup'
      ? await backupEmbedded(config, file)
      : await restoreEmbedded(config, file, { replace: flags.includes('--replace') });
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const what = command === 'backup' ? `Backed up ${config.dataDirDisplay} to ${file}` : `Restored ${file} into ${config.dataDirDisplay}`;
  console.log(`${what}: ${Object.keys(counts).length} tables, ${rows} rows`);
  for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(32)} ${count}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof BackupError) {
    console.error(error.message);
  } else {
    console.error('The backup failed:', error);
  }
  process.exit(1);
});
