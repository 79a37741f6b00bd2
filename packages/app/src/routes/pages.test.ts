import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pages from './pages';

// The server render finds a page's chunk in the build manifest by the page's export name
// (ssr/module-preload.ts: src/.../{name}.tsx), so each page's file must be named after it.
describe('the lazy pages', () => {
  it('each come from a module named after the export they load, exported under that name', () => {
    const source = readFileSync(join(__dirname, 'pages.ts'), 'utf8');
    const declared = [...source.matchAll(/export const (\w+) = page\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)',?\s*\)/g)];
    expect(declared.map(([, exported]) => exported).sort()).toEqual(Object.keys(pages).sort());
    for (const [, exported, modulePath, name] of declared) {
      expect(name, exported).toBe(exported);
      expect(modulePath?.split('/').pop(), exported).toBe(exported);
    }
  });
});
