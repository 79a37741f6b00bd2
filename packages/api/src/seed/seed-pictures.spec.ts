import { randomUUID } from 'node:crypto';
import { PET_SPECIES } from '@pawpal/contract';
import { describe, expect, it } from 'vitest';
import { seedPetSvg, seedPortraitSvg } from './seed-pictures.js';

// The seeded pictures are drawn from the row's id: two rows must practically never be drawn alike
// (the seed-pictures e2e spec compares the served PNGs of a page's worth of them).
describe('seeded pictures', () => {
  it.each(PET_SPECIES)('draws 100 %s pets 100 different ways', (species) => {
    const drawn = new Set(Array.from({ length: 100 }, () => seedPetSvg(randomUUID(), species)));
    expect(drawn.size).toBe(100);
  });

  it('draws the same pet the same way every time', () => {
    const id = randomUUID();
    expect(seedPetSvg(id, 'dog')).toBe(seedPetSvg(id, 'dog'));
  });

  it('draws 400 sitters 400 different ways', () => {
    const drawn = new Set(Array.from({ length: 400 }, () => seedPortraitSvg(randomUUID())));
    expect(drawn.size).toBe(400);
  });
});
