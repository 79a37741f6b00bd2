import { type AuState, isAuState, SUBURB_SEARCH_DEFAULT_LIMIT, SUBURB_SEARCH_MAX_LIMIT } from '@pawpal/contract';
import { timeZoneForState } from './au-states.js';
import { AU_SUBURB_ROWS } from './au-suburbs.data.js';
import { boundingBox, haversineKm, isInBox } from './geo.distance.js';
import { GeoError } from './geo.errors.js';
import type { BoundingBox, LatLng, Suburb } from './geo.types.js';
import { type GeoNamesLoadResult, loadGeoNamesPostcodes } from './geonames.loader.js';


/**
 * Folds case, diacritics and punctuation so "Mt. Évelyn", "mt evelyn" and "MT-EVELYN" compare
 * equal: NFD + strip combining marks, drop apostrophes and dots, other separators to one space.
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The bundled suburbs table as Suburb records. */
export function bundledSuburbs(): Suburb[] {
  return AU_SUBURB_ROWS.map(([postcode, name, state, latitude, longitude]) => ({
    postcode,
    name,
    state,
    latitude,
    longitude,
    timeZone: timeZoneForState(state),
  }));
}

interface Entry {
  readonly suburb: Suburb;
  readonly key: string;
  /** Normalised words after the first, for "kilda" → St Kilda. */
  readonly laterWords: readonly string[];
}

const byNameStatePostcode = (a: Entry, b: Entry) =>
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
  a.suburb.state.localeCompare(b.suburb.state) ||
  a.suburb.postcode.localeCompare(b.suburb.postcode);

export interface NearbySuburb {
  readonly suburb: Suburb;
  readonly distanceKm: number;
}

/**
 * In-memory directory of Australian suburbs: autocomplete, lookups and distances. Built from the
 * bundled table (`GeoDirectory.bundled()`) or a GeoNames postal-code export.
 */
export class GeoDirectory {
  readonly suburbs: readonly Suburb[];
  private readonly entries: readonly Entry[];
  private readonly postcodeIndex = new Map<string, Suburb[]>();
  private readonly nameIndex = new Map<string, Suburb[]>();

  constructor(suburbs: Iterable<Suburb>) {
    const entries = [...suburbs].map((suburb): Entry => {
      const key = normalizePlaceName(suburb.name);
      return { suburb, key, laterWords: key.split(' ').slice(1) };
    });
    this.entries = entries.sort(byNameStatePostcode);
    this.suburbs = Object.freeze(this.entries.map((entry) => entry.suburb));
    for (const { suburb, key } of this.entries) {
      push(this.postcodeIndex, suburb.postcode, suburb);
      push(this.nameIndex, key, suburb);
    }
  }

  static bundled(): GeoDirectory {
    return new GeoDirectory(bundledSuburbs());
  }

  /** Loads a GeoNames export; bad lines come back in `errors` alongside the directory. */
  static async fromGeoNamesFile(path: string): Promise<{ directory: GeoDirectory } & GeoNamesLoadResult> {
    const result = await loadGeoNamesPostcodes(path);
    return { directory: new GeoDirectory(result.suburbs), ...result };
  }

  get size(): number {
    return this.suburbs.length;
  }

  /**
   * Autocomplete. Digits search postcodes by prefix (exact postcode first, then ascending);
   * anything else searches names, case/diacritics-insensitive: exact name, then names starting
   * with the query, then names with a later word starting with it ("kilda" → St Kilda);
   * alphabetical within each tier, then by state and postcode.
   */
  search(query: string, limit: number = SUBURB_SEARCH_DEFAULT_LIMIT): Suburb[] {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new GeoError('GEO_INVALID_INPUT', `limit must be a positive integer, got ${limit}`);
    }
    const max = Math.min(limit, SUBURB_SEARCH_MAX_LIMIT);
    const trimmed = query.trim();
    if (/^\d{1,4}$/.test(trimmed)) return this.searchPostcodes(trimmed, max);
    const needle = normalizePlaceName(trimmed);
    if (needle === '') return [];

    const tiers: Suburb[][] = [[], [], []];
    for (const { suburb, key, laterWords } of this.entries) {
      if (key === needle) tiers[0]!.push(suburb);
      else if (key.startsWith(needle)) tiers[1]!.push(suburb);
      else if (laterWords.some((word) => word.startsWith(needle))) tiers[2]!.push(suburb);
      if (tiers[0]!.length >= max) break;
    }
    return tiers.flat().slice(0, max);
  }

  private searchPostcodes(prefix: string, max: number): Suburb[] {
    return this.entries
      .filter(({ suburb }) => suburb.postcode.startsWith(prefix))
      .map(({ suburb }) => suburb)
      .sort((a, b) => Number(b.postcode === prefix) - Number(a.postcode === prefix) || a.postcode.localeCompare(b.postcode))
      .slice(0, max);
  }

  /** Suburbs with exactly this name (normalised), optionally in one state; sorted by state, postcode. */
  lookup(name: string, state?: AuState): Suburb[] {
    if (state !== undefined && !isAuState(state)) {
      throw new GeoError('GEO_INVALID_INPUT', `unknown state ${String(state)}`);
    }
    const matches = this.nameIndex.get(normalizePlaceName(name)) ?? [];
    return state === undefined ? [...matches] : matches.filter((suburb) => suburb.state === state);
  }

  /** Suburbs sharing a postcode, alphabetical. */
  byPostcode(postcode: string): Suburb[] {
    return [...(this.postcodeIndex.get(postcode.trim()) ?? [])];
  }

  /** Great-circle distance in km. */
  distanceKm(a: LatLng, b: LatLng): number {
    return haversineKm(a, b);
  }

  /** Latitude/longitude box around a radius, for an indexed SQL pre-filter. */
  boundingBox(center: LatLng, radiusKm: number): BoundingBox {
    return boundingBox(center, radiusKm);
  }

  /** Suburbs within `radiusKm`, nearest first: box pre-filter, then exact haversine. */
  nearby(center: LatLng, radiusKm: number, limit: number = SUBURB_SEARCH_MAX_LIMIT): NearbySuburb[] {
    const box = boundingBox(center, radiusKm);
    return this.suburbs
      .filter((suburb) => isInBox(suburb, box))
      .map((suburb) => ({ suburb, distanceKm: haversineKm(center, suburb) }))
      .filter(({ distanceKm }) => distanceKm <= radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, limit);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
