#!/usr/bin/env node
// The docs, like comments, never point at an issue number or a section of a spec: a reader of the
// repository has neither (docs/contributing.md, "No pointers the reader does not have"). Reads
// docs/**/*.md, README.md and packages/*/README.md and lists file:line for every line that does,
// with the pattern ESLint's pawpal/no-pointer-comments applies to comments. Exit code 1 when any.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POINTER } from './eslint/no-pointer-comments.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function docFiles() {
  const files = readdirSync(join(ROOT, 'docs'), { recursive: true })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name));
  files.push(join(ROOT, 'README.md'));
  for (const pkg of readdirSync(join(ROOT, 'packages'))) {
    const readme = join(ROOT, 'packages', pkg, 'README.md');
    if (existsSync(readme)) files.push(readme);
  }
  return files.sort();
}

const found = [];
for (const file of docFiles()) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const match = POINTER.exec(line);
      if (match) found.push(`${relative(ROOT, file)}:${i + 1}: "${match[0]}"`);
    });
}

if (found.length > 0) {
  console.error(
    `${found.length} line(s) point at an issue or a spec section, which a reader of the repository does not have. ` +
      'Say the thing itself (docs/contributing.md, "No pointers the reader does not have"):',
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log('Docs: no pointers to issues or spec sections.');
