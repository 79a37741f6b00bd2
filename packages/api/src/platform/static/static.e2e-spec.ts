import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.js';

// A stand-in for packages/app/dist: what `vite build` emits.
const staticDir = mkdtempSync(path.join(tmpdir(), 'pawpal-static-'));
const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(staticDir, 'index.html'), INDEX);
writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'assets', 'index-AbC123.js'), 'console.log("pawpal");');
writeFileSync(path.join(staticDir, '.env'), 'SECRET=1');
// A big asset precompressed at build (vite-plugin-compression2 writes .br and .gz next to it).
const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
writeFileSync(path.join(staticDir, 'assets', 'big-XyZ789.js'), BIG_JS);
writeFileSync(path.join(staticDir, 'assets', 'big-XyZ789.js.br'), brotliCompressSync(BIG_JS));
writeFileSync(path.join(staticDir, 'assets', 'big-XyZ789.js.gz'), gzipSync(BIG_JS));

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

    it('answers a page to a client that takes anything (link-preview crawlers, curl), but not a missing file', async () => {
      const clients: Record<string, string>[] = [{ accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' }, {}];
      for (const headers of clients) {
        const response = await ctx.fetch('/bookings', { headers });
        expect(response.status, JSON.stringify(headers)).toBe(200);
        await expect(response.text()).resolves.toBe(INDEX);
      }
      expect((await ctx.fetch('/assets/gone-123.js', { headers: { accept: '*/*' } })).status).toBe(404);
      expect((await ctx.fetch('/bookings', { headers: { accept: 'application/json' } })).status).toBe(404);
    });

    it('answers missing files and non-HTML requests with a JSON 404, never index.html', async () => {
      const missingAsset = await ctx.fetch('/assets/gone-123.js');
      expect(missingAsset.status).toBe(404);
      await expect(missingAsset.json()).resolves.toMatchObject({ statusCode: 404, error: 'Not Found' });
      const api = await ctx.fetch('/api/nope', { headers: HTML });
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/application\/json/);
    });

    it('serves the precompressed file the browser accepts, brotli first, with Vary: Accept-Encoding', async () => {
      const cases: [string, string | null][] = [
        ['br, gzip', 'br'],
        ['gzip, deflate', 'gzip'],
        ['identity', null],
      ];
      for (const [accept, encoding] of cases) {
        const response = await ctx.fetch('/assets/big-XyZ789.js', { headers: { 'accept-encoding': accept } });
        expect(response.status, accept).toBe(200);
        expect(response.headers.get('content-encoding'), accept).toBe(encoding);
        expect(response.headers.get('vary') ?? '', accept).toMatch(/accept-encoding/i);
        expect(response.headers.get('content-type'), accept).toMatch(/javascript/);
        expect(response.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
        // fetch decodes the body: the same script whichever way it travelled.
        await expect(response.text()).resolves.toBe(BIG_JS);
      }
      const raw = await ctx.fetch('/assets/big-XyZ789.js', { headers: { 'accept-encoding': 'br' } });
      expect(Number(raw.headers.get('content-length'))).toBe(brotliCompressSync(BIG_JS).length);
    });

    it('compresses generated JSON above 1 KB and leaves small answers as they are', async () => {
      const big = await ctx.fetch('/api/nope/' + 'x'.repeat(1200), { headers: { 'accept-encoding': 'gzip' } });
      expect(big.status).toBe(404);
      expect(big.headers.get('content-encoding')).toBe('gzip');
      await expect(big.json()).resolves.toMatchObject({ statusCode: 404 });
      const small = await ctx.fetch('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.headers.get('content-encoding')).toBeNull();
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
