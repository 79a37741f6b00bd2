import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeZoneForState } from './au-states.js';
import { GeoDirectory, normalizePlaceName } from './geo.directory.js';
import type { Suburb } from './geo.types.js';

const directory = GeoDirectory.bundled();
const names = (suburbs: readonly Suburb[]) => suburbs.map((suburb) => `${suburb.name} ${suburb.state}`);

function suburb(postcode: string, name: string, state: Suburb['state'], latitude = -33.87, longitude = 151.2): Suburb {
  return { postcode, name, state, latitude, longitude, timeZone: timeZoneForState(state) };
}

describe('GeoDirectory.search', () => {
  it('puts Surry Hills first for "surry", and Surrey Hills (VIC) only for "surr"', () => {
    expect(names(directory.search('surry'))).toEqual(['Surry Hills NSW']);
    // Capital-city suburbs first (the old table's answer, unchanged), then the national table's, alphabetical.
    expect(names(directory.search('surr'))).toEqual([
      'Surrey Hills VIC',
      'Surry Hills NSW',
      'Surrey Downs SA',
      'Surrey Hills North VIC',
      'Surrey Hills South VIC',
      'Mount Surround QLD',
    ]);
  });

  it('ranks an exact name, then names starting with it, then names with a later word starting with it', () => {
    const results = names(directory.search('bondi'));

    expect(results).toEqual([
      'Bondi NSW',
      'Bondi Beach NSW',
      'Bondi Junction NSW',
      'Bondi Forest NSW',
      'Bondi Junction Plaza NSW',
      'North Bondi NSW',
    ]);
  });

  it('ranks an exact match first even when a longer name sorts earlier', () => {
    const small = new GeoDirectory([
      suburb('2000', 'Parkside Hill', 'NSW'),
      suburb('5063', 'Park', 'SA'),
      suburb('2001', 'Park Avenue', 'NSW'),
    ]);

    expect(names(small.search('park'))).toEqual(['Park SA', 'Park Avenue NSW', 'Parkside Hill NSW']);
  });

  it('finds names by a later word after the names that start with the query', () => {
    expect(names(directory.search('kilda'))).toEqual([
      'St Kilda VIC',
      'St Kilda East VIC',
      'St Kilda QLD',
      'St Kilda SA',
      'St Kilda Road Central VIC',
      'St Kilda Road Melbourne VIC',
      'St Kilda South VIC',
      'St Kilda West VIC',
    ]);
    const hills = names(directory.search('hill', 50));
    expect(hills.indexOf('Hillarys WA')).toBe(0);
    expect(hills.indexOf('Hillarys WA')).toBeLessThan(hills.indexOf('Baulkham Hills NSW'));
  });

  it('ignores case, diacritics and punctuation', () => {
    expect(names(directory.search('SURRY HILLS'))).toEqual(['Surry Hills NSW']);
    expect(names(directory.search('Sürry'))).toEqual(['Surry Hills NSW']);
    expect(names(directory.search('oconnor'))).toEqual(["O'Connor ACT", "O'Connor WA"]);
    expect(names(directory.search("o'con"))).toEqual(["O'Connor ACT", "O'Connell NSW", "O'Connell QLD", "O'Connor WA"]);
    expect(normalizePlaceName('  Mt. Évelyn-North ')).toBe('mt evelyn north');
  });

  it('lists the same name in several states by state, the capital-city suburbs first', () => {
    expect(names(directory.search('kensington'))).toEqual([
      'Kensington NSW',
      'Kensington VIC',
      'Kensington WA',
      'Kensington QLD',
      'Kensington SA',
      'Kensington Gardens SA',
      'Kensington Grove QLD',
      'Kensington Park SA',
    ]);
  });

  it('searches postcodes by prefix: "2010" gives the suburbs of 2010 only', () => {
    const results = directory.search('2010');

    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.every((result) => result.postcode === '2010')).toBe(true);
    expect(names(results)).toEqual(['Darlinghurst NSW', 'Surry Hills NSW', 'Taylor Square NSW']);
  });

  it('lists postcodes starting with a shorter prefix in ascending order', () => {
    const results = directory.search('201', 50);

    expect(results.every((result) => result.postcode.startsWith('201'))).toBe(true);
    expect(results.map((result) => result.postcode)).toEqual([...results.map((result) => result.postcode)].sort());
    expect(results[0]?.postcode).toBe('2010');
  });

  it('finds the Darwin postcode with its leading zero', () => {
    expect(names(directory.search('0800'))).toEqual(['Darwin City NT', 'Darwin NT']);
  });

  it('honours the limit and caps it', () => {
    expect(directory.search('2', 3)).toHaveLength(3);
    expect(directory.search('2', 1_000)).toHaveLength(50);
    expect(() => directory.search('2', 0)).toThrow(expect.objectContaining({ code: 'GEO_INVALID_INPUT' }));
  });

  it('returns nothing for an empty or unmatched query', () => {
    expect(directory.search('   ')).toEqual([]);
    expect(directory.search('zzzz')).toEqual([]);
    // 9999 is Australia Post's North Pole (letters to Santa), not a place: the generator drops it.
    expect(directory.search('9999')).toEqual([]);
  });
});

