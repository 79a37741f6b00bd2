import { expect, it } from 'vitest';
import { describeOnBothDatabases } from '../../test/harness.js';
import { SEED_REGIONAL_SITTERS } from './seed-regional-sitters.js';
import { SEED_MORE_CITIES, SEED_SITTERS_PER_CITY } from './seed-sitters.js';

interface Page {
  results: {
    id: string;
    firstName: string;
    suburb: string;
    state: string;
    distanceKm: number;
    avatarUrl: string | null;
    priceFromCents: number;
  }[];
  total: number;
  location: { name: string; postcode: string; state: string };
}

/**
 * Each city's search from its centre (the seed places its sitters within `radiusKm` of it, plus
 * ~500 m of jitter): the demo has sitters in every capital and the regional cities, listed with
 * a picture and a price. Totals are the seed's own, pinned: the seed is deterministic.
 */
const CITIES = [
  { query: 'suburb=Hobart&state=TAS&postcode=7000', radiusKm: 13, total: 10, name: 'Hobart' },
  { query: 'suburb=Darwin%20City&state=NT&postcode=0800', radiusKm: 16, total: 8, name: 'Darwin City' },
  { query: 'suburb=Canberra&state=ACT&postcode=2601', radiusKm: 16, total: 12, name: 'Canberra' },
  { query: 'suburb=Newcastle&state=NSW&postcode=2300', radiusKm: 16, total: 8, name: 'Newcastle' },
  { query: 'suburb=Geelong&state=VIC&postcode=3220', radiusKm: 13, total: 8, name: 'Geelong' },
  { query: 'suburb=Gold%20Coast&state=QLD&postcode=4217', radiusKm: 21, total: 10, name: 'Gold Coast' },
  { query: 'suburb=Cairns&state=QLD&postcode=4870', radiusKm: 13, total: 6, name: 'Cairns' },
  { query: 'suburb=Townsville&state=QLD&postcode=4810', radiusKm: 13, total: 6, name: 'Townsville' },
  { query: 'suburb=Alice%20Springs&state=NT&postcode=0870', radiusKm: 11, total: 4, name: 'Alice Springs' },
] as const;

describeOnBothDatabases('demo sitters in every capital and in regional cities', (ctx) => {
  it('seeds 300 sitters in the five biggest capitals and 84 in the other capitals and regional cities', () => {
    expect(Object.values(SEED_SITTERS_PER_CITY).reduce((sum, count) => sum + count, 0)).toBe(300);
    expect(SEED_MORE_CITIES.reduce((sum, city) => sum + city.sitters, 0)).toBe(84);
    expect(SEED_MORE_CITIES.map((city) => city.city)).toEqual(
      expect.arrayContaining(['Hobart', 'Darwin', 'Canberra', 'Newcastle', 'Geelong', 'Gold Coast', 'Alice Springs']),
    );
  });

  it.each(CITIES)('finds $total listed sitters around $name, pictured and priced', async ({ query, radiusKm, total, name }) => {
    const response = await ctx.fetch(`/api/search/sitters?${query}&radiusKm=${radiusKm}&pageSize=50`);
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as Page;
    expect(page.location.name).toBe(name);
    expect(page.total).toBe(total);
    expect(page.results).toHaveLength(total);
    for (const result of page.results) {
      expect(result.state).toBe(page.location.state);
      expect(result.distanceKm).toBeLessThanOrEqual(radiusKm);
      expect(result.avatarUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
      expect(result.priceFromCents).toBeGreaterThan(0);
    }
  });

  it('gives nearly half of them a current police check, dated before its decision and expiring 12 months after its date', async () => {
    const [checks] = (await ctx.pawpal.database.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE certificate_date IS NULL OR certificate_date > (decided_at AT TIME ZONE 'UTC')::date)::int AS misdated,
              count(*) FILTER (WHERE expires_on <> (certificate_date + interval '12 months')::date)::int AS miscomputed,
              count(*) FILTER (WHERE expires_on <= (now() AT TIME ZONE 'UTC')::date)::int AS expired
         FROM sitter_verifications WHERE kind = 'police_check' AND status = 'approved'`,
    )) as [{ total: number; misdated: number; miscomputed: number; expired: number }];
    expect(checks.total).toBeGreaterThan(100);
    expect(checks).toMatchObject({ misdated: 0, miscomputed: 0, expired: 0 });
  });

  it('lists 10 sitters in regional towns, so Broome and Katherine find someone and a town near them gets the nearest', async () => {
    expect(SEED_REGIONAL_SITTERS).toHaveLength(10);
    expect(SEED_REGIONAL_SITTERS.some((sitter) => sitter.place[2] === 'Broome')).toBe(true);
    const search = async (query: string) => {
      const response = await ctx.fetch(`/api/search/sitters?${query}`);
      expect(response.status, query).toBe(200);
      return (await response.json()) as Page & { nearest?: Page['results'] };
    };
    const broome = await search('suburb=Broome&state=WA&postcode=6725&radiusKm=10');
    expect(broome.results.map((result) => result.suburb)).toEqual(['Broome', 'Broome']);
    const katherine = await search('suburb=Katherine&state=NT&postcode=0850&radiusKm=10');
    expect(katherine.results.map((result) => result.suburb).sort()).toEqual(['Katherine', 'Katherine South']);
    for (const result of [...broome.results, ...katherine.results]) {
      expect(result.avatarUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    }
    // Derby WA stays empty (nearest.e2e-spec.ts), and its nearest sitters are Broome's, about 170 km away.
    const derby = await search('suburb=Derby&state=WA&postcode=6728&radiusKm=10');
    expect(derby.total).toBe(0);
    expect(derby.nearest?.slice(0, 2).map((result) => result.suburb)).toEqual(['Broome', 'Broome']);
  });

  it('leaves Launceston, Ballarat and Bendigo without demo sitters (specs use them as empty places)', async () => {
    for (const query of [
      'suburb=Launceston&state=TAS&postcode=7250',
      'suburb=Ballarat&state=VIC&postcode=3350',
      'suburb=Bendigo&state=VIC&postcode=3550',
    ]) {
      const response = await ctx.fetch(`/api/search/sitters?${query}&radiusKm=30`);
      expect(response.status, query).toBe(200);
      expect(((await response.json()) as Page).total, query).toBe(0);
    }
  });
});
