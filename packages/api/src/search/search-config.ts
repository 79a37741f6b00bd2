import { DEFAULT_MAP_TILE_URL } from '@pawpal/contract';
import { type Env, invalidVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The search map's settings from the environment, read once at start (src/app-config.ts). */
export interface SearchConfig {
  /** The search map's tile URL template (MAP_TILE_URL; OpenStreetMap's by default; null for "none"): GET /api/search/map-tiles answers it. */
  readonly mapTileUrl: string | null;
  /** Its origin, which the CSP's img-src allows (null for "none"). */
  readonly mapTileOrigin: string | null;
}

export const SEARCH_CONFIG = Symbol('SEARCH_CONFIG');

export const SEARCH_SETTINGS = declareSettings({
  title: 'Search map',
  source: 'search/search-config.ts',
  variables: {
    MAP_TILE_URL: {
      default: `OpenStreetMap's \`${DEFAULT_MAP_TILE_URL}\``,
      description:
        "The search map's tile URL template (Leaflet): the app asks for it (`GET /api/search/map-tiles`) and its origin goes into the CSP's `img-src`; `none` draws the pins without tiles. OpenStreetMap's usage policy asks busy sites for their own or a commercial tile service.",
    },
  },
});

/** MAP_TILE_URL (a Leaflet template such as https://tile.example/{z}/{x}/{y}.png) → it and its origin; "none" → nulls. */
export function mapTilesOf(raw: string | undefined): { url: string | null; origin: string | null } {
  const value = raw?.trim() || DEFAULT_MAP_TILE_URL;
  if (value === 'none') return { url: null, origin: null };
  const origin = /^https?:\/\/[^/]+/i.exec(value)?.[0];
  return {
    url: value,
    origin:
      origin ??
      invalidVar('MAP_TILE_URL', 'must be an http(s) URL template like https://tile.openstreetmap.org/{z}/{x}/{y}.png, or none', value),
  };
}

export function loadSearchConfig(environment: Env): SearchConfig {
  const env = SEARCH_SETTINGS.env(environment);
  const tiles = mapTilesOf(env.MAP_TILE_URL);
  return { mapTileUrl: tiles.url, mapTileOrigin: tiles.origin };
}