describe('GeoDirectory lookups', () => {
  it('looks a suburb up by name, optionally in a state', () => {
    expect(names(directory.lookup('kensington'))).toEqual([
      'Kensington NSW',
      'Kensington VIC',
      'Kensington WA',
      'Kensington QLD',
      'Kensington SA',
    ]);
    expect(directory.lookup('Kensington', 'VIC').map((result) => result.postcode)).toEqual(['3031']);
    expect(directory.lookup('Kensington', 'TAS')).toEqual([]);
    expect(directory.lookup('Surry')).toEqual([]);
  });

  it('rejects an unknown state', () => {
    expect(() => directory.lookup('Sydney', 'XX' as 'NSW')).toThrow(expect.objectContaining({ code: 'GEO_INVALID_INPUT' }));
  });

  it('lists the suburbs of a postcode alphabetically', () => {
    expect(names(directory.byPostcode('2000'))).toEqual([
      'Barangaroo NSW',
      'Dawes Point NSW',
      'Haymarket NSW',
      'Millers Point NSW',
      'Sydney NSW',
      'The Rocks NSW',
      'Darling Harbour NSW',
      'Parliament House NSW',
      'Sydney South NSW',
    ]);
    expect(directory.byPostcode('1234')).toEqual([]);
  });

  it('does not let callers mutate its indexes', () => {
    directory.byPostcode('2010').pop();
    directory.lookup('Kensington').pop();

    expect(directory.byPostcode('2010')).toHaveLength(3);
    expect(directory.lookup('Kensington')).toHaveLength(5);
  });
});

describe('GeoDirectory distances', () => {
  it('measures suburb to suburb distances', () => {
    const [sydney] = directory.lookup('Sydney', 'NSW');
    const [melbourne] = directory.lookup('Melbourne', 'VIC');
    const [bondiBeach] = directory.lookup('Bondi Beach');

    expect(directory.distanceKm(sydney!, melbourne!)).toBeCloseTo(714, -1);
    expect(directory.distanceKm(sydney!, bondiBeach!)).toBeGreaterThan(6);
    expect(directory.distanceKm(sydney!, bondiBeach!)).toBeLessThan(8);
  });

  it('finds nearby suburbs nearest first, within the radius only', () => {
    const [surryHills] = directory.lookup('Surry Hills');

    const near = directory.nearby(surryHills!, 2);

    expect(near[0]?.suburb.name).toBe('Surry Hills');
    expect(near.map(({ suburb }) => suburb.name)).toContain('Darlinghurst');
    expect(near.map(({ suburb }) => suburb.name)).not.toContain('Bondi Beach');
    expect(near.every(({ distanceKm }) => distanceKm <= 2)).toBe(true);
    expect(near.map(({ distanceKm }) => distanceKm)).toEqual([...near.map(({ distanceKm }) => distanceKm)].sort((a, b) => a - b));
  });

  it('exposes the bounding box used for the SQL pre-filter', () => {
    const box = directory.boundingBox({ latitude: -33.8688, longitude: 151.2093 }, 10);

    expect(box.minLatitude).toBeCloseTo(-33.8688 - 10 / 111.195, 3);
    expect(box.maxLatitude).toBeCloseTo(-33.8688 + 10 / 111.195, 3);
  });
});

