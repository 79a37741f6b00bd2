import { beforeAll, expect, it } from 'vitest';
import { JSON_HEADERS, describeOnBothDatabases, signUp, type TestContext } from '../../test/harness.js';
import { approveSitter } from '../../test/listing-fixtures.js';

interface Result {
  firstName: string;
  suburb: string;
  distanceKm: number | null;
}
interface Page {
  results: Result[];
  total: number;
  nearest?: Result[];
}

/**
 * Regional sitters, none near Derby WA: six cat sitters in Broome and Cable Beach (about 170 km
 * west of Derby) and one dog-only sitter in Derby itself.
 */
const SITTERS = [
  { firstName: 'Quilla', suburb: 'Broome', postcode: '6725', cats: true },
  { firstName: 'Rowan', suburb: 'Cable Beach', postcode: '6726', cats: true },
  { firstName: 'Tamsin', suburb: 'Broome', postcode: '6725', cats: true },
  { firstName: 'Ulric', suburb: 'Broome', postcode: '6725', cats: true },
  { firstName: 'Vesna', suburb: 'Cable Beach', postcode: '6726', cats: true },
  { firstName: 'Wilfred', suburb: 'Broome', postcode: '6725', cats: true },
  { firstName: 'Saoirse', suburb: 'Derby', postcode: '6728', cats: false },
] as const;

async function search(ctx: TestContext, query: string): Promise<Page> {
  const response = await ctx.fetch(`/api/search/sitters?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

describeOnBothDatabases('GET /api/search/sitters: the nearest sitters beyond an empty radius', (ctx) => {
  beforeAll(async () => {
    for (const sitter of SITTERS) {
      const { cookie, user } = await signUp(ctx, { firstName: sitter.firstName, lastName: 'Regional' });
      const response = await ctx.fetch('/api/sitters', {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie },
        body: JSON.stringify({
          headline: `${sitter.firstName} looks after pets in ${sitter.suburb}`,
          about: 'Happy to help.',
          experienceYears: 3,
          suburb: sitter.suburb,
          postcode: sitter.postcode,
          state: 'WA',
          petsAccepted: { dogSizes: ['small'], cats: sitter.cats, smallAnimals: false, birds: false },
          maxPets: 2,
          services: [{ type: 'boarding', priceCents: 5000 }],
          cancellationPolicy: 'moderate',
          photoUrls: [],
        }),
      });
      expect(response.status).toBe(201);
      await approveSitter(ctx, user.id);
    }
  });

  it('answers an empty search with at most 5 of the nearest matching sitters beyond the radius, nearest first', async () => {
    const page = await search(ctx, 'suburb=Derby&state=WA&radiusKm=10&petType=cat');
    expect(page.results).toEqual([]);
    expect(page.total).toBe(0);
    const nearest = page.nearest ?? [];
    expect(nearest).toHaveLength(5);
    // Only cat sitters (the filters still count), every one beyond the 10 km asked for.
    expect(nearest.map((sitter) => sitter.firstName)).not.toContain('Saoirse');
    const distances = nearest.map((sitter) => sitter.distanceKm!);
    expect(distances.every((km) => km > 150 && km < 200)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // Broome is nearer Derby than Cable Beach: the Broome sitters come first.
    expect(nearest.slice(0, 4).map((sitter) => sitter.suburb)).toEqual(['Broome', 'Broome', 'Broome', 'Broome']);
  });

  it('leaves nearest out when the radius has results, past page 1, or without a location', async () => {
    const found = await search(ctx, 'suburb=Derby&state=WA&radiusKm=10');
    expect(found.results.map((sitter) => sitter.firstName)).toEqual(['Saoirse']);
    expect(found.nearest).toBeUndefined();
    expect((await search(ctx, 'suburb=Derby&state=WA&radiusKm=10&petType=cat&page=2')).nearest).toBeUndefined();
    expect((await search(ctx, 'petType=bird')).nearest).toBeUndefined();
  });

  it('answers an empty nearest list when no sitter matches anywhere near', async () => {
    const page = await search(ctx, 'suburb=Derby&state=WA&radiusKm=10&petType=bird');
    expect(page.results).toEqual([]);
    expect(page.nearest).toEqual([]);
  });
});
