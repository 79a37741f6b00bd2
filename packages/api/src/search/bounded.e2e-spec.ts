import { beforeAll, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '@pawpal/contract';
import { type TestContext, describeOnBothDatabases } from '../../test/harness.js';
import { haversineKm } from '../geo/geo.distance.js';

interface Page {
  results: { id: string; distanceKm: number | null }[];
  total: number;
  totalIsCapped: boolean;
}

/** More listed sitters than the cap, in one dense spot off the Tasman coast (no seeded sitter within 100 km). */
const SITTERS = SEARCH_TOTAL_CAP + 5;
const CENTRE = { latitude: -43, longitude: 150.5 };
const AT = `lat=${CENTRE.latitude}&lng=${CENTRE.longitude}`;

async function search(ctx: TestContext, query: string): Promise<Page> {
  const response = await ctx.fetch(`/api/search/sitters?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

describeOnBothDatabases('GET /api/search/sitters: bounded work in a dense area', (ctx) => {
  /** Every generated sitter, nearest first by the exact distance (ties: id), as search must order them. */
  let byDistance: { id: string; km: number }[];

  beforeAll(async () => {
    const db = ctx.pawpal.database.dataSource;
    // A sunflower spiral (deterministic, no ties), twice as wide east-west in degrees as
    // north-south: at 43° S a degree of longitude is 0.73 of one of latitude, so the order in
    // degrees and the order in km differ for many pairs. Written straight to the tables (a
    // thousand sign-ups would take minutes); listed as an admin's approval leaves them.
    const dense = `SELECT g, md5('dense-' || g)::uuid AS id,
                          $2::float8 + 0.03 * sqrt(g::float8 / $1) * sin(g * 2.399963) AS lat,
                          $3::float8 + 0.06 * sqrt(g::float8 / $1) * cos(g * 2.399963) AS lng
                     FROM generate_series(1, $1::int) g`;
    const parameters = [SITTERS, CENTRE.latitude, CENTRE.longitude];
    await db.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash)
       SELECT id, 'Dense', 'Sitter', 'dense-' || g || '@example.test', 'not-a-hash' FROM (${dense}) d`,
      parameters,
    );
    await db.query(
      `INSERT INTO sitter_profiles (user_id, headline, about, experience_years, suburb, postcode, state, latitude, longitude,
                                    time_zone, dog_sizes, max_pets, cancellation_policy, review_status)
       SELECT id, 'Dense sitter', 'Generated.', 1, 'Offshore', '7000', 'TAS', lat, lng, 'Australia/Hobart',
              ARRAY['small'], 2, 'flexible', 'approved' FROM (${dense}) d`,
      parameters,
    );
    await db.query(
      `INSERT INTO sitter_services (sitter_id, type, price_cents) SELECT id, 'boarding', 4000 + 10 * (g % 50) FROM (${dense}) d`,
      parameters,
    );
    const rows = (await db.query(`SELECT user_id AS id, latitude, longitude FROM sitter_profiles WHERE suburb = 'Offshore'`)) as {
      id: string;
      latitude: number;
      longitude: number;
    }[];
    expect(rows).toHaveLength(SITTERS);
    byDistance = rows
      .map((row) => ({ id: row.id, km: haversineKm(CENTRE, { latitude: Number(row.latitude), longitude: Number(row.longitude) }) }))
      .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
  });

  it(`counts up to ${SEARCH_TOTAL_CAP} and says there are more`, async () => {
    const capped = await search(ctx, `${AT}&radiusKm=10&pageSize=5`);
    expect(capped).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsCapped: true });
    const sorted = await search(ctx, `${AT}&radiusKm=10&sort=price&pageSize=5`);
    expect(sorted).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsCapped: true });

    // Fewer than the cap: the exact count.
    const within = byDistance.filter((sitter) => sitter.km <= 2).length;
    expect(within).toBeGreaterThan(100);
    expect(within).toBeLessThan(SEARCH_TOTAL_CAP);
    await expect(search(ctx, `${AT}&radiusKm=2&pageSize=5`)).resolves.toMatchObject({ total: within, totalIsCapped: false });
  });

  it('orders by the exact distance in km, however the index orders degrees, on every page', async () => {
    const ids = (page: Page) => page.results.map((result) => result.id);
    const first = await search(ctx, `${AT}&radiusKm=10&pageSize=50`);
    expect(ids(first)).toEqual(byDistance.slice(0, 50).map((sitter) => sitter.id));
    const middle = await search(ctx, `${AT}&radiusKm=10&pageSize=50&page=9`);
    expect(ids(middle)).toEqual(byDistance.slice(400, 450).map((sitter) => sitter.id));
    const last = await search(ctx, `${AT}&radiusKm=10&pageSize=50&page=20`);
    expect(ids(last)).toEqual(byDistance.slice(950, 1000).map((sitter) => sitter.id));
  });

  it('pages up to the cap and no further, with a message', async () => {
    // 990 before this page: it stops at the cap, 10 short of a full page.
    const lastPage = await search(ctx, `${AT}&radiusKm=10&pageSize=30&page=34`);
    expect(lastPage.results.map((result) => result.id)).toEqual(byDistance.slice(990, 1000).map((sitter) => sitter.id));
    const response = await ctx.fetch(`/api/search/sitters?${AT}&radiusKm=10&pageSize=50&page=21`);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({
      message: 'Only the first 1,000 results can be paged through: narrow the search to see more',
    });
  });
});
