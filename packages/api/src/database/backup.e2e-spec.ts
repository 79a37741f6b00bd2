import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JSON_HEADERS, uniqueEmail } from '../../test/harness.js';
import { createApp } from '../app.js';
import { loadPawpalConfig } from '../app-config.js';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.js';
import { DataDirInUseError } from './data-dir-lock.js';

describe('backup and restore of the embedded database', () => {
  let root: string;
  const configFor = (dataDir: string, env: Record<string, string> = {}) =>
    loadPawpalConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir, STATIC_DIR: './no-static', ...env }, root);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pawpal-backup-test-'));
    // The seeded template (migrated, demo data in): what is under test is the backup, not the first start.
    await cp(path.join(inject('seededTemplateRoot'), 'db'), path.join(root, 'db'), { recursive: true });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('restores every row of every table into a new directory, and the app signs in from it', async () => {
    const email = uniqueEmail('backup');
    const app = await createApp(configFor('./db'));
    try {
      const baseUrl = await app.listen(0, '127.0.0.1');
      const signup = await fetch(`${baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ firstName: 'Bea', lastName: 'Kup', email, password: 'kept safe in a backup' }),
      });
      expect(signup.status).toBe(201);
      // While the app runs, its directory is locked: a backup would not be consistent.
      await expect(backupEmbedded(configFor('./db'), path.join(root, 'busy.tar.gz'))).rejects.toThrow(DataDirInUseError);
    } finally {
      await app.close();
    }

    const file = path.join(root, 'pawpal.tar.gz');
    const saved = await backupEmbedded(configFor('./db'), file);
    expect(saved.users).toBeGreaterThanOrEqual(4); // three demo accounts and Bea
    expect(saved.bookings).toBeGreaterThan(0);

    const restored = await restoreEmbedded(configFor('./restored'), file);
    expect(restored).toEqual(saved);

    // Restoring over a database needs --replace; the old one is kept aside.
    await expect(restoreEmbedded(configFor('./restored'), file)).rejects.toThrow(
      './restored already holds a database: run the restore with --replace',
    );
    expect(await restoreEmbedded(configFor('./restored'), file, { replace: true, now: new Date('2026-11-25T10:00:00Z') })).toEqual(saved);

    const again = await createApp(configFor('./restored'));
    try {
      const baseUrl = await again.listen(0, '127.0.0.1');
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email, password: 'kept safe in a backup' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await again.close();
    }
  }, 240_000); // four database opens and two app starts: slow on a busy two-core machine, not timing-sensitive

  it('sends a database server to pg_dump', async () => {
    const config = configFor('./db', { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await expect(backupEmbedded(config, path.join(root, 'x.tar.gz'))).rejects.toThrow(BackupError);
    await expect(backupEmbedded(config, path.join(root, 'x.tar.gz'))).rejects.toThrow(/pg_dump/);
  });
});
