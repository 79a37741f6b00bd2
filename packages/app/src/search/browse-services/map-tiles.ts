/*
 * Where the results map's pins go. The tiles' URL is the server's to say (GET /api/search/map-tiles,
 * MAP_TILE_URL): see ResultsMap.tsx.
 */
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
