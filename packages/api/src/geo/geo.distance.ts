import { GeoError } from './geo.errors.js';
import type { BoundingBox, LatLng } from './geo.types.js';

/** Mean Earth radius (IUGG), km. Haversine on a sphere is within ~0.5 % of the ellipsoid. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Box around mainland Australia, Tasmania and the Torres Strait islands. External territories
 * (Lord Howe, Norfolk, Christmas and Cocos islands) fall outside on purpose.
 */
export const AUSTRALIA_BOUNDS: BoundingBox = Object.freeze({
  minLatitude: -44,
  maxLatitude: -9,
  minLongitude: 112,
  maxLongitude: 154,
});

export function isInBox(point: LatLng, box: BoundingBox): boolean {
  return (
    point.latitude >= box.minLatitude &&
    point.latitude <= box.maxLatitude &&
    point.longitude >= box.minLongitude &&
    point.longitude <= box.maxLongitude
  );
}

export function isInAustralia(point: LatLng): boolean {
  return isInBox(point, AUSTRALIA_BOUNDS);
}

function requirePoint(name: string, point: LatLng): void {
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new GeoError('GEO_INVALID_INPUT', `${name} must have latitude in [-90, 90] and longitude in [-180, 180]`);
  }
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  requirePoint('a', a);
  requirePoint('b', b);
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Smallest latitude/longitude box containing every point within `radiusKm` of `center`
 * (exact on the sphere: the longitude span uses the circle's tangent points, not the span at
 * the centre's latitude). Meant as an indexable pre-filter before the exact distance check:
 *
 *   WHERE latitude BETWEEN $minLatitude AND $maxLatitude
 *     AND longitude BETWEEN $minLongitude AND $maxLongitude   -- btree (latitude, longitude)
 *     AND <haversine(latitude, longitude, $lat, $lng)> <= $radiusKm
 *
 * Near a pole or across the antimeridian the longitude range widens to [-180, 180], so the box
 * is always a single BETWEEN pair (a superset, never a miss).
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  requirePoint('center', center);
  if (!Number.isFinite(radiusKm) || radiusKm < 0) {
    throw new GeoError('GEO_INVALID_INPUT', `radiusKm must be a non-negative number, got ${radiusKm}`);
  }
  const angular = radiusKm / EARTH_RADIUS_KM;
  const lat = toRadians(center.latitude);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) {
    return {
      minLatitude: Math.max(-90, toDegrees(minLat)),
      maxLatitude: Math.min(90, toDegrees(maxLat)),
      minLongitude: -180,
      maxLongitude: 180,
    };
  }
  const deltaLng = toDegrees(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(lat))));
  const minLongitude = center.longitude - deltaLng;
  const maxLongitude = center.longitude + deltaLng;
  const crossesAntimeridian = minLongitude < -180 || maxLongitude > 180;
  return {
    minLatitude: toDegrees(minLat),
    maxLatitude: toDegrees(maxLat),
    minLongitude: crossesAntimeridian ? -180 : minLongitude,
    maxLongitude: crossesAntimeridian ? 180 : maxLongitude,
  };
}
