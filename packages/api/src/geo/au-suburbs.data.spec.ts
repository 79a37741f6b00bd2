import { describe, expect, it } from 'vitest';
import { AU_STATES, type AuState } from '@pawpal/contract';
import { timeZoneForState } from './au-states.js';
import { AU_SUBURB_ROWS } from './au-suburbs.data.js';
import { capitalCitySuburbs } from './au-localities.js';
import { GeoDirectory } from './geo.directory.js';
import { haversineKm, isInAustralia } from './geo.distance.js';

const CAPITALS: ReadonlyArray<{ cbd: string; state: AuState; postcode: string }> = [
  { cbd: 'Sydney', state: 'NSW', postcode: '2000' },
  { cbd: 'Melbourne', state: 'VIC', postcode: '3000' },
  { cbd: 'Brisbane City', state: 'QLD', postcode: '4000' },
  { cbd: 'Perth', state: 'WA', postcode: '6000' },
  { cbd: 'Adelaide', state: 'SA', postcode: '5000' },
  { cbd: 'Hobart', state: 'TAS', postcode: '7000' },
  { cbd: 'Canberra', state: 'ACT', postcode: '2601' },
  { cbd: 'Darwin City', state: 'NT', postcode: '0800' },
];

/** Australia Post ranges for the metro areas in the table. */
const POSTCODE_PATTERN: Readonly<Record<AuState, RegExp>> = {
  NSW: /^2(?!6|9[0-2])\d{3}$/,
  ACT: /^(26\d{2}|29[0-2]\d)$/,
  VIC: /^3\d{3}$/,
  QLD: /^4\d{3}$/,
  SA: /^5\d{3}$/,
  WA: /^6\d{3}$/,
  TAS: /^7\d{3}$/,
  NT: /^08\d{2}$/,
};

/** The hand-compiled capital-city table on its own (the national table: au-localities.spec.ts). */
const directory = new GeoDirectory(capitalCitySuburbs());

describe('capital-city suburbs table', () => {
  it('has at least 300 suburbs', () => {
    expect(AU_SUBURB_ROWS.length).toBeGreaterThanOrEqual(300);
    expect(directory.size).toBe(AU_SUBURB_ROWS.length);
  });

  it.each(CAPITALS)('includes the CBD of $cbd ($state $postcode)', ({ cbd, state, postcode }) => {
    const [suburb] = directory.lookup(cbd, state);

    expect(suburb?.postcode).toBe(postcode);
  });

  it('covers every state and territory, the big cities with more suburbs', () => {
    const perState = Object.fromEntries(AU_STATES.map((state) => [state, AU_SUBURB_ROWS.filter((row) => row[2] === state).length]));

    for (const state of AU_STATES) expect(perState[state], state).toBeGreaterThanOrEqual(15);
    expect(perState.NSW).toBeGreaterThanOrEqual(100);
    expect(perState.VIC).toBeGreaterThanOrEqual(80);
    expect(Math.min(perState.NSW!, perState.VIC!)).toBeGreaterThan(Math.max(perState.QLD!, perState.WA!, perState.SA!));
    expect(Math.min(perState.QLD!, perState.WA!, perState.SA!)).toBeGreaterThan(Math.max(perState.TAS!, perState.NT!));
  });

  it('has no duplicate (postcode, suburb)', () => {
    const keys = AU_SUBURB_ROWS.map(([postcode, name]) => `${postcode} ${name}`);

    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keeps every coordinate inside Australia', () => {
    const outside = directory.suburbs.filter((suburb) => !isInAustralia(suburb));

    expect(outside).toEqual([]);
  });

  it('places every suburb within 75 km of its capital (catches swapped or mistyped coordinates)', () => {
    const far = directory.suburbs.flatMap((suburb) => {
      const capital = CAPITALS.find((city) => city.state === suburb.state)!;
      const [cbd] = directory.lookup(capital.cbd, capital.state);
      const km = haversineKm(cbd!, suburb);
      return km > 75 ? [`${suburb.name} ${suburb.state}: ${km.toFixed(0)} km`] : [];
    });

    expect(far).toEqual([]);
  });

  it("uses postcodes in the range of each suburb's state", () => {
    const wrong = AU_SUBURB_ROWS.filter(([postcode, , state]) => !POSTCODE_PATTERN[state].test(postcode));

    expect(wrong).toEqual([]);
  });

  it('gives each suburb the time zone of its state', () => {
    expect(directory.lookup('Canberra', 'ACT')[0]?.timeZone).toBe('Australia/Sydney');
    expect(directory.lookup('Darwin City')[0]?.timeZone).toBe('Australia/Darwin');
    for (const suburb of directory.suburbs) expect(suburb.timeZone).toBe(timeZoneForState(suburb.state));
  });
});

describe('timeZoneForState', () => {
  it("maps each state to its IANA zone, ACT sharing Sydney's", () => {
    expect(Object.fromEntries(AU_STATES.map((state) => [state, timeZoneForState(state)]))).toEqual({
      NSW: 'Australia/Sydney',
      VIC: 'Australia/Melbourne',
      QLD: 'Australia/Brisbane',
      WA: 'Australia/Perth',
      SA: 'Australia/Adelaide',
      TAS: 'Australia/Hobart',
      ACT: 'Australia/Sydney',
      NT: 'Australia/Darwin',
    });
  });

  it('returns zones the runtime knows', () => {
    for (const state of AU_STATES) {
      expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: timeZoneForState(state) })).not.toThrow();
    }
  });
});
