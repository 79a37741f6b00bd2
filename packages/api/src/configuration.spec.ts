import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_SECTIONS } from './app-config.js';
import { configurationPage } from './platform/config/settings.js';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** The one list of the API's environment variables; `npm run config-docs` (packages/api) rewrites it from the declarations. */
const PAGE = path.resolve(SRC, '../../../docs/configuration.md');

/** The product's source files: tests set variables of their own and read none of the API's. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.(spec|e2e-spec)\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

const NAME = '[A-Z][A-Z0-9]*_[A-Z0-9_]*|[A-Z]{3,}';
/** Every way the code reads a variable: process.env.X or ['X'], (declared) env.X, and the readers' calls read('X'), readVar(env, 'X'), readNonNegativeInteger(env, 'X', ...), atLeastOne('X', ...). */
const READS = [
  new RegExp(`\\bprocess\\.env\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\bprocess\\.env\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
  new RegExp(`\\b\\w*[eE]nv(?:ironment)?\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\b\\w*[eE]nv(?:ironment)?\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
  new RegExp(`\\b(?:read\\w*|atLeastOne)\\(\\s*(?:\\w+\\s*,\\s*)?['"\`](${NAME})['"\`]`, 'g'),
];
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*process\.env\b/g;

/** Variable name → the files that read it. */
function variablesRead(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (name: string, file: string) => found.set(name, [...(found.get(name) ?? []), path.relative(SRC, file)]);
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of READS) for (const match of text.matchAll(pattern)) add(match[1]!, file);
    for (const match of text.matchAll(DESTRUCTURED)) {
      for (const name of match[1]!.split(',').map((part) => part.split(':')[0]!.trim())) if (name) add(name, file);
    }
  }
  return found;
}

const declared = CONFIG_SECTIONS.flatMap((section) => Object.keys(section.variables).map((name) => ({ name, section: section.title })));

describe('the configuration page (docs/configuration.md)', () => {
  it('declares every environment variable the API reads, in one section', () => {
    const read = variablesRead();
    const names = new Set(declared.map((variable) => variable.name));
    const undeclared = [...read]
      .filter(([name]) => !names.has(name))
      .map(([name, files]) => `${name} (read in ${[...new Set(files)].join(', ')})`);
    expect(undeclared, 'read but not declared: declare each with declareSettings in the section that reads it').toEqual([]);
    const unread = declared.filter((variable) => !read.has(variable.name)).map((variable) => `${variable.name} (${variable.section})`);
    expect(unread, 'declared but read nowhere').toEqual([]);
    const twice = declared
      .filter((variable, index) => declared.findIndex((other) => other.name === variable.name) !== index)
      .map((variable) => variable.name);
    expect(twice, 'declared by two sections').toEqual([]);
  });

  it('finds reads the way the code writes them', () => {
    // The scan itself must see each pattern, or a read could slip past the check above.
    const read = variablesRead();
    for (const name of [
      'MAP_TILE_URL',
      'PORT',
      'DATABASE_POOL_SIZE',
      'MESSAGE_LIMIT_PER_MINUTE',
      'ADMIN_EMAILS',
      'UPLOAD_DIR',
      'STRIPE_SECRET_KEY',
    ])
      expect(read.has(name), name).toBe(true);
  });

  it('is generated from the declarations (npm run config-docs rewrites it)', () => {
    const page = configurationPage(CONFIG_SECTIONS);
    if (process.env.CONFIG_DOCS_WRITE === '1') writeFileSync(PAGE, page);
    expect(readFileSync(PAGE, 'utf8'), 'docs/configuration.md is out of date: run `npm run config-docs` in packages/api').toBe(page);
  });
});
