import { expect, it, vi } from 'vitest';
import { sitter } from '../../test/booking-fixtures.js';
import { describeEachDatabase, JSON_HEADERS } from '../../test/harness.js';
import { privatePrefixes, renderRobots } from './sitemap.js';
import { wrap } from './share-card.js';
import { ShareCards } from './share-cards.js';

describeEachDatabase('sitemap, robots.txt and share cards', (ctx) => {
  it('lists the public pages and the listed sitters, never one awaiting review or suspended', async () => {
    const listed = await sitter(ctx, { firstName: 'Listed' });
    const pending = await sitter(ctx, { firstName: 'Pending' });
    const suspended = await sitter(ctx, { firstName: 'Suspended' });
    const suspendedUntilPast = await sitter(ctx, { firstName: 'Back' });
    const db = ctx.pawpal.database.dataSource;
    await db.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [pending.id]);
    await db.query(`UPDATE users SET suspended_at = now(), suspension_reason = 'Test' WHERE id = $1`, [suspended.id]);
    await db.query(
      `UPDATE users SET suspended_at = now() - interval '2 days', suspension_reason = 'Test', suspended_until = now() - interval '1 day' WHERE id = $1`,
      [suspendedUntilPast.id],
    );

    const response = await ctx.fetch('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const page of [
      '/',
      '/browse-services',
      '/become-a-sitter',
      '/referral-program',
      '/help-centre',
      '/safety',
      '/terms-of-service',
      '/privacy-policy',
    ]) {
      expect(xml).toContain(`<loc>http://localhost:5000${page}</loc>`);
    }
    expect(xml).toMatch(new RegExp(`<loc>http://localhost:5000/sitter/${listed.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).toContain(`/sitter/${suspendedUntilPast.id}<`);
    expect(xml).not.toContain(pending.id);
    expect(xml).not.toContain(suspended.id);
    expect(xml).not.toContain('/bookings');
  });

  it('compresses a sitemap above 1 KB', async () => {
    for (let i = 0; i < 8; i += 1) await sitter(ctx, { firstName: `Many${i}` });
    const response = await ctx.fetch('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    await expect(response.text()).resolves.toContain('</urlset>');
  });

  it('keeps crawlers out of the API and the private areas and names the sitemap', async () => {
    const response = await ctx.fetch('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toContain('User-agent: *\nDisallow: /api/\n');
    for (const area of ['/bookings', '/chat', '/home', '/admin', '/profile', '/pet-profile', '/sitter-dashboard', '/payment']) {
      expect(robots).toContain(`\nDisallow: ${area}\n`);
    }
    expect(robots).toContain('\nSitemap: http://localhost:5000/sitemap.xml\n');
    // No rule shuts out a public page (robots rules are prefixes).
    for (const open of [
      '/sitter/x',
      '/browse-services',
      '/become-a-sitter',
      '/referral-program',
      '/help-centre',
      '/safety',
      '/terms-of-service',
      '/privacy-policy',
    ]) {
      expect(privatePrefixes().filter((prefix) => open.startsWith(prefix))).toEqual([]);
    }
  });

  it("draws a listed sitter's share card as a 1200×630 PNG; 404 for one who is not listed", async () => {
    const listed = await sitter(ctx, { firstName: 'Card' });
    const response = await ctx.fetch(`/api/og/sitters/${listed.id}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);

    const pending = await sitter(ctx, { firstName: 'Hidden' });
    await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [
      pending.id,
    ]);
    expect((await ctx.fetch(`/api/og/sitters/${pending.id}.png`)).status).toBe(404);
    expect((await ctx.fetch('/api/og/sitters/not-a-sitter.png')).status).toBe(404);
    expect((await ctx.fetch(`/api/og/sitters/${listed.id}.svg`)).status).toBe(404);
  });

  it('draws a share card once per version of what it shows: a repeat draws nothing, a profile change redraws', async () => {
    const listed = await sitter(ctx, { firstName: 'Cached' });
    const card = async () => {
      const response = await ctx.fetch(`/api/og/sitters/${listed.id}.png`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    // Counts the cards drawn (the real drawing all the same).
    const draw = vi.spyOn(ctx.pawpal.app.get(ShareCards), 'draw');
    const parallel = await Promise.all([card(), card(), card()]);
    expect(draw).toHaveBeenCalledTimes(1);
    const first = await card();
    expect(draw).toHaveBeenCalledTimes(1);
    expect(parallel.every((png) => png.equals(first))).toBe(true);

    const edited = await ctx.fetch('/api/sitters/me', {
      method: 'PATCH',
      headers: { ...JSON_HEADERS, cookie: listed.cookie },
      body: JSON.stringify({ headline: 'Calm walks and long naps for older dogs' }),
    });
    expect(edited.status).toBe(200);
    const redrawn = await card();
    expect(draw).toHaveBeenCalledTimes(2);
    expect(redrawn.equals(first)).toBe(false);
    expect((await card()).equals(redrawn)).toBe(true);
    expect(draw).toHaveBeenCalledTimes(2);
    draw.mockRestore();
  });
});

it('robots.txt names the sitemap at the origin', () => {
  expect(renderRobots('https://pawpal.example')).toContain('Sitemap: https://pawpal.example/sitemap.xml');
});

it('wraps a headline into at most two lines, clipping the rest', () => {
  expect(wrap('Calm and caring dog lover', 40, 2)).toEqual(['Calm and caring dog lover']);
  expect(wrap('one two three four five six seven eight', 10, 2)).toEqual(['one two', 'three fou…']);
});
