import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { seedPictureName } from './seed-pictures.js';

describeEachDatabase('seeded pictures', (ctx) => {
  it('gives every seeded sitter a portrait and every seeded pet a picture of its own, served as PNG', async () => {
    const db = ctx.pawpal.database.dataSource;
    const sitters = (await db.query(`SELECT u.id, u.profile_image_url AS url FROM users u JOIN sitter_profiles s ON s.user_id = u.id`)) as {
      id: string;
      url: string | null;
    }[];
    expect(sitters.length).toBeGreaterThan(100);
    for (const { id, url } of sitters) expect(url).toBe(`/api/uploads/${seedPictureName('person', id)}`);
    const pets = (await db.query(`SELECT id, species, photo_url AS url FROM pets`)) as {
      id: string;
      species: string;
      url: string | null;
    }[];
    expect(pets.length).toBeGreaterThan(0);
    for (const { id, url } of pets) expect(url).toBe(`/api/uploads/${seedPictureName('pet', id)}`);
    expect(new Set(pets.map((pet) => pet.species)).size).toBeGreaterThan(1);

    // Not a small pool shared out: the pictures themselves differ from sitter to sitter and pet to pet.
    const sample = [...sitters.slice(0, 12), ...pets.slice(0, 6)];
    const digests = new Set<string>();
    for (const { url } of sample) {
      const response = await ctx.fetch(url!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      digests.add(createHash('sha256').update(png).digest('hex'));
    }
    expect(digests.size).toBe(sample.length);
  });
});
