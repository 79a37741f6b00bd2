import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { SEED_PICTURE_COLOURS, seedPictureName } from './seed-pictures.js';

describeEachDatabase('seeded pictures', (ctx) => {
  it('gives every seeded sitter an avatar and every seeded pet a picture, served as PNG', async () => {
    const db = ctx.pawpal.database.dataSource;
    const [sitters] = (await db.query(
      `SELECT count(*)::int AS total, count(u.profile_image_url)::int AS pictured FROM users u JOIN sitter_profiles s ON s.user_id = u.id`,
    )) as { total: number; pictured: number }[];
    expect(sitters!.total).toBeGreaterThan(100);
    expect(sitters!.pictured).toBe(sitters!.total);
    const [pets] = (await db.query(`SELECT count(*)::int AS total, count(photo_url)::int AS pictured FROM pets`)) as {
      total: number;
      pictured: number;
    }[];
    expect(pets!.total).toBeGreaterThan(0);
    expect(pets!.pictured).toBe(pets!.total);

    const pool = new Set(
      SEED_PICTURE_COLOURS.flatMap((colour) => [
        `/api/uploads/${seedPictureName('person', colour)}`,
        `/api/uploads/${seedPictureName('pet', colour)}`,
      ]),
    );
    const urls = (await db.query(
      `SELECT DISTINCT profile_image_url AS url FROM users WHERE profile_image_url IS NOT NULL UNION SELECT DISTINCT photo_url FROM pets WHERE photo_url IS NOT NULL`,
    )) as { url: string }[];
    for (const { url } of urls) expect(pool.has(url), url).toBe(true);
    const response = await ctx.fetch(urls[0]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
