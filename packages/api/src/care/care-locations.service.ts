import { Injectable } from '@nestjs/common';
import { type AuState, type CareLocation } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { GeoDirectory } from '../geo/geo.directory.js';
import { Clock } from '../platform/clock/clock.js';
import { type User } from '../users/user.entity.js';
import { requireCareRole } from './care-access.js';
import { CareLocationWriter, HOME_SERVICES } from './care-location-writer.js';
import { CareError } from './care.errors.js';
import { type CareLocationInput } from './dto/care-location.input.js';
import { bookingForCare } from './schedule.js';

/** Booking states in which the owner may still say where the care happens. */
const OPEN_STATES = ['requested', 'accepted', 'paid', 'in_progress'];
/** Booking states in which the sitter sees the owner's street address. */
const ADDRESS_STATES = ['paid', 'in_progress'];

/**
 * Where a booking's care happens (docs/care.md, "Where the care happens"): the owner says it for a
 * home service (drop-ins, walks, house sitting), boarding and day care are at the sitter's suburb.
 * Read by the booking's parties and admins; the street address is the owner's to give and the
 * sitter sees it while the booking is paid or under way. The suburb's centre is where check-ins
 * are measured from, never shown.
 */
@Injectable()
export class CareLocationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly geo: GeoDirectory,
    private readonly writer: CareLocationWriter,
  ) {}

  async get(actor: User, bookingId: string): Promise<CareLocation> {
    const booking = await bookingForCare(this.dataSource.manager, bookingId);
    const role = requireCareRole(actor, booking);
    const [row] = (await this.dataSource.query(
      `SELECT suburb, state, postcode, address, radius_m FROM booking_care_locations WHERE booking_id = $1`,
      [bookingId],
    )) as { suburb: string; state: string; postcode: string; address: string | null; radius_m: number }[];
    if (!row) throw new CareError('CARE_LOCATION_NOT_SET');
    const showAddress = role !== 'sitter' || ADDRESS_STATES.includes(booking!.status);
    return {
      suburb: row.suburb,
      state: row.state,
      postcode: row.postcode,
      radiusM: row.radius_m,
      address: showAddress ? row.address : null,
    };
  }

  /** The owner of a home-service booking says where the pets are, before the stay ends. 403 for the sitter and admins. */
  async put(actor: User, bookingId: string, input: CareLocationInput): Promise<CareLocation> {
    const booking = await bookingForCare(this.dataSource.manager, bookingId);
    const role = requireCareRole(actor, booking);
    if (role !== 'owner') throw new CareError('OWNER_ONLY', 'Only the owner says where the care happens');
    if (!HOME_SERVICES.includes(booking!.service)) throw new CareError('CARE_AT_SITTERS_HOME');
    if (!OPEN_STATES.includes(booking!.status)) throw new CareError('CARE_LOCATION_CLOSED');
    const place = this.geo.lookup(input.suburb, input.state as AuState).find((candidate) => candidate.postcode === input.postcode);
    if (!place) throw new CareError('INVALID_CARE_LOCATION');
    await this.dataSource.transaction((manager) =>
      this.writer.set(
        manager,
        bookingId,
        { suburb: place.name, state: place.state, postcode: place.postcode, latitude: place.latitude, longitude: place.longitude },
        input.address || null,
        this.clock.now(),
      ),
    );
    return this.get(actor, bookingId);
  }
}
