import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';

interface Suburb {
  postcode: string;
  name: string;
  state: string;
}

/** The search page's popular suburbs (packages/app/src/search/browse-services/PopularSuburbs.tsx). */
const POPULAR_SUBURBS = [
  ['Sydney', 'NSW', '2000'],
  ['Surry Hills', 'NSW', '2010'],
  ['Newtown', 'NSW', '2042'],
  ['Melbourne', 'VIC', '3000'],
  ['Fitzroy', 'VIC', '3065'],
  ['Brisbane City', 'QLD', '4000'],
  ['Perth', 'WA', '6000'],
  ['Adelaide', 'SA', '5000'],
  ['Hobart', 'TAS', '7000'],
  ['Canberra', 'ACT', '2601'],
] as const;

describeEachDatabase('every Australian suburb', (ctx) => {
  async function get(path: string): Promise<{ status: number; body: unknown }> {
    const response = await ctx.fetch(path);
    return { status: response.status, body: await response.json() };
  }
  const location = async (query: string) => {
    const { status, body } = await get(`/api/search/sitters?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body as { location: Suburb }).location;
  };

  it.each([
    ['Newcastle', 'NSW', '2300'],
    ['Geelong', 'VIC', '3220'],
    ['Gold Coast', 'QLD', '4217'],
    ['Alice Springs', 'NT', '0870'],
  ] as const)('autocompletes and searches %s, which used to be a retry screen', async (name, state, postcode) => {
    const { status, body } = await get(`/api/geo/suburbs?q=${encodeURIComponent(name.toLowerCase())}&limit=1`);
    expect(status).toBe(200);
    expect(body).toEqual([expect.objectContaining({ name, state, postcode })]);
    await expect(location(new URLSearchParams({ suburb: name, state, postcode }).toString())).resolves.toMatchObject({
      name,
      state,
      postcode,
    });
  });

  it('answers an unknown place with a 400 to explain, and the first letters with suggestions', async () => {
    await expect(get('/api/search/sitters?suburb=Newcastel')).resolves.toEqual({
      status: 400,
      body: expect.objectContaining({ message: "We couldn't find that suburb or postcode" }),
    });
    // What the search page's "We don't know that suburb" asks for (its first 4 letters).
    const suggestions = await get('/api/geo/suburbs?q=Newc');
    expect(suggestions.status).toBe(200);
    expect((suggestions.body as Suburb[]).map(({ name, state }) => `${name} ${state}`)).toEqual([
      'Newcarlbeon WA',
      'Newcastle NSW',
      'Newcastle East NSW',
      'Newcastle University NSW',
      'Newcastle Waters NT',
      'Newcastle West NSW',
      'Newcomb VIC',
    ]);
  });

  it('keeps existing links working: a bare name means what it did, state and postcode pick among the same names', async () => {
    await expect(location('suburb=Richmond')).resolves.toMatchObject({ name: 'Richmond', state: 'VIC', postcode: '3121' });
    await expect(location('suburb=Richmond&state=NSW')).resolves.toMatchObject({ name: 'Richmond', state: 'NSW', postcode: '2753' });
    await expect(location('suburb=Richmond&state=QLD&postcode=4822')).resolves.toMatchObject({
      name: 'Richmond',
      state: 'QLD',
      postcode: '4822',
    });
    await expect(location('suburb=Kensington')).resolves.toMatchObject({ state: 'NSW', postcode: '2033' });
    await expect(location('suburb=Paddington&state=QLD&postcode=4051')).resolves.toMatchObject({ name: 'Paddington', postcode: '4051' });
    for (const [name, state, postcode] of POPULAR_SUBURBS) {
      await expect(location(new URLSearchParams({ suburb: name, state, postcode }).toString())).resolves.toMatchObject({
        name,
        state,
        postcode,
      });
    }
  });
});
