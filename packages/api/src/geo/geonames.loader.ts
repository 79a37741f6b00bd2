import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { isAuState } from '@pawpal/contract';
import { stateFromName, timeZoneForState } from './au-states.js';
import { AUSTRALIA_BOUNDS, isInAustralia } from './geo.distance.js';
import type { Suburb } from './geo.types.js';

/**
 * GeoNames postal-code export (https://download.geonames.org/export/zip/, AU.zip, CC BY 4.0):
 * one place per line, 12 tab-separated columns.
 */
export const GEONAMES_COLUMNS = [
  'country code',
  'postal code',
  'place name',
  'admin name1',
  'admin code1',
  'admin name2',
  'admin code2',
  'admin name3',
  'admin code3',
  'latitude',
  'longitude',
  'accuracy',
] as const;

export interface GeoNamesLineError {
  /** 1-based line number in the file. */
  readonly line: number;
  readonly reason: string;
}

export interface GeoNamesLoadResult {
  readonly suburbs: Suburb[];
  /** Malformed or duplicate AU lines; they are skipped, never fatal. */
  readonly errors: GeoNamesLineError[];
  /** Well-formed lines of other countries (e.g. when given allCountries.txt), skipped silently. */
  readonly otherCountryLines: number;
}

export type GeoNamesLine =
  | { readonly kind: 'suburb'; readonly suburb: Suburb }
  | { readonly kind: 'other-country' }
  | { readonly kind: 'blank' }
  | { readonly kind: 'error'; readonly reason: string };

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

function coordinate(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  return DECIMAL.test(trimmed) ? Number(trimmed) : undefined;
}

/** Parses and validates one line of the export (without its line break). */
export function parseGeoNamesLine(line: string): GeoNamesLine {
  if (line.trim() === '') return { kind: 'blank' };
  const fields = line.split('\t');
  const country = fields[0]?.trim() ?? '';
  if (!/^[A-Z]{2}$/.test(country)) return { kind: 'error', reason: `invalid country code "${country.slice(0, 20)}"` };
  if (country !== 'AU') return { kind: 'other-country' };
  if (fields.length !== GEONAMES_COLUMNS.length) {
    return { kind: 'error', reason: `expected ${GEONAMES_COLUMNS.length} tab-separated columns, found ${fields.length}` };
  }
  const [, postcodeField, nameField, stateNameField, stateCodeField, , , , , latitudeField, longitudeField] = fields;
  const postcode = postcodeField?.trim() ?? '';
  if (!/^\d{4}$/.test(postcode)) return { kind: 'error', reason: `postcode "${postcode}" is not 4 digits` };
  const name = nameField?.trim().replace(/\s+/g, ' ') ?? '';
  if (name === '') return { kind: 'error', reason: 'empty place name' };
  const stateCode = stateCodeField?.trim().toUpperCase() ?? '';
  const state = isAuState(stateCode) ? stateCode : stateFromName(stateNameField ?? '');
  if (!state) return { kind: 'error', reason: `unknown state code "${stateCode}" (${stateNameField?.trim() ?? ''})` };
  const latitude = coordinate(latitudeField);
  const longitude = coordinate(longitudeField);
  if (latitude === undefined) return { kind: 'error', reason: `latitude "${latitudeField?.trim() ?? ''}" is not a number` };
  if (longitude === undefined) return { kind: 'error', reason: `longitude "${longitudeField?.trim() ?? ''}" is not a number` };
  if (!isInAustralia({ latitude, longitude })) {
    const { minLatitude, maxLatitude, minLongitude, maxLongitude } = AUSTRALIA_BOUNDS;
    return {
      kind: 'error',
      reason: `coordinates ${latitude}, ${longitude} are outside Australia (lat ${minLatitude}..${maxLatitude}, lng ${minLongitude}..${maxLongitude})`,
    };
  }
  return { kind: 'suburb', suburb: { postcode, name, state, latitude, longitude, timeZone: timeZoneForState(state) } };
}

/**
 * Streams a GeoNames postal-code file, keeping valid AU places. Bad lines are collected with
 * their line number and reason; only an unreadable file rejects. A repeated (postcode, place,
 * state) keeps its first line and reports the others.
 */
export async function loadGeoNamesPostcodes(path: string): Promise<GeoNamesLoadResult> {
  const suburbs: Suburb[] = [];
  const errors: GeoNamesLineError[] = [];
  const firstLineByKey = new Map<string, number>();
  let otherCountryLines = 0;
  let lineNumber = 0;

  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const raw of lines) {
    lineNumber += 1;
    const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    const parsed = parseGeoNamesLine(line);
    switch (parsed.kind) {
      case 'blank':
        break;
      case 'other-country':
        otherCountryLines += 1;
        break;
      case 'error':
        errors.push({ line: lineNumber, reason: parsed.reason });
        break;
      case 'suburb': {
        const { postcode, name, state } = parsed.suburb;
        const key = `${postcode}|${name.toLowerCase()}|${state}`;
        const firstLine = firstLineByKey.get(key);
        if (firstLine !== undefined) {
          errors.push({ line: lineNumber, reason: `duplicate of line ${firstLine} (${postcode} ${name} ${state})` });
        } else {
          firstLineByKey.set(key, lineNumber);
          suburbs.push(parsed.suburb);
        }
        break;
      }
      default:
        parsed satisfies never;
    }
  }
  return { suburbs, errors, otherCountryLines };
}
