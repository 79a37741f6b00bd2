/**
 * Applies pending migrations and exits: `node dist/database/migrate.js` (package script `migrate`).
 * Run it as a deploy step against DATABASE_URL: migrating at start would race between instances.
 * Without DATABASE_URL it migrates the embedded database under DATA_DIR (which start does anyway).
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../platform/config/config.js';
import { DataDirInUseError } from './data-dir-lock.js';
import { openDatabase } from './database.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, { migrate: true });
  try {
    const where = database.mode === 'embedded' ? `the embedded database in ${config.dataDirDisplay}` : 'DATABASE_URL';
    const applied = database.appliedMigrations;
    console.log(
      applied.length === 0
        ? `No pending migrations for ${where}.`
        : `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Migration failed:', error);
  }
  process.exit(1);
});
