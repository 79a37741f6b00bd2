import { Injectable } from '@nestjs/common';
import { CARE_LOCATION_SUBURB_RADIUS_M, type ServiceType } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';

/** Services done at the owner's home; the rest (boarding, day care) at the sitter's. */
export const HOME_SERVICES: readonly ServiceType[] = Object.freeze(['drop_in', 'dog_walking', 'house_sitting']);

/** A place as the geo directory has it: a suburb's centre. */
export interface CarePlace {
  suburb: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

/**
 * The one writer of `booking_care_locations`: where a booking's care happens, placed at a suburb's
 * centre with CARE_LOCATION_SUBURB_RADIUS_M saying how far the true address may be (docs/care.md,
 * "Where the care happens"). No dependencies (the migration's backfill uses it as it is).
 */
@Injectable()
export class CareLocationWriter {
  /**
   * Places a booking's care location when it has none: the sitter's suburb for boarding and day
   * care (their profile's); for a home service, the owner's home as they gave it for their latest
   * other home-service booking (a home does not move), or nothing until they give it.
   */
  async placeDefault(manager: EntityManager, bookingId: string, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO booking_care_locations (booking_id, suburb, state, postcode, address, latitude, longitude, radius_m, updated_at)
       SELECT b.id, sp.suburb, sp.state, sp.postcode, NULL, sp.latitude, sp.longitude, $2, $3
         FROM bookings b JOIN sitter_profiles sp ON sp.user_id = b.sitter_id
        WHERE b.id = $1 AND NOT (b.service = ANY ($4))
       ON CONFLICT (booking_id) DO NOTHING`,
      [bookingId, CARE_LOCATION_SUBURB_RADIUS_M, now, [...HOME_SERVICES]],
    );
    await manager.query(
      `INSERT INTO booking_care_locations (booking_id, suburb, state, postcode, address, latitude, longitude, radius_m, updated_at)
       SELECT b.id, last.suburb, last.state, last.postcode, last.address, last.latitude, last.longitude, last.radius_m, $2
         FROM bookings b
         CROSS JOIN LATERAL (
           SELECT l.* FROM booking_care_locations l JOIN bookings other ON other.id = l.booking_id
            WHERE other.owner_id = b.owner_id AND other.id <> b.id AND other.service = ANY ($3)
            ORDER BY l.updated_at DESC LIMIT 1) last
        WHERE b.id = $1 AND b.service = ANY ($3)
       ON CONFLICT (booking_id) DO NOTHING`,
      [bookingId, now, [...HOME_SERVICES]],
    );
  }

  /** The owner says where the care happens (a home service). */
  async set(manager: EntityManager, bookingId: string, place: CarePlace, address: string | null, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO booking_care_locations (booking_id, suburb, state, postcode, address, latitude, longitude, radius_m, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (booking_id) DO UPDATE SET suburb = $2, state = $3, postcode = $4, address = $5, latitude = $6, longitude = $7,
         radius_m = $8, updated_at = $9`,
      [bookingId, place.suburb, place.state, place.postcode, address, place.latitude, place.longitude, CARE_LOCATION_SUBURB_RADIUS_M, now],
    );
  }
}
