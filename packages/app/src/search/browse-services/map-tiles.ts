/*
 * Where the results map's tiles come from: MAP_TILE_URL at build time (vite.config.ts defines
 * __MAP_TILE_URL__), a Leaflet URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png;
 * "none" draws the pins without tiles (tests, offline demos). Unset: OpenStreetMap's tiles. The API
 * reads the same variable at run time to allow the tiles' origin in its CSP (img-src).
 */
import { DEFAULT_MAP_TILE_URL } from '@pawpal/contract';

declare const __MAP_TILE_URL__: string | undefined;

/** The tile URL template, or null for no tiles. */
export function mapTileUrl(configured: string | undefined = typeof __MAP_TILE_URL__ === 'string' ? __MAP_TILE_URL__ : undefined): string | null {
  const value = configured?.trim();
  if (value === 'none') return null;
  return value ? value : DEFAULT_MAP_TILE_URL;
}

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** How far apart pins in one spot are spread, in degrees (~300 m): sitters share their suburb's centre. */
const SPREAD_DEGREES = 0.003;

/**
 * Pins at the same coordinates (sitters of one suburb share its centre) spread evenly on a small
 * circle around it, so each can be seen and clicked; a lone pin stays where it is.
 */
export function spreadPoints<T extends MapPoint>(points: readonly T[]): T[] {
  const groups = new Map<string, number[]>();
  points.forEach((point, index) => {
    const key = `${point.latitude},${point.longitude}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const out = points.map((point) => ({ ...point }));
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    indexes.forEach((index, position) => {
      const angle = (2 * Math.PI * position) / indexes.length;
      const point = out[index]!;
      point.latitude += SPREAD_DEGREES * Math.cos(angle);
      point.longitude += SPREAD_DEGREES * Math.sin(angle);
    });
  }
  return out;
}
