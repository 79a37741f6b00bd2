import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { type TestProject } from 'vitest/node';
import { createApp } from '../src/app.js';
import { loadPawpalConfig } from '../src/app-config.js';
import { openDatabase } from '../src/database/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised (initdb only, not migrated) PGlite data directory to copy. */
    pgliteTemplateDir: string;
    /** A directory holding `db/` (PGlite, migrated and seeded with the demo data) and `uploads/` (the seeded pictures). */
    seededTemplateRoot: string;
    /** With DATABASE_URL: a database on that server, migrated and seeded, that each suite's database is created from. */
    postgresTemplateName: string | undefined;
    /** With DATABASE_URL: the directory holding that database's seeded `uploads/` and `verifications/` (its pictures are its own: they are named by row id). */
    postgresTemplateRoot: string | undefined;
  }
}

/**
 * What every test app would otherwise do at its start, done once: initdb (~3 s), the migrations
 * and the demo seed (seconds more on each database). Each test file still gets its own database —
 * a copy of the seeded PGlite directory, or `CREATE DATABASE … TEMPLATE` on the server — so files
 * stay independent; the bare initdb template stays for the tests of start-up and seeding themselves.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'pawpal-test-template-'));
  const dir = path.join(root, 'db');
  const db = await PGlite.create({ dataDir: dir, extensions: { btree_gist } });
  await db.close();
  project.provide('pgliteTemplateDir', dir);

  const seededRoot = path.join(root, 'seeded');
  await mkdir(seededRoot);
  await cp(dir, path.join(seededRoot, 'db'), { recursive: true });
  const embedded = await createApp(templateConfig(seededRoot, {}));
  await embedded.close();
  project.provide('seededTemplateRoot', seededRoot);

  let dropTemplate = async () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `pawpal_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    dropTemplate = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const serverRoot = path.join(root, 'server');
    await mkdir(serverRoot);
    const config = templateConfig(serverRoot, { DATABASE_URL: url.toString() });
    const migrated = await openDatabase(config, { migrate: true });
    await migrated.close();
    const server = await createApp(config);
    await server.close();
    project.provide('postgresTemplateName', name);
    project.provide('postgresTemplateRoot', serverRoot);
  } else {
    project.provide('postgresTemplateName', undefined);
    project.provide('postgresTemplateRoot', undefined);
  }

  return async () => {
    await dropTemplate();
    await rm(root, { recursive: true, force: true });
  };
}

function templateConfig(root: string, env: Record<string, string>) {
  return loadPawpalConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: path.join(root, 'db'),
      SEED_DEMO: '1',
      STATIC_DIR: path.join(root, 'no-static'),
      ...env,
    },
    root,
  );
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
