import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sitter } from '../../../test/booking-fixtures.js';
import { describeEachDatabase, signUp } from '../../../test/harness.js';
import { fillTemplate } from './server-render.js';

// A stand-in for packages/app/dist with the app's server bundle (dist/.ssr/entry-server.js, see
// packages/app/src/ssr/render.tsx; the real bundle's output is tested in the app and the e2e
// suite). This one renders /sitter/{id} from the API's answer, as the real one does.
const staticDir = mkdtempSync(path.join(tmpdir(), 'pawpal-ssr-'));
const INDEX = [
  '<!doctype html><html lang="en-AU"><head><meta charset="UTF-8" />',
  '<meta\n  name="description"\n  content="Generic description" />',
  '<title>Pawpal</title>',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('\n');
writeFileSync(path.join(staticDir, 'index.html'), INDEX);
mkdirSync(path.join(staticDir, '.ssr'));
writeFileSync(
  path.join(staticDir, '.ssr', 'entry-server.js'),
  `export async function renderPage({ url, origin, fetchApi }) {
     const match = /^\\/sitter\\/([^/?]+)/.exec(url);
     if (!match) return null;
     const answer = await fetchApi('/api/sitters/' + match[1]);
     if (answer.status !== 200) return { status: answer.status, head: '<title>Not available</title>', html: '<p>Gone</p>', dataScript: '' };
     const s = answer.body;
     return {
       status: 200,
       head: '<title>' + s.firstName + ' | Pawpal</title><meta property="og:title" content="' + s.firstName + '" /><link rel="canonical" href="' + origin + url + '" />',
       html: '<h1>' + s.firstName + '</h1><p>' + s.headline + '</p>' + '<p>padding</p>'.repeat(200),
       dataScript: '<script type="application/json" id="pawpal-data">{"x":"$&"}</script>',
     };
   }`,
);
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describeEachDatabase(
  'server-rendered public pages',
  (ctx) => {
    it("answers a signed-out visitor's sitter page with its content and head in the first HTML, compressed", async () => {
      const listed = await sitter(ctx, { firstName: 'Marigold' });
      const response = await ctx.fetch(`/sitter/${listed.id}`, { headers: { ...HTML, 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary') ?? '').toMatch(/cookie/i);
      const page = await response.text();
      expect(page).toContain('<div id="root"><h1>Marigold</h1><p>Experienced and caring sitter</p>');
      expect(page).toContain('<title>Marigold | Pawpal</title>');
      expect(page).toContain('<meta property="og:title" content="Marigold" />');
      expect(page).toContain(`<link rel="canonical" href="http://localhost:5000/sitter/${listed.id}" />`);
      // The template's generic title and description made way for the page's own.
      expect(page).not.toContain('<title>Pawpal</title>');
      expect(page).not.toContain('Generic description');
      // The page's head and data go in as they are ("$&" is not a replacement pattern here).
      expect(page).toContain('{"x":"$&"}</script>');
      expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
    });

    it('gives a link-preview crawler (Accept: */*) the rendered page with its share tags', async () => {
      const listed = await sitter(ctx, { firstName: 'Juniper' });
      for (const userAgent of ['facebookexternalhit/1.1', 'WhatsApp/2.23', 'Slackbot-LinkExpanding 1.0']) {
        const response = await ctx.fetch(`/sitter/${listed.id}`, { headers: { accept: '*/*', 'user-agent': userAgent } });
        expect(response.status, userAgent).toBe(200);
        const page = await response.text();
        expect(page, userAgent).toContain('<meta property="og:title" content="Juniper" />');
        expect(page, userAgent).toContain('<h1>Juniper</h1>');
      }
    });

    it("passes the API's 404 on for a sitter who is not listed", async () => {
      const unlisted = await sitter(ctx, { firstName: 'Hidden' });
      await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [
        unlisted.id,
      ]);
      const response = await ctx.fetch(`/sitter/${unlisted.id}`, { headers: HTML });
      expect(response.status).toBe(404);
      const page = await response.text();
      expect(page).not.toContain('Hidden');
      expect(page).toContain('<title>Not available</title>');
    });

    it('sends a signed-in visitor the app as it is (their pages depend on who they are)', async () => {
      const listed = await sitter(ctx, { firstName: 'Juniper' });
      const { cookie } = await signUp(ctx);
      const response = await ctx.fetch(`/sitter/${listed.id}`, { headers: { ...HTML, cookie } });
      expect(response.status).toBe(200);
      await expect(response.text()).resolves.toBe(INDEX);
    });

    it('sends index.html unrendered for a path the app does not render', async () => {
      const response = await ctx.fetch('/bookings', { headers: HTML });
      expect(response.status).toBe(200);
      await expect(response.text()).resolves.toBe(INDEX);
    });

    it('never serves the server bundle as a file', async () => {
      const response = await ctx.fetch('/.ssr/entry-server.js');
      expect(response.status).toBe(404);
    });
  },
  { env: { STATIC_DIR: staticDir } },
);

it('leaves a template without an empty #root alone', () => {
  expect(
    fillTemplate('<html><head></head><body><div id="app"></div></body></html>', { status: 200, head: '', html: '', dataScript: '' }),
  ).toBeNull();
});