describe('GeoDirectory over every Australian locality', () => {
  it.each([
    ['Newcastle', 'NSW', '2300'],
    ['Geelong', 'VIC', '3220'],
    ['Gold Coast', 'QLD', '4217'],
    ['Alice Springs', 'NT', '0870'],
    ['Cairns', 'QLD', '4870'],
    ['Townsville', 'QLD', '4810'],
    ['Launceston', 'TAS', '7250'],
  ] as const)('knows %s %s %s, the regional cities the capital-city table lacked', (name, state, postcode) => {
    expect(directory.lookup(name, state)[0]).toMatchObject({ name, state, postcode });
    expect(names(directory.search(name.toLowerCase(), 1))).toEqual([`${name} ${state}`]);
  });

  it('resolves a bare name to the capital-city suburb it always meant, and every state when asked', () => {
    // ?suburb=Richmond (no state) was Richmond VIC when the capital-city table was all there was.
    expect(directory.lookup('Richmond')[0]).toMatchObject({ state: 'VIC', postcode: '3121' });
    expect(names(directory.lookup('Richmond'))).toEqual([
      'Richmond VIC',
      'Richmond NSW',
      'Richmond QLD',
      'Richmond QLD',
      'Richmond SA',
      'Richmond TAS',
    ]);
    expect(directory.lookup('Richmond', 'NSW').map((s) => s.postcode)).toEqual(['2753']);
    expect(directory.lookup('Richmond', 'QLD').map((s) => s.postcode)).toEqual(['4740', '4822']);
    // Canberra has two postcodes; the table's 2601 (the city centre) stays first.
    expect(directory.lookup('Canberra', 'ACT').map((s) => s.postcode)).toEqual(['2601', '2600']);
    // Kept with the postcode profiles and links were saved with, beside the national table's.
    expect(directory.lookup('Paddington', 'QLD').map((s) => s.postcode)).toEqual(['4051', '4064']);
  });

  it('finds a Hobart suburb nearest a point in Hobart, and Eucla on the Nullarbor the old table did not know', () => {
    const [nearest] = directory.nearby({ latitude: -42.8806, longitude: 147.3257 }, 25, 1);
    expect(nearest?.suburb).toMatchObject({ name: 'Hobart', state: 'TAS', postcode: '7000' });
    expect(directory.nearby({ latitude: -31.5, longitude: 129.0 }, 25, 1)[0]?.suburb).toMatchObject({ name: 'Eucla', state: 'WA' });
    expect(directory.nearby({ latitude: -25.5, longitude: 137.5 }, 25, 1)).toEqual([]);
  });

  it('answers nearby from the grid exactly as a scan of every suburb would', () => {
    const scan = (center: { latitude: number; longitude: number }, radiusKm: number) =>
      directory.suburbs
        .map((suburb) => ({ suburb, distanceKm: directory.distanceKm(center, suburb) }))
        .filter(({ distanceKm }) => distanceKm <= radiusKm)
        .map(({ suburb }) => `${suburb.name} ${suburb.state} ${suburb.postcode}`)
        .sort();
    fc.assert(
      fc.property(
        fc.double({ min: -44, max: -9, noNaN: true }),
        fc.double({ min: 112, max: 154, noNaN: true }),
        // Up to 400 km: past about 300 km the box spans more cells than there are, and the grid scans instead.
        fc.double({ min: 0, max: 400, noNaN: true }),
        (latitude, longitude, radiusKm) => {
          const found = directory.nearby({ latitude, longitude }, radiusKm, 100_000);
          expect(found.map(({ suburb }) => `${suburb.name} ${suburb.state} ${suburb.postcode}`).sort()).toEqual(
            scan({ latitude, longitude }, radiusKm),
          );
          expect(found.map(({ distanceKm }) => distanceKm)).toEqual(found.map(({ distanceKm }) => distanceKm).sort((a, b) => a - b));
        },
      ),
      { numRuns: 60, seed: 11 },
    );
  });

  it('is built once per process', () => {
    expect(GeoDirectory.bundled()).toBe(directory);
  });
});
