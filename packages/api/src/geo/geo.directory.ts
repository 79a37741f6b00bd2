import { type AuState, isAuState, SUBURB_SEARCH_DEFAULT_LIMIT, SUBURB_SEARCH_MAX_LIMIT } from '@pawpal/contract';
import { AU_SUBURB_ROWS } from './au-suburbs.data.js';
import { bundledSuburbs } from './au-localities.js';
import { boundingBox, haversineKm } from './geo.distance.js';
import { GeoError } from './geo.errors.js';
import { SpatialGrid } from './geo.grid.js';
import type { BoundingBox, LatLng, Suburb } from './geo.types.js';
import { type GeoNamesLoadResult, loadGeoNamesPostcodes } from './geonames.loader.js';
import { normalizePlaceName } from './place-name.js';

export { bundledSuburbs, capitalCitySuburbs } from './au-localities.js';
export { normalizePlaceName } from './place-name.js';

interface Entry {
  readonly suburb: Suburb;
  readonly key: string;
  /**
   * In the capital-city table (same name, state and postcode), which was all that search knew before the
   * national table: among equally good matches these come first, so a bare `?suburb=Richmond`
   * still means Richmond VIC and every earlier autocomplete answer still leads its list.
   */
  readonly capital: boolean;
}

/** A word of a name after its first ("kilda" of "st kilda"), pointing at its entry. */
interface LaterWord {
  readonly word: string;
  readonly entry: Entry;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Alphabetical by normalised name, then state, then postcode: the order within a rank. */
const byNameStatePostcode = (a: Entry, b: Entry) =>
  compareText(a.key, b.key) || compareText(a.suburb.state, b.suburb.state) || compareText(a.suburb.postcode, b.suburb.postcode);
/** Capital-city entries first, then byNameStatePostcode. */
const byRank = (a: Entry, b: Entry) => Number(b.capital) - Number(a.capital) || byNameStatePostcode(a, b);

const CAPITAL_SUBURBS = new Set(AU_SUBURB_ROWS.map(([postcode, name, state]) => `${state}|${postcode}|${normalizePlaceName(name)}`));

/** First index in `sorted` whose `keyOf` is not below `target` (binary search). */
function lowerBound<T>(sorted: readonly T[], target: string, keyOf: (item: T) => string): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(sorted[middle]!) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The items of `sorted` (by `keyOf`) whose key starts with `prefix`, in order. */
function withPrefix<T>(sorted: readonly T[], prefix: string, keyOf: (item: T) => string): readonly T[] {
  // Every key starting with the prefix sorts between it and the prefix followed by the highest code unit.
  return sorted.slice(lowerBound(sorted, prefix, keyOf), lowerBound(sorted, `${prefix}\uffff`, keyOf));
}

let bundledDirectory: GeoDirectory | undefined;

export interface NearbySuburb {
  readonly suburb: Suburb;
  readonly distanceKm: number;
}

/**
 * In-memory directory of Australian suburbs: autocomplete, lookups and distances. Built from the
 * bundled tables (`GeoDirectory.bundled()`: every locality, ~18,000) or a GeoNames postal-code
 * export. Every lookup is indexed: names by exact key and by sorted prefix (binary search),
 * later words of names likewise, postcodes by sorted prefix, and points on a 0.1° grid, so no
 * request scans the whole table (docs/benchmarks.md, "Geo directory").
 */
export class GeoDirectory {
  /** Every suburb, alphabetical by name, then state and postcode. */
  readonly suburbs: readonly Suburb[];
  private readonly nameIndex = new Map<string, Suburb[]>();
  private readonly postcodeIndex = new Map<string, Suburb[]>();
  /** Per rank (capital-city entries, then the others): entries sorted by key, and later words sorted by word. */
  private readonly byKey: readonly (readonly Entry[])[];
  private readonly byLaterWord: readonly (readonly LaterWord[])[];
  /** Entries sorted by postcode, then rank. */
  private readonly byPostcodeOrder: readonly Entry[];
  private readonly grid: SpatialGrid<Suburb>;
  private readonly entryOf = new Map<Suburb, Entry>();

