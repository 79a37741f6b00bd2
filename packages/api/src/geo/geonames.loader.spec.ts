import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeoNamesPostcodes, parseGeoNamesLine } from './geonames.loader.js';

const row = (...fields: string[]) => fields.join('\t');

const FIXTURE_LINES = [
  /* 1 */ '\uFEFF' + row('AU', '2010', 'Surry Hills', 'New South Wales', 'NSW', 'Sydney', '17200', '', '', '-33.8857', '151.2115', '4'),
  /* 2 */ row('AU', '2000', 'Sydney', 'New South Wales', 'NSW'),
  /* 3 */ row('AU', '3000', 'Melbourne', 'Victoria', 'VIC', '', '', '', '', 'abc', '144.9631', '4'),
  /* 4 */ row('NZ', '6011', 'Wellington', 'Wellington', 'G2', '', '', '', '', '-41.2865', '174.7762', '4'),
  /* 5 */ '',
  /* 6 */ row('AU', '0800', 'Darwin City', 'Northern Territory', '08', '', '', '', '', '-12.4634', '130.8456', '4'),
  /* 7 */ row('AU', '2898', 'Lord Howe Island', 'New South Wales', 'NSW', '', '', '', '', '-31.5553', '159.0821', '1'),
  /* 8 */ row('AU', '20100', 'Surry Hills', 'New South Wales', 'NSW', '', '', '', '', '-33.8857', '151.2115', '4'),
  /* 9 */ row('AU', '9999', 'Nowhere', 'Atlantis', 'XX', '', '', '', '', '-30.0000', '140.0000', '1'),
  /* 10 */ row('AU', '2010', 'Surry Hills', 'New South Wales', 'NSW', 'Sydney', '17200', '', '', '-33.8857', '151.2115', '4'),
  /* 11 */ row('AU', '7000', 'Hobart', 'Tasmania', 'TAS', 'Hobart', '', '', '', '-42.8821', '147.3272', '4') + '\r',
  /* 12 */ 'this is not a GeoNames line',
  /* 13 */ row('AU', '6000', 'Perth', 'Western Australia', 'WA', '', '', '', '', '', '115.8613', '4'),
];

let dir: string;
let fixture: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pawpal-geonames-'));
  fixture = join(dir, 'AU.txt');
  await writeFile(fixture, FIXTURE_LINES.join('\n') + '\n', 'utf8');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadGeoNamesPostcodes', () => {
  it('keeps the valid AU lines, with state and time zone', async () => {
    const { suburbs } = await loadGeoNamesPostcodes(fixture);

    expect(suburbs).toEqual([
      { postcode: '2010', name: 'Surry Hills', state: 'NSW', latitude: -33.8857, longitude: 151.2115, timeZone: 'Australia/Sydney' },
      { postcode: '0800', name: 'Darwin City', state: 'NT', latitude: -12.4634, longitude: 130.8456, timeZone: 'Australia/Darwin' },
      { postcode: '7000', name: 'Hobart', state: 'TAS', latitude: -42.8821, longitude: 147.3272, timeZone: 'Australia/Hobart' },
    ]);
  });

  it('reports each malformed line with its line number and reason', async () => {
    const { errors } = await loadGeoNamesPostcodes(fixture);

    expect(errors).toEqual([
      { line: 2, reason: 'expected 12 tab-separated columns, found 5' },
      { line: 3, reason: 'latitude "abc" is not a number' },
      { line: 7, reason: expect.stringMatching(/^coordinates -31.5553, 159.0821 are outside Australia/) },
      { line: 8, reason: 'postcode "20100" is not 4 digits' },
      { line: 9, reason: 'unknown state code "XX" (Atlantis)' },
      { line: 10, reason: 'duplicate of line 1 (2010 Surry Hills NSW)' },
      { line: 12, reason: 'invalid country code "this is not a GeoNam"' },
      { line: 13, reason: 'latitude "" is not a number' },
    ]);
  });

  it('skips other countries silently but counts them', async () => {
    const { otherCountryLines, errors } = await loadGeoNamesPostcodes(fixture);

    expect(otherCountryLines).toBe(1);
    expect(errors.some((error) => error.line === 4)).toBe(false);
  });

  it('rejects when the file does not exist', async () => {
    await expect(loadGeoNamesPostcodes(join(dir, 'missing.txt'))).rejects.toThrow(/ENOENT/);
  });

  it('streams a large export without trouble', async () => {
    const big = join(dir, 'big.txt');
    const lines = Array.from({ length: 20_000 }, (_, i) =>
      row('AU', String(2000 + (i % 1000)).padStart(4, '0'), `Place ${i}`, 'New South Wales', 'NSW', '', '', '', '', '-33.8', '151.0', '1'),
    );
    await writeFile(big, lines.join('\n'), 'utf8');

    const { suburbs, errors } = await loadGeoNamesPostcodes(big);

    expect(suburbs).toHaveLength(20_000);
    expect(errors).toEqual([]);
  });
});

describe('parseGeoNamesLine', () => {
  it('accepts a state spelled out when the admin code is not an abbreviation', () => {
    const parsed = parseGeoNamesLine(row('AU', '3000', 'Melbourne', 'Victoria', '07', '', '', '', '', '-37.8136', '144.9631', ''));

    expect(parsed).toMatchObject({ kind: 'suburb', suburb: { state: 'VIC', timeZone: 'Australia/Melbourne' } });
  });

  it('rejects a longitude outside Australia', () => {
    const parsed = parseGeoNamesLine(
      row('AU', '6798', 'Christmas Island', 'Western Australia', 'WA', '', '', '', '', '-10.4217', '105.6791', '1'),
    );

    expect(parsed.kind).toBe('error');
  });

  it('rejects a line with too many columns', () => {
    const parsed = parseGeoNamesLine(
      row('AU', '2000', 'Sydney', 'New South Wales', 'NSW', '', '', '', '', '-33.8688', '151.2093', '4', 'extra'),
    );

    expect(parsed).toEqual({ kind: 'error', reason: 'expected 12 tab-separated columns, found 13' });
  });
});
