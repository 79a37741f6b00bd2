import { type Env, invalidVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The search map's settings from the environment, read once at start (src/app-config.ts). */
export interface SearchConfig {
  /** The search map's tile URL template (MAP_TILE_URL; null when unset or "none": no third-party tiles): GET /api/search/map-tiles answers it. */
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
      default: 'none (the pins on a plain map, no third-party tiles)',
      description:
        "The search map's tile URL template (Leaflet), e.g. your tile provider's `https://tiles.example.com/{z}/{x}/{y}.png?key=…`: the app asks for it (`GET /api/search/map-tiles`) and its origin goes into the CSP's `img-src`. Unset or `none` draws the pins without tiles and loads nothing from a third party. OpenStreetMap's public servers are not a default: their tile usage policy forbids heavy use (docs/operations.md, \"Map tiles\").",
    },
  },
});

/**
 * MAP_TILE_URL (a Leaflet template such as https://tile.example/{z}/{x}/{y}.png) → it and its origin;
 * unset, blank or "none" → nulls: without a provider the operator chose, the map loads no third-party
 * tiles (OpenStreetMap's public servers forbid heavy use; docs/operations.md, "Map tiles").
 */
export function mapTilesOf(raw: string | undefined): { url: string | null; origin: string | null } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'none') return { url: null, origin: null };
  const origin = /^https?:\/\/[^/]+/i.exec(value)?.[0];
  return {
    url: value,
    origin:
      origin ??
      invalidVar('MAP_TILE_URL', 'must be an http(s) URL template like https://tiles.example.com/{z}/{x}/{y}.png, or none', value),
  };
}

export function loadSearchConfig(environment: Env): SearchConfig {
  const env = SEARCH_SETTINGS.env(environment);
  const tiles = mapTilesOf(env.MAP_TILE_URL);
  return { mapTileUrl: tiles.url, mapTileOrigin: tiles.origin };
}
