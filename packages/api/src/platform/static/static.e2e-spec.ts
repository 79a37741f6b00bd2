import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.js';

// A stand-in for packages/app/dist: what `vite build` emits.
const staticDir = mkdtempSync(path.join(tmpdir(), 'pawpal-static-'));
const INDEX = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(staticDir, 'index.html'), INDEX);
writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'assets', 'index-AbC123.js'), 'console.log("pawpal");');
writeFileSync(path.join(staticDir, '.env'), 'SECRET=1');

afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describeEachDatabase(
  'serving the built app',
  (ctx) => {
    it('serves index.html at / without caching', async () => {
      const response = await ctx.fetch('/', { headers: HTML });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      await expect(response.text()).resolves.toBe(INDEX);
    });

    it('serves hashed assets with a one-year immutable cache', async () => {
      const response = await ctx.fetch('/assets/index-AbC123.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await expect(response.text()).resolves.toBe('console.log("pawpal");');
    });

    it('serves other files revalidated', async () => {
      const response = await ctx.fetch('/favicon.svg');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers client-side routes a browser navigates to with index.html', async () => {
      for (const route of ['/bookings', '/sitter/4f0c6a1e-0000-4000-8000-000000000000', '/chat/abc?x=1']) {
        const response = await ctx.fetch(route, { headers: HTML });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        await expect(response.text()).resolves.toBe(INDEX);
      }
    });

    it('answers missing files and non-HTML requests with a JSON 404, never index.html', async () => {
      const missingAsset = await ctx.fetch('/assets/gone-123.js');
      expect(missingAsset.status).toBe(404);
      await expect(missingAsset.json()).resolves.toMatchObject({ statusCode: 404, error: 'Not Found' });
      const api = await ctx.fetch('/api/nope', { headers: HTML });
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/application\/json/);
    });

    it('never serves dotfiles or files outside the directory', async () => {
      const dotfile = await ctx.fetch('/.env');
      expect(dotfile.status).toBe(404);
      const traversal = await ctx.fetch('/assets/..%2f..%2fetc%2fpasswd');
      expect(traversal.status).toBe(404);
      const dotfileAsPage = await ctx.fetch('/.env', { headers: HTML });
      await expect(dotfileAsPage.text()).resolves.not.toContain('SECRET');
    });

    it('says the app is not built when there is no index.html', async () => {
      rmSync(path.join(staticDir, 'index.html'));
      const response = await ctx.fetch('/', { headers: HTML });
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('The app is not built yet');
      expect(page).toContain('npm start');
      writeFileSync(path.join(staticDir, 'index.html'), INDEX);
    });
  },
  { env: { STATIC_DIR: staticDir } },
);
