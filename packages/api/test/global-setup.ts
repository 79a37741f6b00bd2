import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised (initdb only, not migrated) PGlite data directory to copy. */
    pgliteTemplateDir: string;
  }
}

/**
 * PGlite's initdb takes ~3 s; copying its result takes milliseconds. Each test file still gets its
 * own fresh directory (copied from this template) and runs the migrations itself.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'pawpal-test-template-'));
  const dir = path.join(root, 'db');
  const db = await PGlite.create({ dataDir: dir, extensions: { btree_gist } });
  await db.close();
  project.provide('pgliteTemplateDir', dir);
  return () => rm(root, { recursive: true, force: true });
}
