import { beforeAll, expect, it } from 'vitest';
import { JSON_HEADERS, type TestContext, describeOnBothDatabases, signUp } from '../../test/harness.js';
import { approveSitter } from '../../test/listing-fixtures.js';
import { addDays, dateInZone } from '../platform/calendar/zoned-time.js';

interface Result {
  id: string;
  firstName: string;
  distanceKm: number | null;
  priceFromCents: number;
  priceUnit: string;
  availabilityConfirmedAt: string | null;
  rating: number | null;
  approximateLocation: { latitude: number; longitude: number };
}
interface Page {
  results: Result[];
  total: number;
  page: number;
  pageSize: number;
  location: { name: string; postcode: string; state: string } | null;
}

async function search(ctx: TestContext, query: string): Promise<Page> {
  const response = await ctx.fetch(`/api/search/sitters?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

async function searchError(ctx: TestContext, query: string): Promise<{ status: number; message: string }> {
  const response = await ctx.fetch(`/api/search/sitters?${query}`);
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

/**
 * Five sitters where the demo marketplace has none (Launceston, and one in Katherine NT; the
 * seed's cities: src/seed/seed-sitters.ts):
 *   Alice   Launceston 7250   0 km   boarding $50, drop-in $25   dogs S/M, cats   4.8 × 40
 *   Bruno   Newstead 7250   1.9 km   boarding $70, walking $20   dogs S–giant     5.0 × 1
 *   Chiara  Trevallyn 7250  2.3 km   house sitting $90           cats, birds      no reviews
 *   Dmitri  Legana 7277    10.8 km   boarding $40                giant dogs       4.2 × 10
 *   Erin    Katherine 0850           boarding $60                dogs S
 */
const SITTERS = [
  {
    firstName: 'Alice',
    suburb: 'Launceston',
    postcode: '7250',
    state: 'TAS',
    dogSizes: ['small', 'medium'],
    cats: true,
    birds: false,
    services: [
      { type: 'boarding', priceCents: 5000 },
      { type: 'drop_in', priceCents: 2500 },
    ],
    rating: [4.8, 40],
  },
  {
    firstName: 'Bruno',
    suburb: 'Newstead',
    postcode: '7250',
    state: 'TAS',
    dogSizes: ['small', 'medium', 'large', 'giant'],
    cats: false,
    birds: false,
    services: [
      { type: 'boarding', priceCents: 7000 },
      { type: 'dog_walking', priceCents: 2000 },
    ],
    rating: [5, 1],
  },
  {
    firstName: 'Chiara',
    suburb: 'Trevallyn',
    postcode: '7250',
    state: 'TAS',
    dogSizes: [],
    cats: true,
    birds: true,
    services: [{ type: 'house_sitting', priceCents: 9000 }],
    rating: null,
  },
  {
    firstName: 'Dmitri',
    suburb: 'Legana',
    postcode: '7277',
    state: 'TAS',
    dogSizes: ['giant'],
    cats: false,
    birds: false,
    services: [{ type: 'boarding', priceCents: 4000 }],
    rating: [4.2, 10],
  },
  {
    firstName: 'Erin',
    suburb: 'Katherine',
    postcode: '0850',
    state: 'NT',
    dogSizes: ['small'],
    cats: false,
    birds: false,
    services: [{ type: 'boarding', priceCents: 6000 }],
    rating: null,
  },
] as const;

const names = (page: Page) => page.results.map((result) => result.firstName);

describeOnBothDatabases('GET /api/search/sitters', (ctx) => {
  const cookies = new Map<string, string>();
  const ids = new Map<string, string>();

  beforeAll(async () => {
    for (const sitter of SITTERS) {
      const { cookie, user } = await signUp(ctx, { firstName: sitter.firstName, lastName: 'Searchable' });
      const response = await ctx.fetch('/api/sitters', {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie },
        body: JSON.stringify({
          headline: `${sitter.firstName} looks after pets in ${sitter.suburb}`,
          about: 'Happy to help.',
          experienceYears: 3,
          suburb: sitter.suburb,
          postcode: sitter.postcode,
          state: sitter.state,
          petsAccepted: { dogSizes: sitter.dogSizes, cats: sitter.cats, smallAnimals: false, birds: sitter.birds },
          maxPets: 2,
          services: sitter.services,
          cancellationPolicy: 'moderate',
          photoUrls: [],
        }),
      });
      expect(response.status).toBe(201);
      // Listed, as an admin's approval would (review before listing: trust-listing.e2e-spec.ts).
      await approveSitter(ctx, user.id);
      cookies.set(sitter.firstName, cookie);
      ids.set(sitter.firstName, user.id);
      if (sitter.rating) {
        await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET rating_avg = $2, rating_count = $3 WHERE user_id = $1`, [
          user.id,
          ...sitter.rating,
        ]);
      }
    }
  });

  it("tells the app where the map's tiles come from: nowhere (no third-party tiles) unless MAP_TILE_URL names a provider", async () => {
    const response = await ctx.fetch('/api/search/map-tiles');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ tileUrl: null });
  });

  it('finds sitters within the radius of a postcode, suburb or coordinates, nearest first', async () => {
    const near = await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=10');
    expect(names(near)).toEqual(['Alice', 'Bruno', 'Chiara']);
    expect(near.total).toBe(3);
    expect(near.location).toEqual({ name: 'Launceston', postcode: '7250', state: 'TAS', latitude: -41.4332, longitude: 147.1441 });
    expect(near.results.map((result) => result.distanceKm)).toEqual([0, 1.9, 2.3]);
    expect(near.results[0]).toEqual({
      id: ids.get('Alice'),
      firstName: 'Alice',
      lastInitial: 'S',
      avatarUrl: null,
      photoUrl: null,
      suburb: 'Launceston',
      state: 'TAS',
      distanceKm: 0,
      headline: 'Alice looks after pets in Launceston',
      priceFromCents: 2500,
      priceUnit: 'visit',
      rating: 4.8,
      reviewCount: 40,
      badges: [],
      reliable: false,
      // Launceston's centre (-41.4332, 147.1441) to 2 decimals: a map pin, never an address.
      approximateLocation: { latitude: -41.43, longitude: 147.14 },
      // Counted by the freshness sweep (calendars/calendars.e2e-spec.ts pins it).
      availabilityConfirmedAt: near.results[0]!.availabilityConfirmedAt,
    });
    expect(near.results.map((result) => result.approximateLocation)).toEqual([
      { latitude: -41.43, longitude: 147.14 },
      { latitude: -41.44, longitude: 147.16 },
      { latitude: -41.43, longitude: 147.12 },
    ]);

    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20'))).toEqual(['Alice', 'Bruno', 'Chiara', 'Dmitri']);
    expect(names(await search(ctx, 'suburb=legana&state=TAS&radiusKm=5'))).toEqual(['Dmitri']);
    // A postcode alone searches from the middle of its suburbs (7250: Launceston and 15 around it), named after the nearest.
    const byPostcode = await search(ctx, 'postcode=7250&radiusKm=10');
    expect(byPostcode.location).toEqual({
      name: 'West Launceston',
      postcode: '7250',
      state: 'TAS',
      latitude: -41.4506,
      longitude: 147.1405,
    });
    expect(names(byPostcode)).toEqual(['Bruno', 'Alice', 'Chiara']);
    // Erin and the demo data's two Katherine sitters (seed: regional towns), nearest first. Erin and
    // Darcy share Katherine's centre, so their tie breaks on the sitter id (random per seed): either order.
    const katherine = names(await search(ctx, 'lat=-14.4521&lng=132.2715&radiusKm=5'));
    expect([...katherine.slice(0, 2)].sort()).toEqual(['Darcy', 'Erin']);
    expect(katherine.slice(2)).toEqual(['Tayla']);
    expect((await search(ctx, 'lat=-14.4521&lng=132.2715')).location).toMatchObject({ name: 'Katherine', state: 'NT' });

    await expect(searchError(ctx, 'suburb=Atlantis')).resolves.toEqual({
      status: 400,
      message: "We couldn't find that suburb or postcode",
    });
    await expect(searchError(ctx, 'suburb=Launceston&postcode=2000')).resolves.toEqual({
      status: 400,
      message: "We couldn't find that suburb and postcode",
    });
    await expect(searchError(ctx, 'lat=-42.88')).resolves.toEqual({
      status: 400,
      message: 'Give both lat and lng, or a suburb or postcode',
    });
  });

  it('filters by service and prices the chosen service', async () => {
    const boarding = await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&service=boarding');
    expect(names(boarding)).toEqual(['Alice', 'Bruno', 'Dmitri']);
    expect(boarding.results.map((result) => [result.priceFromCents, result.priceUnit])).toEqual([
      [5000, 'night'],
      [7000, 'night'],
      [4000, 'night'],
    ]);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&service=house_sitting'))).toEqual(['Chiara']);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&service=day_care'))).toEqual([]);
  });

  it('keeps only sitters free on every requested day (blocked or booked days exclude them)', async () => {
    const today = dateInZone(new Date(), 'Australia/Hobart');
    const [from, to] = [addDays(today, 40), addDays(today, 45)];
    const block = await ctx.fetch('/api/sitters/me/availability', {
      method: 'PUT',
      headers: { ...JSON_HEADERS, cookie: cookies.get('Alice')! },
      body: JSON.stringify({ block: [addDays(today, 45)] }),
    });
    expect(block.status).toBe(200);
    await ctx.pawpal.database.dataSource.query(
      `INSERT INTO sitter_unavailable_days (sitter_id, day, reason, booking_id) VALUES ($1, $2, 'booked', gen_random_uuid())`,
      [ids.get('Bruno'), addDays(today, 40)],
    );

    expect(names(await search(ctx, `suburb=Launceston&state=TAS&radiusKm=20&from=${from}&to=${to}`))).toEqual(['Chiara', 'Dmitri']);
    expect(names(await search(ctx, `suburb=Launceston&state=TAS&radiusKm=20&from=${addDays(today, 41)}&to=${addDays(today, 44)}`))).toEqual(
      ['Alice', 'Bruno', 'Chiara', 'Dmitri'],
    );
    expect(names(await search(ctx, `suburb=Launceston&state=TAS&radiusKm=20&from=${to}&to=${to}`))).toEqual(['Bruno', 'Chiara', 'Dmitri']);

    await expect(searchError(ctx, `postcode=7250&from=${to}&to=${from}`)).resolves.toEqual({
      status: 400,
      message: 'The end date must not be before the start date',
    });
    await expect(searchError(ctx, `postcode=7250&from=${today}&to=${addDays(today, 200)}`)).resolves.toEqual({
      status: 400,
      message: 'Search at most 120 days at once',
    });
    await expect(searchError(ctx, 'postcode=7250&from=2031-02-30&to=2031-03-02')).resolves.toEqual({
      status: 400,
      message: 'Dates must be real days written YYYY-MM-DD',
    });
  });

  it('filters by pet type and dog size', async () => {
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&petType=cat'))).toEqual(['Alice', 'Chiara']);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&petType=bird'))).toEqual(['Chiara']);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&petType=dog'))).toEqual(['Alice', 'Bruno', 'Dmitri']);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&petType=dog&dogSize=giant'))).toEqual(['Bruno', 'Dmitri']);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&dogSize=medium'))).toEqual(['Alice', 'Bruno']);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&petType=small_animal'))).toEqual([]);
    await expect(searchError(ctx, 'postcode=7250&petType=cat&dogSize=small')).resolves.toEqual({
      status: 400,
      message: 'dogSize only applies to petType dog',
    });
  });

  it('filters by price (the cheapest service, or the chosen one) and by minimum rating', async () => {
    const cheapest = await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&minPrice=2100&maxPrice=5000');
    expect(names(cheapest)).toEqual(['Alice', 'Dmitri']);
    expect(cheapest.results.map((result) => result.priceFromCents)).toEqual([2500, 4000]);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&service=boarding&maxPrice=5000'))).toEqual(['Alice', 'Dmitri']);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&service=boarding&minPrice=6000'))).toEqual(['Bruno']);
    await expect(searchError(ctx, 'postcode=7250&minPrice=5000&maxPrice=1000')).resolves.toEqual({
      status: 400,
      message: 'minPrice must not be more than maxPrice',
    });

    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&minRating=4.5'))).toEqual(['Alice', 'Bruno']);
    expect(names(await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=20&minRating=4'))).toEqual(['Alice', 'Bruno', 'Dmitri']);
  });

  it('sorts by distance, price, rating or relevance', async () => {
    const base = 'suburb=Launceston&state=TAS&radiusKm=20';
    expect(names(await search(ctx, `${base}&sort=distance`))).toEqual(['Alice', 'Bruno', 'Chiara', 'Dmitri']);
    expect(names(await search(ctx, `${base}&sort=price`))).toEqual(['Bruno', 'Alice', 'Dmitri', 'Chiara']);
    expect(names(await search(ctx, `${base}&sort=rating`))).toEqual(['Bruno', 'Alice', 'Dmitri', 'Chiara']);
    // Forty 4.8s beat one 5.0; a far sitter pays half a star per 10 km.
    expect(names(await search(ctx, `${base}&sort=relevance`))).toEqual(['Alice', 'Bruno', 'Dmitri', 'Chiara']);
  });

  it('pages with a total that counts every match', async () => {
    const base = 'suburb=Launceston&state=TAS&radiusKm=20&pageSize=3';
    const first = await search(ctx, `${base}&page=1`);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(names(first)).toEqual(['Alice', 'Bruno', 'Chiara']);
    const second = await search(ctx, `${base}&page=2`);
    expect(second).toMatchObject({ total: 4, page: 2 });
    expect(names(second)).toEqual(['Dmitri']);
    const beyond = await search(ctx, `${base}&page=3`);
    expect(beyond).toMatchObject({ results: [], total: 4, page: 3 });

    const defaults = await search(ctx, 'postcode=7250');
    expect(defaults).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    await expect(searchError(ctx, 'postcode=7250&pageSize=51')).resolves.toEqual({ status: 400, message: 'pageSize must be at most 50' });
    await expect(searchError(ctx, 'postcode=7250&radiusKm=0')).resolves.toEqual({ status: 400, message: 'radiusKm must be at least 1' });
    await expect(searchError(ctx, 'postcode=7250&radiusKm=101')).resolves.toEqual({ status: 400, message: 'radiusKm must be at most 100' });
    await expect(searchError(ctx, 'postcode=7250&sort=cheapest')).resolves.toEqual({
      status: 400,
      message: 'sort must be one of distance, price, rating, relevance',
    });
    await expect(searchError(ctx, 'postcode=7250&colour=red')).resolves.toEqual({
      status: 400,
      message: 'property colour should not exist',
    });
  });

  it("carries each result's current badges and Reliable tier, as the sitter's page shows them, in results and nearest", async () => {
    const db = ctx.pawpal.database.dataSource;
    const bruno = ids.get('Bruno')!;
    const verification = (kind: string, decidedAt: string, expiresOn: string | null) =>
      db.query(
        `INSERT INTO sitter_verifications (sitter_id, kind, status, content_type, byte_size, file_name, submitted_at, decided_at, expires_on)
         VALUES ($1, $2, 'approved', 'image/png', 1, 'x.png', $3, $3, $4)`,
        [bruno, kind, decidedAt, expiresOn],
      );
    // The latest photo ID and the police check that lasts longest; an expired check shows nothing.
    await verification('id', '2026-01-05T10:00:00Z', null);
    await verification('id', '2026-10-01T01:02:03.456789Z', null);
    await verification('police_check', '2026-02-01T00:00:00Z', '2020-01-01');
    await verification('police_check', '2026-03-01T09:30:00.5Z', '2099-03-04');
    await db.query(
      `INSERT INTO reliability_tiers (sitter_id, reliable, misses, checked_at, changed_at) VALUES ($1, true, '{}', now(), now()), ($2, false, '{}', now(), now())`,
      [bruno, ids.get('Chiara')],
    );
    try {
      const badges = [
        { kind: 'id_verified', verifiedAt: '2026-10-01T01:02:03.456Z', expiresAt: null },
        { kind: 'police_checked', verifiedAt: '2026-03-01T09:30:00.500Z', expiresAt: '2099-03-04T00:00:00.000Z' },
      ];
      const page = (await (await ctx.fetch(`/api/sitters/${bruno}`)).json()) as { badges: unknown; reliable: boolean };
      expect(page).toMatchObject({ badges, reliable: true });
      type Shown = { firstName: string; badges: unknown; reliable: boolean };
      const shown = (results: Shown[]) => results.map(({ firstName, badges, reliable }) => ({ firstName, badges, reliable }));
      expect(shown((await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=10')).results as unknown as Shown[])).toEqual([
        { firstName: 'Alice', badges: [], reliable: false },
        { firstName: 'Bruno', badges, reliable: true },
        { firstName: 'Chiara', badges: [], reliable: false },
      ]);
      // Nobody walks dogs within 1 km of Launceston: Bruno (1.9 km) is the nearest, with his badges and tier.
      const nearest = (await search(ctx, 'suburb=Launceston&state=TAS&radiusKm=1&service=dog_walking')) as unknown as { nearest: Shown[] };
      expect(shown(nearest.nearest)[0]).toEqual({ firstName: 'Bruno', badges, reliable: true });
    } finally {
      await db.query(`DELETE FROM sitter_verifications WHERE sitter_id = $1`, [bruno]);
      await db.query(`DELETE FROM reliability_tiers WHERE sitter_id = ANY($1::uuid[])`, [[bruno, ids.get('Chiara')]]);
    }
  });

  it('searches the seeded marketplace without a location, best first', async () => {
    const everyone = await search(ctx, 'pageSize=5&service=boarding');
    expect(everyone.location).toBeNull();
    expect(everyone.total).toBeGreaterThan(100);
    expect(everyone.results).toHaveLength(5);
    expect(everyone.results.every((result) => result.distanceKm === null && result.priceUnit === 'night')).toBe(true);
  });
});
