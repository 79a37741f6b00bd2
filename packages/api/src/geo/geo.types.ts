import type { AuState } from '@pawpal/contract';
import type { AuTimeZone } from './au-states.js';

/** A point in WGS84 decimal degrees. */
export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

/** A suburb (GeoNames "place") with its postcode, state and approximate centre. */
export interface Suburb extends LatLng {
  readonly postcode: string;
  readonly name: string;
  readonly state: AuState;
  readonly timeZone: AuTimeZone;
}

/** Inclusive latitude/longitude ranges, in degrees. */
export interface BoundingBox {
  readonly minLatitude: number;
  readonly maxLatitude: number;
  readonly minLongitude: number;
  readonly maxLongitude: number;
}