  constructor(suburbs: Iterable<Suburb>) {
    const entries = Array.from(suburbs, (suburb): Entry => {
      const key = normalizePlaceName(suburb.name);
      return { suburb, key, capital: CAPITAL_SUBURBS.has(`${suburb.state}|${suburb.postcode}|${key}`) };
    }).sort(byNameStatePostcode);
    this.suburbs = Object.freeze(entries.map((entry) => entry.suburb));
    // byRank without a second sort: entries are in name order, so each rank keeps it.
    const ranks = [entries.filter((entry) => entry.capital), entries.filter((entry) => !entry.capital)];
    const ranked = ranks.flat();
    for (const entry of ranked) {
      this.entryOf.set(entry.suburb, entry);
      push(this.nameIndex, entry.key, entry.suburb);
      push(this.postcodeIndex, entry.suburb.postcode, entry.suburb);
    }
    this.byKey = ranks;
    this.byLaterWord = ranks.map((rank) => {
      const words: LaterWord[] = [];
      for (const entry of rank) {
        if (!entry.key.includes(' ')) continue;
        for (const word of entry.key.split(' ').slice(1)) words.push({ word, entry });
      }
      // Stable: entries with the same word stay in name order.
      return words.sort((a, b) => compareText(a.word, b.word));
    });
    this.byPostcodeOrder = ranked.slice().sort((a, b) => compareText(a.suburb.postcode, b.suburb.postcode));
    this.grid = new SpatialGrid(this.suburbs);
  }

  /**
   * Every bundled suburb (capital-city table and national locality table). Built once per
   * process and shared: a directory never changes after construction.
   */
  static bundled(): GeoDirectory {
    bundledDirectory ??= new GeoDirectory(bundledSuburbs());
    return bundledDirectory;
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
   * Autocomplete. Digits search postcodes by prefix (ascending; within a postcode capital-city
   * suburbs first, then alphabetical); anything else searches names, case/diacritics-insensitive:
   * exact name, then names starting with the query, then names with a later word starting with
   * it ("kilda" → St Kilda). Within each tier capital-city suburbs come first, then alphabetical
   * by name, state and postcode.
   */
  search(query: string, limit: number = SUBURB_SEARCH_DEFAULT_LIMIT): Suburb[] {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new GeoError('GEO_INVALID_INPUT', `limit must be a positive integer, got ${limit}`);
    }
    const max = Math.min(limit, SUBURB_SEARCH_MAX_LIMIT);
    const trimmed = query.trim();
    if (/^\d{1,4}$/.test(trimmed)) {
      return withPrefix(this.byPostcodeOrder, trimmed, (entry) => entry.suburb.postcode)
        .slice(0, max)
        .map((entry) => entry.suburb);
    }
    const needle = normalizePlaceName(trimmed);
    if (needle === '') return [];

    const found: Suburb[] = (this.nameIndex.get(needle) ?? []).slice(0, max);
    for (const rank of this.byKey) {
      for (const entry of withPrefix(rank, needle, (item) => item.key)) {
        if (found.length >= max) return found;
        if (entry.key !== needle) found.push(entry.suburb);
      }
    }
    for (const words of this.byLaterWord) {
      if (found.length >= max) return found;
      // Entries whose own name starts with the needle are in the tier above; one entry may have two matching words.
      const matches = new Set(withPrefix(words, needle, (item) => item.word).map((item) => item.entry));
      const later = [...matches].filter((entry) => !entry.key.startsWith(needle)).sort(byNameStatePostcode);
      found.push(...later.slice(0, max - found.length).map((entry) => entry.suburb));
    }
    return found;
  }

  /** Suburbs with exactly this name (normalised), optionally in one state: capital-city suburbs first, then by state, postcode. */
  lookup(name: string, state?: AuState): Suburb[] {
    if (state !== undefined && !isAuState(state)) {
      throw new GeoError('GEO_INVALID_INPUT', `unknown state ${String(state)}`);
    }
    const matches = this.nameIndex.get(normalizePlaceName(name)) ?? [];
    return state === undefined ? [...matches] : matches.filter((suburb) => suburb.state === state);
  }

  /** Suburbs sharing a postcode: capital-city suburbs first, then alphabetical. */
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

  /**
   * Suburbs within `radiusKm`, nearest first (ties: capital-city suburbs, then alphabetical): the
   * grid cells under the radius's bounding box, then exact haversine.
   */
  nearby(center: LatLng, radiusKm: number, limit: number = SUBURB_SEARCH_MAX_LIMIT): NearbySuburb[] {
    const box = boundingBox(center, radiusKm);
    return this.grid
      .within(box)
      .map((suburb) => ({ suburb, distanceKm: haversineKm(center, suburb) }))
      .filter(({ distanceKm }) => distanceKm <= radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm || byRank(this.entryOf.get(a.suburb)!, this.entryOf.get(b.suburb)!))
      .slice(0, limit);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
